import type { OtcBanners, OtcFilters, OtcProductsPage, OtcSorters } from '@dawa/contracts';
import type { KeptCards } from '../catalogue/kept-cards.ts';
import type { ListingQuery } from './listing-query.ts';

/** Where a listing looks: a category (and a sub-category), a brand's store or a collection. */
export type ListingScope = { category: string; subCategory?: string } | { brandId: number } | { collectionId: number };

/** What a healthcare listing's loader hands its page (and what 'Show more' fetches for the next page). */
export interface ListingData {
  scope: ListingScope;
  /** The page's heading, its introduction (a collection's description) and its banners (a brand's store). */
  title: string;
  intro: string | null;
  banners: OtcBanners['banners'];
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
