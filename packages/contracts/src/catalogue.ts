import { z } from 'zod';
import { INT4_MAX, pageNumber, wholeNumber } from './numbers.ts';

/** Positive integer ids in paths and queries arrive as strings. */
const ID_MESSAGE = 'The id must be a positive whole number.';
export const idParam = wholeNumber(1, INT4_MAX, ID_MESSAGE);

export const tierAttributes = z.object({ type: z.number().int(), text: z.string() });

/**
 * The legal class of a medicine (DrugSchedule in @dawa/domain; data/drug-schedules): X and NDPS are never
 * sold online, H1 and H need a prescription.
 */
export const drugSchedule = z.enum(['X', 'NDPS', 'H1', 'H', 'OTC']);

/** A product as lists and cards show it (spec §3 "Product", the fields our catalogue can honestly fill). */
export const productCard = z.object({
  productId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  productType: z.number().int(),
  packform: z.string(),
  packLabel: z.string(),
  measurementUnit: z.string(),
  unitsPerPack: z.number(),
  manufacturer: z.string(),
  fullManufacturerName: z.string(),
  isRxRequired: z.boolean(),
  drugSchedule,
  isRefrigerated: z.boolean(),
  isCustomMedicine: z.boolean(),
  /** MRP and sale price in paise (integers); the decimal strings are the spec's rupee fields. */
  mrpPaise: z.number().int(),
  salePaise: z.number().int(),
  costPrice: z.number(),
  salePrice: z.number(),
  mrpDecimal: z.string(),
  salePriceDecimal: z.string(),
  discountPercent: z.string(),
  pricePerUnit: z.object({ paise: z.number().int(), unit: z.string() }).nullable(),
  maxQuantity: z.number().int(),
  minQuantity: z.number().int(),
  compositions: z.array(z.object({ name: z.string(), slug: z.string(), strength: z.string().nullable() })),
  composition: z.string(),
  consumerBrandName: z.string(),
  consumerBrandId: z.number().int(),
  substituteGroupId: z.number().int().nullable(),
  productTierAttributes: tierAttributes,
  /** isAvailable: can be bought online now (in stock, for sale, and not Schedule X or NDPS). */
  productAvailabilityFlags: z.object({ isAvailable: z.boolean(), notifyMe: z.boolean(), showVariantsInBottomSheet: z.boolean() }),
  outOfStock: z.boolean(),
});
export type ProductCard = z.infer<typeof productCard>;

export const alternative = productCard.extend({
  /**
   * Whether its price per unit compares like for like with the viewed product ('same'); savings only then.
   * 'implausiblePrice': same composition, strength and form, but its per-unit price is too low to believe
   * (decision 011), so it is not compared.
   */
  comparison: z.enum(['same', 'otherForm', 'otherStrength', 'implausiblePrice']),
  /** Saving of this alternative over the viewed product, per unit, like for like. */
  savingPerUnitPaise: z.number().int(),
  savingPercent: z.number(),
});
export type Alternative = z.infer<typeof alternative>;

export const faqItem = z.object({ question: z.string(), answer: z.string() });

export const productDetail = z.object({
  product: productCard.extend({
    uses: z.array(z.string()),
    sideEffects: z.array(z.string()),
    reviews: z.object({ excellent: z.number(), average: z.number(), poor: z.number() }).nullable(),
    categoryName: z.string().nullable(),
    categorySlug: z.string().nullable(),
    lastUpdatedOn: z.string(),
    returnText: z.string(),
  }),
  alternatives: z.object({
    /** Every alternative of the same composition, strength and dosage form. */
    count: z.number().int(),
    /** How many of them are cheaper per unit at a plausible price: the set the headline, FAQ and list count. */
    cheaperCount: z.number().int(),
    /** The largest per-unit saving among those, in whole per cent (0 when none). */
    maxSavingPercent: z.number(),
    items: z.array(alternative),
  }),
  brandVariants: z.array(productCard),
  faq: z.array(faqItem),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const pageQuery = z
  .object({
    letter: z
      .string()
      .regex(/^[a-z0-9]$/i, 'Choose a letter from A to Z or a digit.')
      .optional(),
    page: pageNumber(10_000),
  })
  .strict();

export const browseQuery = z
  .object({
    letter: pageQuery.shape.letter,
    page: pageQuery.shape.page,
    category: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/, 'Unknown category.')
      .optional(),
  })
  .strict();

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

export const moleculeSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  productCount: z.number().int(),
});
export type MoleculeSummary = z.infer<typeof moleculeSummary>;

export const moleculeDetail = z.object({
  molecule: moleculeSummary,
  products: paged(productCard),
  relatedCombinations: z.array(z.object({ composition: z.string(), productCount: z.number().int() })),
});
export type MoleculeDetail = z.infer<typeof moleculeDetail>;

export const categorySummary = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), productCount: z.number().int() });

export const homeData = z.object({
  popular: z.array(productCard),
  categories: z.array(categorySummary),
  molecules: z.array(moleculeSummary),
  counts: z.object({ products: z.number().int(), molecules: z.number().int(), manufacturers: z.number().int() }),
});
export type HomeData = z.infer<typeof homeData>;

export const brandSlugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'Unknown brand.') });

export const brandDetail = z.object({
  brand: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), manufacturer: z.string(), productCount: z.number().int() }),
  products: z.array(productCard),
});
export type BrandDetail = z.infer<typeof brandDetail>;

export const browsePage = paged(productCard).extend({ category: categorySummary.nullable() });
export type BrowsePage = z.infer<typeof browsePage>;

export const alternativesPage = paged(alternative);
export type AlternativesPage = z.infer<typeof alternativesPage>;
