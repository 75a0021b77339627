import type { OtcFilters, OtcProductsPage, OtcSorters } from '@dawa/contracts';
import type { KeptCards } from '../catalogue/kept-cards.ts';
import type { ListingQuery } from './listing-query.ts';

/** What a healthcare listing's loader hands its page (and what 'Show more' fetches for the next page). */
export interface ListingData {
  scope: { category: string; subCategory?: string };
  query: ListingQuery;
  /** The canonical query string of this page (with '?'), '' for none. */
  search: string;
  listing: Omit<OtcProductsPage, 'products'> & { products: KeptCards };
  filters: OtcFilters['filters'];
  sorters: OtcSorters['sorters'];
  /** The API's message when the address's filters were refused; the page then shows the category without them. */
  refused: string | null;
  /** The category's own sub-categories (a top category's page), as the healthcare home lists them. */
  subCategories: { name: string; url: string; productCount: number }[];
  origin: string;
}
