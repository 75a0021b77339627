/**
 * The healthcare store's catalogue rules (data/otc_bigbasket/README.md): which rows of the BigBasket list
 * the store sells, where each sits in the three-level category tree, and the seeded values the data lacks.
 */
import { DEFAULT_CATEGORY_SUBTITLE } from '@dawa/contracts';
import { hashId } from './hash.ts';
import { OTC_ALLOWLIST } from './otc-allowlist.ts';

/**
 * The store's top categories, each gathering sub-categories of the source (its `category` › `sub_category`).
 * Groceries, kitchen, cleaning and the rest are not kept. Sub-categories are renamed where two source
 * categories hold the same shelf (Mothers & Maternity) or a name reads oddly in a pharmacy.
 */
export const HEALTHCARE_TREE: readonly { name: string; slug: string; from: readonly (readonly [string, string, string?])[] }[] = [
  {
    name: 'Health & Wellness',
    slug: 'health-wellness',
    from: [
      ['Beauty & Hygiene', 'Health & Medicine'],
      ['Beverages', 'Health Drink, Supplement', 'Health Drinks & Supplements'],
    ],
  },
  {
    name: 'Personal Care',
    slug: 'personal-care',
    from: [
      ['Beauty & Hygiene', 'Oral Care'],
      ['Beauty & Hygiene', 'Bath & Hand Wash'],
      ['Beauty & Hygiene', 'Feminine Hygiene'],
      ['Beauty & Hygiene', "Men's Grooming"],
      ['Beauty & Hygiene', 'Fragrances & Deos'],
    ],
  },
  {
    name: 'Skin, Hair & Beauty',
    slug: 'skin-hair-beauty',
    from: [
      ['Beauty & Hygiene', 'Skin Care'],
      ['Beauty & Hygiene', 'Hair Care'],
      ['Beauty & Hygiene', 'Makeup'],
    ],
  },
  {
    name: 'Mother & Baby',
    slug: 'mother-baby',
    from: [
      ['Baby Care', 'Diapers & Wipes'],
      ['Baby Care', 'Baby Bath & Hygiene'],
      ['Baby Care', 'Baby Food & Formula'],
      ['Baby Care', 'Atta, Flours & Sooji', 'Baby Food & Formula'],
      ['Foodgrains, Oil & Masala', 'Baby Food & Formula'],
      ['Baby Care', 'Feeding & Nursing'],
      ['Baby Care', 'Baby Accessories'],
      ['Baby Care', 'Mothers & Maternity'],
      ['Beauty & Hygiene', 'Mothers & Maternity'],
    ],
  },
];

/**
 * The catalogue's medicines sold without a prescription (schedule OTC, never prescription-only) are a fifth top
 * category, on the shelf of their first ingredient's group in the OTC allowlist (pain and fever, acidity and gas,
 * eye and nose drops …), typed by their dosage form.
 */
export const OTC_MEDICINES = { name: 'OTC Medicines', slug: 'otc-medicines' } as const;

const SHELVES: ReadonlyMap<string, string> = new Map(OTC_ALLOWLIST.map((m) => [m.molecule, m.shelf]));

/** The 'OTC Medicines' shelf of a medicine whose first ingredient is this molecule (its moleculeKey), or null. */
export function medicineShelfOf(moleculeKey: string): string | null {
  return SHELVES.get(moleculeKey) ?? null;
}

export interface HealthcarePlace {
  top: string;
  topSlug: string;
  sub: string;
}

const PLACES: ReadonlyMap<string, HealthcarePlace> = new Map(
  HEALTHCARE_TREE.flatMap((top) =>
    top.from.map(([category, subCategory, renamed]) => [
      `${category}|${subCategory}`,
      { top: top.name, topSlug: top.slug, sub: renamed ?? subCategory },
    ]),
  ),
);

/** Where a source row sits in the store (top category and sub-category), or null when the store does not sell it. */
export function healthcarePlaceOf(category: string, subCategory: string): HealthcarePlace | null {
  return PLACES.get(`${category.trim()}|${subCategory.trim()}`) ?? null;
}

/**
 * Types whose opened pack cannot be taken back (hygiene, intimate and ingestible goods), as the returns policy
 * says; every other healthcare product is returnable within 30 days.
 */
const NON_RETURNABLE_TYPES: ReadonlySet<string> = new Set([
  'Sanitary Napkins',
  'Tampons & Menstrual Cups',
  'Panty Liners',
  'Intimate Wash & Care',
  'Sexual Wellness',
  'Adult Diapers',
  'Diapers',
  'Face Masks & Safety Gears',
  'Baby Food',
  'Organic Baby Food',
  'Infant Formula',
  'Rice & Other Flours',
  'Soothers & Teethers',
  'Maternity Health Supplements',
  'Supplements & Proteins',
  'Kids (5+Yrs)',
  'Men & Women',
  'Children (2-5 Yrs)',
  'Glucose Powder, Tablets',
  'Diabetic Drinks',
  'Sports & Energy Drinks',
]);

export function isReturnableType(type: string): boolean {
  return !NON_RETURNABLE_TYPES.has(type.trim());
}

export const RETURN_TEXTS = { returnable: '30 days returnable', nonReturnable: 'Non Returnable' } as const;

/**
 * Seeded popularity (the data has no sales): a rated product before an unrated one, a better rating first,
 * then brands with more products in the data (a brand a shop stocks widely sells more), then a stable hash
 * of the id so equal products keep one order. Only the order matters.
 */
export function healthcarePopularity(id: number, rating: number | null, brandRows: number): number {
  // A tenth of a star (10,000) outweighs any brand's size (ln of at most a few thousand rows, times 1,000).
  const rated = rating === null ? 0 : 1_000_000 + Math.round(rating * 100_000);
  const brand = Math.round(Math.log(1 + brandRows) * 1_000);
  return rated + brand + (hashId('otc-popularity', id) % 100);
}

/**
 * The 'Upto N% off' subtitle of a category from the discounts of what it sells now: N is the largest discount
 * of its available products, rounded down to a whole percent. A category with nothing discounted says nothing
 * rather than promise a saving; the spec's 'Upto 50% off' is the text when no figure is known at all.
 */
export function categorySubtitle(maxDiscountPercent: number | null): string {
  if (maxDiscountPercent === null) return DEFAULT_CATEGORY_SUBTITLE;
  const n = Math.floor(maxDiscountPercent);
  return n >= 1 ? `Upto ${n}% off` : '';
}

/**
 * Products of one brand with the same name are the same product in other packs (the data has no size field;
 * the packs differ in price). Each variant is named by its MRP, the one thing the data tells them apart by.
 */
export function variantLabel(mrpPaise: number): string {
  return `Pack of MRP ₹${(mrpPaise / 100).toFixed(mrpPaise % 100 === 0 ? 0 : 2)}`;
}
