/**
 * A healthcare listing's filters and sort as its address carries them, so a filtered page can be shared and the
 * filter form works as a plain GET form: read leniently from the URL (the API checks the values and answers 400
 * for a bad one), written back canonically (brands comma-separated, empty values and page 1 left out).
 */
import type { OtcFilters } from '@dawa/contracts';

export const FILTER_KEYS = ['type', 'brand', 'price', 'discount', 'rating'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface ListingQuery {
  type?: string;
  brand: string[];
  price?: string;
  discount?: string;
  rating?: string;
  sort?: string;
  direction?: string;
  page?: string;
}

/** Longer than any value the API accepts: a longer one is refused there all the same, never sent whole. */
const MAX_VALUE = 240;
const SINGLE_KEYS = ['type', 'price', 'discount', 'rating', 'sort', 'direction', 'page'] as const;
/** The sort select's compact value ('price-asc'), a plain form's only way to send a key and a direction. */
const SORT_WITH_DIRECTION = /^([a-z]+)-(asc|desc)$/;

const clean = (value: string | null): string | undefined => {
  const text = value?.trim().slice(0, MAX_VALUE);
  return text ? text : undefined;
};

export function readListingQuery(params: URLSearchParams): ListingQuery {
  const query: ListingQuery = { brand: [] };
  for (const key of SINGLE_KEYS) {
    const value = clean(params.get(key));
    if (value !== undefined) query[key] = value;
  }
  const brands = params.getAll('brand').flatMap((value) => value.split(','));
  query.brand = [...new Set(brands.map((b) => clean(b)).filter((b): b is string => b !== undefined))].slice(0, 40);
  const compact = query.sort ? SORT_WITH_DIRECTION.exec(query.sort) : null;
  if (compact) {
    query.sort = compact[1];
    query.direction ??= compact[2];
  }
  if (query.page === '1') delete query.page;
  return query;
}

/** The query string of a listing (with its '?'), or '' when nothing is chosen. */
export function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = key === 'brand' ? query.brand.join(',') : query[key];
    if (value) params.set(key, value);
  }
  if (query.sort) params.set('sort', query.sort);
  if (query.direction) params.set('direction', query.direction);
  if (query.page && query.page !== '1') params.set('page', query.page);
  const text = params.toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}

/** What the products call is asked: the scope from the path, the rest from the address. */
export function productsCall(
  scope: { category: string; subCategory?: string } | { brandId: number } | { collectionId: number },
  query: ListingQuery,
): Record<string, string | undefined> {
  const where = 'category' in scope ? { category: scope.category, subCategory: scope.subCategory, type: query.type } : {};
  return {
    ...where,
    brand: query.brand.length ? query.brand.join(',') : undefined,
    price: query.price,
    discount: query.discount,
    rating: query.rating,
    sort: query.sort,
    direction: query.direction,
    page: query.page,
  };
}

export const hasFilters = (query: ListingQuery) => query.brand.length > 0 || FILTER_KEYS.some((k) => k !== 'brand' && query[k]);

/** The same listing without one filter value (or without the whole filter), from its first page. */
export function withoutFilter(query: ListingQuery, key: FilterKey, value?: string): ListingQuery {
  const next: ListingQuery = { ...query, brand: [...query.brand] };
  delete next.page;
  if (key === 'brand') next.brand = value === undefined ? [] : next.brand.filter((b) => b !== value);
  else delete next[key];
  return next;
}

/** Every filter dropped, the sort kept. */
export const withoutAllFilters = (query: ListingQuery): ListingQuery => ({ brand: [], sort: query.sort, direction: query.direction });

export const nextPage = (query: ListingQuery, page: number): ListingQuery => ({ ...query, page: String(page) });

export interface FilterChip {
  key: FilterKey;
  value: string;
  /** The filter group's title and the option's label, as the API names them. */
  group: string;
  label: string;
  href: string;
}

/** The chosen filters as removable chips, each a link to the listing without it. */
export function activeChips(pathname: string, query: ListingQuery, filters: OtcFilters['filters']): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const key of FILTER_KEYS) {
    const values = key === 'brand' ? query.brand : query[key] ? [query[key]] : [];
    const group = filters.find((f) => f.key === key);
    for (const value of values) {
      const label = group?.options.find((o) => o.value === value)?.label ?? value;
      chips.push({ key, value, group: group?.title ?? key, label, href: pathname + listingSearch(withoutFilter(query, key, value)) });
    }
  }
  return chips;
}

/** The sort select's value for a sorter, and for the address's sort (the first sorter when none). */
export const sortValue = (sorter: { key: string; direction: string }) => `${sorter.key}-${sorter.direction}`;

/**
 * The address the filter form leads to once the page is interactive: the form's fields as `readListingQuery`
 * reads them, written canonically, with the default sort (the first sorter) left out.
 */
export function formSearch(form: FormData, defaultSort: string | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === 'string') params.append(name, value);
  if (defaultSort && params.get('sort') === defaultSort) params.delete('sort');
  return listingSearch(readListingQuery(params));
}
