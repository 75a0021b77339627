import { z } from 'zod';
import { pageNumber } from './numbers.ts';

export const typeaheadQuery = z
  .object({
    q: z.string().max(200, 'Search text is too long.').default(''),
    intent_id: z
      .string()
      .regex(/^[\w-]{1,64}$/, 'The search intent id is not valid.')
      .optional(),
  })
  .strict();

/** Spec §3 "Search item", plus what a row shows (price, Rx, manufacturer). */
export const searchItem = z.object({
  productId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  productType: z.number().int(),
  entityType: z.number().int(),
  variantCount: z.number().int(),
  subtitleText: z.string(),
  matchCases: z.array(z.string()),
  matchText: z.string(),
  listingId: z.string(),
  isRxRequired: z.boolean(),
  mrpPaise: z.number().int().nullable(),
  salePaise: z.number().int().nullable(),
  isAvailable: z.boolean(),
  /** Schedule X or NDPS: the row says so instead of "unavailable". */
  notSoldOnline: z.boolean(),
});
export type SearchItem = z.infer<typeof searchItem>;

const fallbackRequest = z.object({ title: z.string(), text: z.string(), ctaText: z.string(), url: z.string() }).nullable();

export const typeaheadResponse = z.object({
  query: z.string(),
  products: z.array(searchItem),
  /** 'No results found for' or 'Showing results for' (typo-corrected), else null. */
  resultHeading: z.string().nullable(),
  customMedicineRequest: fallbackRequest,
  uploadRxRequest: fallbackRequest,
  orderOnCallRequest: fallbackRequest,
  redirectTo: z.string().nullable(),
  /** Lab tests and packages matching the query (entity type DIAGNOSTICS_PRODUCTS 6), at most 3. */
  labTests: z
    .array(
      z.object({
        entityType: z.literal(6),
        type: z.enum(['test', 'package']),
        id: z.string(),
        name: z.string(),
        url: z.string(),
        pricePaise: z.number().int(),
      }),
    )
    .default([]),
  /** 'Search … in Lab Tests' (entity type DIAG_SUGGESTION 14), when lab tests match. */
  labSuggestion: z
    .object({ entityType: z.literal(14), text: z.string(), url: z.string() })
    .nullable()
    .default(null),
});
export type TypeaheadResponse = z.infer<typeof typeaheadResponse>;

export const searchPageQuery = z
  .object({
    q: z.string().max(200, 'Search text is too long.').default(''),
    page: pageNumber(500),
  })
  .strict();

export const searchPageResponse = typeaheadResponse.extend({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  molecules: z.array(searchItem),
  brands: z.array(searchItem),
  categories: z.array(searchItem),
});
export type SearchPageResponse = z.infer<typeof searchPageResponse>;
