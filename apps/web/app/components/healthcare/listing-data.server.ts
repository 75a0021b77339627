/**
 * A healthcare listing's data for one address: the products for its filters, the filter groups and sorters,
 * and the category's sub-categories. A filter value the API refuses (400) is not an error page: the category
 * shows without the filters, with the API's message. An unknown category is a 404.
 */
import { data } from 'react-router';
import type { OtcProductsPage } from '@dawa/contracts';
import { otcCardOf } from '../catalogue/card-data.ts';
import { keptCards } from '../catalogue/kept-cards.ts';
import { api, ApiError } from '../../lib/api.ts';
import type { ListingData } from './listing-data.ts';
import { listingSearch, productsCall, readListingQuery, type ListingQuery } from './listing-query.ts';

const SLUG = /^[a-z0-9-]{1,80}$/;
const notFound = () => data(null, { status: 404 });

type Scope = ListingData['scope'];

export function scopeOf(params: { category?: string; subCategory?: string }): Scope | null {
  const { category, subCategory } = params;
  if (!category || !SLUG.test(category) || (subCategory !== undefined && !SLUG.test(subCategory))) return null;
  return subCategory === undefined ? { category } : { category, subCategory };
}

/** The products page, or the API's message when it refused the address's values. */
async function productsOrRefusal(scope: Scope, query: ListingQuery, request: Request): Promise<OtcProductsPage | { refused: string }> {
  try {
    return await api.otcProducts(productsCall(scope, query), request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (error instanceof ApiError && error.status === 400) return { refused: error.message };
    throw error;
  }
}

export async function listingData(request: Request, scope: Scope, origin: string): Promise<ListingData> {
  const query = readListingQuery(new URL(request.url).searchParams);
  const [answer, filters, sorters, listings] = await Promise.all([
    productsOrRefusal(scope, query, request),
    api.otcFilters(scope, request).then(
      (f) => f.filters,
      () => [],
    ),
    api.otcSorters(request).then(
      (s) => s.sorters,
      () => [],
    ),
    api.otcListings(request).catch(() => null),
  ]);
  let refused: string | null = null;
  let page: OtcProductsPage;
  let shownQuery = query;
  if ('refused' in answer) {
    refused = answer.refused;
    shownQuery = { brand: [] };
    const plain = await productsOrRefusal(scope, shownQuery, request);
    // The path itself was refused (not a category the API could ever hold): there is no such page.
    if ('refused' in plain) throw notFound();
    page = plain;
  } else page = answer;
  const top = scope.subCategory ? null : listings?.categories.find((c) => c.slug === scope.category);
  return {
    scope,
    query: shownQuery,
    search: listingSearch(shownQuery),
    listing: { ...page, products: keptCards(request, page.products.map(otcCardOf)) },
    filters,
    sorters,
    refused,
    subCategories: (top?.children ?? []).map((c) => ({ name: c.name, url: c.url, productCount: c.productCount })),
    origin,
  };
}
