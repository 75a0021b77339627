import { z } from 'zod';
import { pageQuery, paged } from './catalogue.ts';
import { INT4_MAX } from './numbers.ts';

/** Spec §5: a pincode is 6 digits, the first 1–9. */
export const PINCODE_MESSAGE = 'Enter a valid 6 digit pincode.';
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
export const pincodeValue = z.string({ error: PINCODE_MESSAGE }).trim().regex(PINCODE_PATTERN, PINCODE_MESSAGE).transform(Number);

/** Spec §3 "Pincode result". */
export const cityAttributes = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  isCourierCity: z.boolean(),
  supplierCityName: z.string(),
  stateName: z.string(),
});
export const neighbourhoodAttributes = z.object({ name: z.string(), isExpressAvailable: z.boolean() });
export const pincodeDetails = z.object({
  pincode: z.number().int(),
  cityAttributes,
  neighbourhoodAttributes,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PincodeDetails = z.infer<typeof pincodeDetails>;

export const pincodeQuery = z.object({ pincode: pincodeValue }).strict();
export const pincodeParam = z.object({ pincode: pincodeValue });

/** Spec §3 "Pincode check"; order type 2 is diagnostics, every other order 1. */
export const pincodeCheckQuery = z
  .object({ orderType: z.enum(['1', '2'], { error: 'orderType must be 1 or 2.' }).default('1').transform(Number) })
  .strict();
export const pincodeCheck = z.object({ cityAreaName: z.string(), cityName: z.string() });

export const cityRefParam = z.object({
  // A slug has a letter: an all-digit value is an id and must fit the column (int4).
  cityIdOrSlug: z
    .string()
    .regex(/^(?:[1-9][0-9]{0,9}|(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'Give a city id or a city slug.')
    .refine((v) => !/^\d+$/.test(v) || Number(v) <= INT4_MAX, 'Give a city id or a city slug.'),
});
export const cityPincodes = z.object({
  pincodeDetails: z.array(z.object({ pincode: z.number().int(), cityAttributes, neighbourhoodAttributes })),
});

export const ipLocation = z.object({
  ipLocation: z.object({ pincode: z.number().int(), cityAttributes: z.object({ name: z.string() }), isIPReversed: z.boolean() }),
  requestedIP: z.string(),
});
export type IpLocation = z.infer<typeof ipLocation>;

/** Spec §3 "Delivery estimate". */
export const eddQuery = z
  .object({ pincode: pincodeValue, lang: z.enum(['en', 'hi'], { error: 'The language must be en or hi.' }).default('en') })
  .strict();
export const deliveryEstimate = z.object({
  edd: z.object({ text: z.string(), time: z.string(), showPriorityFlashIcon: z.boolean() }).nullable(),
  deliveryDate: z.string().nullable(),
  eddsAvailable: z.object({ quickDeliveryEnabled: z.boolean() }),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimate>;

/**
 * Spec §3 "Address payload". Shapes only, loosely typed so that the rules in @dawa/domain
 * (validation/address.ts) give the spec's messages; raw texts are bounded before the rules run.
 */
const rawText = z.string().max(2000, 'Text fields can be up to 500 characters.');
export const addressBody = z
  .object({
    contactName: rawText.optional(),
    contactNumber: z.union([z.string().max(20, 'Please enter a valid mobile number.'), z.number()]).optional(),
    flatNumber: rawText.optional(),
    streetName: rawText.optional(),
    landmark: rawText.optional(),
    type: z.union([z.number(), z.string().max(4)]).optional(),
    pincode: z.union([z.number(), z.string().max(12, PINCODE_MESSAGE)]).optional(),
    longitude: z.number().nullable().optional(),
    latitude: z.number().nullable().optional(),
  })
  .strict();
export type AddressBody = z.infer<typeof addressBody>;

/** Spec §3 stored address. */
export const address = z.object({
  id: z.number().int(),
  contactName: z.string(),
  contactNumber: z.string(),
  flatNumber: z.string(),
  streetName: z.string(),
  landmark: z.string(),
  type: z.number().int(),
  typeDescription: z.enum(['home', 'work', 'other']),
  pincode: z.number().int(),
  cityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  isDeliverable: z.boolean(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
});
export type Address = z.infer<typeof address>;
/** The customer's addresses; after a save the saved one comes first. */
export const addressList = z.array(address);

/** Browse pages (spec §2 /online-medicine-order/browse/cities and /areas): A–Z, paged. */
export const PLACE_LETTER_MESSAGE = 'Choose a letter from A to Z.';
export const placePageQuery = z
  .object({
    letter: z
      .string()
      .regex(/^[a-z]$/i, PLACE_LETTER_MESSAGE)
      .transform((l) => l.toLowerCase())
      .optional(),
    page: pageQuery.shape.page,
  })
  .strict();

/** A city with its serviceable pincodes; `landingSlug` is the local landing page of its first one. */
export const cityListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  stateName: z.string(),
  pincodeCount: z.number().int(),
  firstPincode: z.number().int(),
  landingSlug: z.string(),
});
export type CityListItem = z.infer<typeof cityListItem>;
export const cityList = paged(cityListItem);
export type CityList = z.infer<typeof cityList>;

/** How far we deliver, counted from the pincode data: cities with a serviceable pincode, and those pincodes. */
export const serviceCoverage = z.object({ cityCount: z.number().int(), pincodeCount: z.number().int() });
export type ServiceCoverage = z.infer<typeof serviceCoverage>;

/** A neighbourhood: a delivering post office of a serviceable pincode. */
export const areaListItem = z.object({
  name: z.string(),
  pincode: z.number().int(),
  city: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  landingSlug: z.string(),
});
export type AreaListItem = z.infer<typeof areaListItem>;
export const areaList = paged(areaListItem);
export type AreaList = z.infer<typeof areaList>;
export type CityPincodes = z.infer<typeof cityPincodes>;
