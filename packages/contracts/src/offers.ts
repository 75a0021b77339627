/**
 * Offers (decision 062; storefront §2 `/offers`, `/offers/:slug`, the offers widget; §3 offer fields; §7
 * `activeOffers/*`). A coupon offer publishes a promo code; a payment offer is an instant discount for paying a
 * certain way. Field names follow the spec, `eligibilty` included.
 */
import { z } from 'zod';
import { INT4_MAX, wholeNumber } from './numbers.ts';

export const OFFER_VERTICALS = ['medicine', 'healthcare', 'diagnostic'] as const;
export type OfferVertical = (typeof OFFER_VERTICALS)[number];
/** The spec's offer tags, by page: Medicine, Healthcare or Diagnostic. */
export const OFFER_TAGS = { Medicine: 'medicine', Healthcare: 'healthcare', Diagnostic: 'diagnostic' } as const satisfies Record<
  string,
  OfferVertical
>;

export const offer = z.object({
  id: z.number().int(),
  /** The title in lower case with hyphens, then the id: `/offers/:slug`. */
  slug: z.string(),
  kind: z.enum(['coupon', 'payment']),
  title: z.string(),
  shortDescription: z.string(),
  /** The code to copy and apply; null for a payment offer, which applies by itself. */
  promoCode: z.string().nullable(),
  /** No offer artwork is kept: the page draws the offer's kind. */
  image: z.string().nullable(),
  deeplinks: z.object({ web: z.string() }),
  expiry: z.object({ header: z.string(), dateTime: z.string() }),
  isExpired: z.boolean(),
  /** Epoch milliseconds of the end. */
  endTime: z.number().int(),
  startAt: z.string(),
  expireAt: z.string(),
  metaData: z.object({
    verticals: z.array(z.enum(OFFER_VERTICALS)),
    paymentTypeIds: z.array(z.number().int()),
    /** The banks (net banking sub type ids) a payment offer is for; empty: every bank. */
    paymentSubTypeIds: z.array(z.number().int()),
    status: z.enum(['active', 'paused', 'ended']),
    /** Seeded demonstration offer: labelled as such. */
    demo: z.boolean(),
  }),
  /** The order value the offer needs, in paise (0: none). */
  couponMrpThreshold: z.number().int(),
  couponBenefit: z.string(),
  detail: z.object({
    eligibilty: z.array(z.string()),
    howToGet: z.array(z.string()),
    cancellationPolicy: z.array(z.string()),
    termsAndConditions: z.array(z.string()),
  }),
});
export type Offer = z.infer<typeof offer>;

const offerTag = z.enum(['Medicine', 'Healthcare', 'Diagnostic', ''], { error: 'Offer tags are Medicine, Healthcare or Diagnostic.' });
export const activeOffersQuery = z
  .object({
    offertags: offerTag.optional(),
    /** 'true': also pick the page's best offer. */
    best_offer_pdp: z.enum(['true', 'false']).optional(),
  })
  .strict();
export const activeOffers = z.object({ active: z.array(offer), bestOffer: offer.nullable() });
export type ActiveOffers = z.infer<typeof activeOffers>;

/**
 * GET activeOffers/getGCDDiscountBuckets (storefront §7): the store's discount tiers by order value — its live
 * medicine coupons grouped by the order value they start at (decision 062's amendment), lowest first.
 */
export const gcdDiscountBuckets = z.object({
  pldDiscountBuckets: z.array(
    z.object({
      minOrderPaise: z.number().int(),
      offers: z.array(z.object({ id: z.number().int(), title: z.string(), promoCode: z.string().nullable(), benefit: z.string() })),
    }),
  ),
});
export type GcdDiscountBuckets = z.infer<typeof gcdDiscountBuckets>;

export const offerIdParams = z.object({ id: wholeNumber(1, INT4_MAX, 'Offer ids are whole numbers.') }).strict();

export const paymentOffersQuery = z
  .object({ vertical: z.enum(OFFER_VERTICALS, { error: 'The vertical is medicine, healthcare or diagnostic.' }).optional() })
  .strict();
export const activePaymentOffers = z.object({ offers: z.array(offer) });

const lines = (what: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(3, `Each line of ${what} needs 3 to 300 characters.`)
        .max(300, `Each line of ${what} needs 3 to 300 characters.`),
    )
    .max(12, `Give at most 12 lines of ${what}.`)
    .default([]);

/** Operations: a new offer (Bearer OPS_TOKEN). */
export const offerCreateBody = z
  .object({
    kind: z.enum(['coupon', 'payment']),
    title: z.string().trim().min(3, 'Give a title of 3 to 80 characters.').max(80, 'Give a title of 3 to 80 characters.'),
    shortDescription: z
      .string()
      .trim()
      .min(3, 'Give a short description of 3 to 200 characters.')
      .max(200, 'Give a short description of 3 to 200 characters.'),
    verticals: z.array(z.enum(OFFER_VERTICALS)).min(1, 'Name at least one vertical.'),
    promoCode: z.string().trim().toUpperCase().optional(),
    paymentTypeIds: z.array(z.number().int()).default([]),
    /** A bank offer: the net banking banks (sub type ids) it is for. */
    paymentSubTypeIds: z.array(z.number().int()).max(20).default([]),
    flatPaise: wholeNumber(100, 1_000_000, 'A flat benefit is ₹1 to ₹10,000.').optional(),
    percent: wholeNumber(1, 50, 'A percentage benefit is 1 to 50.').optional(),
    capPaise: wholeNumber(100, 1_000_000, 'A cap is ₹1 to ₹10,000.').optional(),
    minOrderPaise: wholeNumber(0, 10_000_000, 'A minimum order is ₹0 to ₹1,00,000.').default(0),
    startsAt: z.iso.datetime({ offset: true, error: 'Give the start as an ISO date and time.' }),
    endsAt: z.iso.datetime({ offset: true, error: 'Give the end as an ISO date and time.' }),
    rank: wholeNumber(1, 1000, 'The rank is 1 to 1000.').default(100),
    eligibility: lines('eligibility'),
    howToGet: lines('how to get'),
    cancellationPolicy: lines('cancellation policy'),
    terms: lines('terms'),
  })
  .strict();
export type OfferCreateBody = z.infer<typeof offerCreateBody>;
export const offerStatusBody = z
  .object({ status: z.enum(['active', 'paused', 'ended'], { error: 'The status is active, paused or ended.' }) })
  .strict();
