/**
 * The healthcare (over-the-counter) store: its category tree, listings with filters and sorters, and the
 * product page's data (storefront §2 and §7; cart document §3 "Over-the-counter category, brand and
 * collection", §4 pagination, §9 per-page and category discount text).
 */
import { z } from 'zod';
import { productCard } from './catalogue.ts';
import { pageNumber, wholeNumber } from './numbers.ts';

/** Products per listing page (cart document §9). */
export const OTC_PAGE_SIZE = 20;
/** The last page a listing answers; past it the page is refused (4xx), never a slow scan. */
export const OTC_LAST_PAGE = 500;
/** The subtitle when a category has no discount to show (cart document §9). */
export const DEFAULT_CATEGORY_SUBTITLE = 'Upto 50% off';

const slugText = (message: string) => z.string().regex(/^[a-z0-9-]{1,80}$/, message);
export const otcCategorySlug = slugText('Unknown category.');

/** A node of the Healthcare mega menu (spec §3 "Category menu node"): three levels. */
export interface OtcMenuNode {
  id: number;
  name: string;
  link: string;
  allItemsText: string | null;
  children: OtcMenuNode[];
}
export const otcMenuNode: z.ZodType<OtcMenuNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    link: z.string(),
    allItemsText: z.string().nullable(),
    children: z.array(otcMenuNode),
  }),
);
export const otcMegamenu = z.object({ categories: z.array(otcMenuNode) });
export type OtcMegamenu = z.infer<typeof otcMegamenu>;

/** Footer columns (`home/fetchCategories`): a column per top category with its sub-categories. */
export const footerCategories = z.object({
  categories: z.array(
    z.object({ name: z.string(), link: z.string(), children: z.array(z.object({ name: z.string(), link: z.string() })) }),
  ),
});
export type FooterCategories = z.infer<typeof footerCategories>;

/** A category as the healthcare home and listings show it, with its 'Upto N% off' subtitle. */
export const otcCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  level: z.number().int().min(1).max(3),
  subtitle: z.string(),
  productCount: z.number().int(),
});
export type OtcCategory = z.infer<typeof otcCategory>;

export const otcListings = z.object({
  categories: z.array(otcCategory.extend({ children: z.array(otcCategory) })),
});
export type OtcListings = z.infer<typeof otcListings>;

export const OTC_SORTS = ['popularity', 'price', 'discount', 'rating', 'name'] as const;
export type OtcSort = (typeof OTC_SORTS)[number];
export const OTC_PRICE_BANDS = ['under-100', '100-250', '250-500', '500-1000', 'over-1000'] as const;
export type OtcPriceBand = (typeof OTC_PRICE_BANDS)[number];
export const OTC_DISCOUNT_STEPS = [10, 20, 30, 40] as const;
export const OTC_RATING_STEPS = [3, 4] as const;

/** Brand filter: up to 20 brand ids, comma-separated. */
const brandIds = z
  .string()
  .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,19}$/, 'Choose brands from the list.')
  .transform((s) => [...new Set(s.split(',').map(Number))]);

/** Where a listing looks: a category (with a sub-category and a type), a brand's store or a collection. */
export const otcScopeQuery = z.object({
  category: otcCategorySlug.optional(),
  subCategory: otcCategorySlug.optional(),
  type: otcCategorySlug.optional(),
});

/** The filters and sort of a listing, as the URL carries them so a filtered page can be shared. */
export const otcFilterQuery = z.object({
  brand: brandIds.optional(),
  price: z.enum(OTC_PRICE_BANDS, { error: 'Choose a price band from the list.' }).optional(),
  discount: z
    .enum(OTC_DISCOUNT_STEPS.map(String) as [string, ...string[]], { error: 'Choose a discount from the list.' })
    .transform(Number)
    .optional(),
  rating: z
    .enum(OTC_RATING_STEPS.map(String) as [string, ...string[]], { error: 'Choose a rating from the list.' })
    .transform(Number)
    .optional(),
  sort: z.enum(OTC_SORTS, { error: 'Choose a sort order from the list.' }).default('popularity'),
  direction: z.enum(['asc', 'desc'], { error: 'The direction must be asc or desc.' }).optional(),
  page: pageNumber(OTC_LAST_PAGE),
});

export const otcProductsQuery = otcScopeQuery
  .extend(otcFilterQuery.shape)
  .strict()
  .refine((q) => q.category !== undefined || (q.subCategory === undefined && q.type === undefined), {
    message: 'Choose a category first.',
    path: ['subCategory'],
  });
export type OtcProductsQuery = z.infer<typeof otcProductsQuery>;

const positiveId = (message: string) => wholeNumber(1, 2_147_483_647, message);

/** The filters of a category, or of a brand's store, or of a collection. */
export const otcFiltersQuery = otcScopeQuery
  .extend({ brandId: positiveId('Unknown brand.').optional(), collectionId: positiveId('Unknown collection.').optional() })
  .strict();
export type OtcFiltersQuery = z.infer<typeof otcFiltersQuery>;

export const otcFilterOption = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const otcFilters = z.object({
  filters: z.array(
    z.object({
      key: z.enum(['type', 'brand', 'price', 'discount', 'rating']),
      title: z.string(),
      options: z.array(otcFilterOption),
      /** How many options there are when only the most common are given (brands of a large category). */
      optionsTotal: z.number().int().optional(),
    }),
  ),
});
export type OtcFilters = z.infer<typeof otcFilters>;

