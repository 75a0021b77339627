/**
 * A healthcare listing's data for one address (a category, a brand's store or a collection): the products for
 * its filters, the filter groups and sorters, and a category's sub-categories. A filter value the API refuses
 * (400) is not an error page: the listing shows without the filters, with the API's message. An unknown
 * category, brand or collection is a 404.
 */
import { data } from 'react-router';
import type { OtcProductsPage } from '@dawa/contracts';
import { otcCardOf } from '../catalogue/card-data.ts';
import { keptCards } from '../catalogue/kept-cards.ts';
import { api, ApiError } from '../../lib/api.ts';
import type { ListingData, ListingScope } from './listing-data.ts';
import { listingSearch, productsCall, readListingQuery, type ListingQuery } from './listing-query.ts';

const SLUG = /^[a-z0-9-]{1,80}$/;
const notFound = () => data(null, { status: 404 });

type CategoryScope = { category: string; subCategory?: string };

export function scopeOf(params: { category?: string; subCategory?: string }): CategoryScope | null {
  const { category, subCategory } = params;
  if (!category || !SLUG.test(category) || (subCategory !== undefined && !SLUG.test(subCategory))) return null;
  return subCategory === undefined ? { category } : { category, subCategory };
}

/** One page of the scope's products, as a category page has it (a brand's or collection's own fields aside). */
interface Answer {
  page: OtcProductsPage;
  title: string;
  intro: string | null;
}

async function pageOf(scope: ListingScope, query: ListingQuery, request: Request): Promise<Answer> {
  const call = productsCall(scope, query);
  if ('brandId' in scope) {
    const { brandDetails, ...page } = await api.otcBrand(scope.brandId, call, request);
    const breadcrumb = [{ name: brandDetails.name, url: brandDetails.url }];
    return { page: { ...page, category: null, breadcrumb }, title: brandDetails.name, intro: null };
  }
  if ('collectionId' in scope) {
    const { collection, ...page } = await api.otcCollection(scope.collectionId, call, request);
    const breadcrumb = [{ name: collection.title, url: collection.url }];
    return { page: { ...page, category: null, breadcrumb }, title: collection.title, intro: collection.description || null };
  }
  const page = await api.otcProducts(call, request);
  return { page, title: page.category?.name ?? page.breadcrumb.at(-1)?.name ?? scope.category, intro: null };
}

/** The products page, or the API's message when it refused the address's values. */
async function answerOrRefusal(scope: ListingScope, query: ListingQuery, request: Request): Promise<Answer | { refused: string }> {
  try {
    return await pageOf(scope, query, request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (error instanceof ApiError && error.status === 400) return { refused: error.message };
    throw error;
  }
}

export async function listingData(request: Request, scope: ListingScope, origin: string): Promise<ListingData> {
  const query = readListingQuery(new URL(request.url).searchParams);
  const [answer, filters, sorters, listings, banners] = await Promise.all([
    answerOrRefusal(scope, query, request),
    api.otcFilters(scope, request).then(
      (f) => f.filters,
      () => [],
    ),
    api.otcSorters(request).then(
      (s) => s.sorters,
      () => [],
    ),
    'category' in scope && !scope.subCategory ? api.otcListings(request).catch(() => null) : null,
    'brandId' in scope
      ? api.otcBrandBanners(scope.brandId, request).then(
          (b) => b.banners,
          () => [],
        )
      : [],
  ]);
  let refused: string | null = null;
  let shown: Answer;
  let shownQuery = query;
  if ('refused' in answer) {
    refused = answer.refused;
    shownQuery = { brand: [] };
    const plain = await answerOrRefusal(scope, shownQuery, request);
    // The path itself was refused (not a listing the API could ever hold): there is no such page.
    if ('refused' in plain) throw notFound();
    shown = plain;
  } else shown = answer;
  const top = 'category' in scope ? listings?.categories.find((c) => c.slug === scope.category) : null;
  return {
    scope,
    title: shown.title,
    intro: shown.intro,
    banners,
    query: shownQuery,
    search: listingSearch(shownQuery),
    listing: { ...shown.page, products: keptCards(request, shown.page.products.map(otcCardOf)) },
    filters,
    sorters,
    refused,
    subCategories: (top?.children ?? []).map((c) => ({ name: c.name, url: c.url, productCount: c.productCount })),
    origin,
  };
}