export const otcSorters = z.object({
  sorters: z.array(z.object({ key: z.enum(OTC_SORTS), direction: z.enum(['asc', 'desc']), label: z.string() })),
});
export type OtcSorters = z.infer<typeof otcSorters>;

export const breadcrumb = z.array(z.object({ name: z.string(), url: z.string() }));

/** One page of a listing (spec: products, page, hasMoreProducts). */
export const otcProductsPage = z.object({
  category: otcCategory.nullable(),
  breadcrumb,
  products: z.array(productCard),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  hasMoreProducts: z.boolean(),
});
export type OtcProductsPage = z.infer<typeof otcProductsPage>;

export const otcVariant = z.object({
  productId: z.number().int(),
  label: z.string(),
  url: z.string(),
  salePriceDecimal: z.string(),
  isAvailable: z.boolean(),
  selected: z.boolean(),
});

export const otcProductDetail = z.object({
  product: productCard.extend({
    brand: z.object({ id: z.number().int(), name: z.string(), url: z.string() }),
    /** Category › sub-category › type, each with its page. */
    categoryPath: breadcrumb,
    /** The data's customer rating out of 5, when it has one. */
    rating: z.number().nullable(),
    returnable: z.boolean(),
    returnText: z.string(),
    variants: z.array(otcVariant),
  }),
  alsoViewed: z.array(productCard),
  fromBrand: z.array(productCard),
});
export type OtcProductDetail = z.infer<typeof otcProductDetail>;

export const otcIdParam = z.object({ id: positiveId('The id must be a positive whole number.') });

/** A brand's store or a collection: the category listing's filters and sort. */
export const otcStoreQuery = otcFilterQuery.strict();
export type OtcStoreQuery = z.infer<typeof otcStoreQuery>;

const listingPage = {
  products: z.array(productCard),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  hasMoreProducts: z.boolean(),
};

/** `otcBrand/fetchBrandDetails/{id}` (cart document §3: brandDetails with id, name, slug). */
export const otcBrandPage = z.object({
  brandDetails: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), url: z.string(), productCount: z.number().int() }),
  ...listingPage,
});
export type OtcBrandPage = z.infer<typeof otcBrandPage>;

/** Banners of a brand's store, written from what the store holds of the brand (no artwork: text and a link). */
export const otcBanners = z.object({ banners: z.array(z.object({ title: z.string(), subtitle: z.string(), link: z.string() })) });
export type OtcBanners = z.infer<typeof otcBanners>;

export const otcCollectionPage = z.object({
  collection: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    url: z.string(),
    productCount: z.number().int(),
  }),
  ...listingPage,
});
export type OtcCollectionPage = z.infer<typeof otcCollectionPage>;

export const otcFeaturedBrands = z.object({
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string(), productCount: z.number().int() })),
});
export type OtcFeaturedBrands = z.infer<typeof otcFeaturedBrands>;

export const otcCollections = z.object({ collections: z.array(otcCollectionPage.shape.collection) });
export type OtcCollections = z.infer<typeof otcCollections>;

/** Ids of products, comma-separated: the recently browsed list (at most 50) or the products on a page. */
export const productIdList = (max: number) =>
  z
    .string()
    .regex(new RegExp(`^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${max - 1}}$`), `Give at most ${max} product ids, comma-separated.`)
    .transform((s) => [...new Set(s.split(',').map(Number))].filter((n) => n <= 2_147_483_647));

export const RECENTLY_BROWSED_MAX = 50;
export const previouslyBrowsedQuery = z.object({ productIds: productIdList(RECENTLY_BROWSED_MAX) }).strict();
export const productList = z.object({ products: z.array(productCard) });

export const otcRecommendationsQuery = z
  .object({
    currentProducts: productIdList(20).optional(),
    touchpoint: z.string().max(40).optional(),
    widget: z.string().max(60).optional(),
  })
  .strict();
export const otcRecommendations = z.object({
  heading: z.string(),
  subHeading: z.string(),
  recommendationType: z.string(),
  products: z.array(productCard),
});
export type OtcRecommendations = z.infer<typeof otcRecommendations>;

/** `crossSell/getSponsoredProducts`: a widget's sponsored products, never shown without their label. */
export const sponsoredQuery = z
  .object({
    widgetId: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown widget.'),
    contextProductUcode: positiveId('The product must be a positive whole number.').optional(),
    excludeProductUcode: productIdList(50).optional(),
  })
  .strict();
export const sponsoredProducts = z.object({
  widgetId: z.string(),
  /** 'Sponsored': what the widget says above its products. */
  label: z.string(),
  products: z.array(productCard.extend({ sponsored: z.literal(true), sponsor: z.string(), adId: z.string() })),
});
export type SponsoredProducts = z.infer<typeof sponsoredProducts>;

/** The operations call that places a sponsored product in a widget for a time. */
export const sponsoredPlacementBody = z
  .object({
    productId: positiveId('The product must be a positive whole number.'),
    widgetId: sponsoredQuery.shape.widgetId,
    sponsor: z.string().trim().min(1, 'Name the sponsor.').max(120, 'The sponsor name is too long.'),
    startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be an ISO date and time.' }),
    endsAt: z.iso.datetime({ offset: true, error: 'endsAt must be an ISO date and time.' }),
  })
  .strict()
  .refine((b) => Date.parse(b.endsAt) > Date.parse(b.startsAt), { message: 'endsAt must be after startsAt.', path: ['endsAt'] });
