/**
 * What the medicine page's loader hands to its components: the catalogue data the shared UI
 * primitives take (price, pack shot, badges), plus the page-level decisions made once on the
 * server by the '@dawa/domain' rules (pdp-view.server.ts).
 */
import type { Alternative, ProductDetail } from '@dawa/contracts';
import type { Locale } from '../../i18n/index.ts';
import type { CardProduct } from '../ui/product-card.tsx';
import type { OffersWidgetView } from '../offers/offer-format.ts';

export type DetailProduct = ProductDetail['product'];

/**
 * An alternative with its like-for-like comparison ('same', 'otherForm', 'otherStrength'), from the API: the
 * fields its card and the drawers show (the page's data is written into the HTML and read at hydration).
 */
export type AlternativeItem = CardProduct &
  Pick<
    Alternative,
    'drugSchedule' | 'composition' | 'minQuantity' | 'maxQuantity' | 'comparison' | 'savingPerUnitPaise' | 'savingPercent'
  > & {
    productAvailabilityFlags: Pick<Alternative['productAvailabilityFlags'], 'isAvailable'>;
  };

/**
 * What a card in the rail reads in the browser when the server's text of it is kept (alternative-card.tsx): its
 * pack shot, its cart control, and its link should the text have to be written again.
 */
export type RailItem = Pick<
  AlternativeItem,
  'productId' | 'name' | 'url' | 'manufacturer' | 'packform' | 'minQuantity' | 'maxQuantity' | 'productAvailabilityFlags'
>;

export interface AlternativesView {
  count: number;
  cheaperCount: number;
  maxSavingPercent: number;
  /**
   * The rail's cards, the first ten in the API's order: cheaper per unit (the `cheaperCount` set) first, then
   * compared and not cheaper, then other forms or strengths, then implausible prices. Whole on a client
   * navigation; on a document load only what hydration reads (`railOf` gives the server's render the whole).
   * 'View All' fetches the list itself when opened.
   */
  rail: (AlternativeItem | RailItem)[];
  /** The education drawer's 'Generic Option': the first cheaper like-for-like alternative, else the first one. */
  option: AlternativeItem;
}

export interface QuantityOptionView {
  value: number;
  label: string;
  note?: 'min' | 'max';
}

export interface QuantityView {
  options: QuantityOptionView[];
  min: number;
  max: number;
}

export interface PageFacts {
  /** Show the catalogue's tier text in place of the cart button (spec §4). */
  showTierText: boolean;
  outOfStockForDisplay: boolean;
  quantity: QuantityView;
  /** Saving against MRP, formatted ('₹5.04'); null when not discounted. */
  saving: string | null;
  /** Days from the first number in returnText; null for 'Non Returnable'. */
  returnDays: number | null;
  lastUpdated: { iso: string; text: string };
  /** The name for sharing: cut to 30 characters plus an ellipsis. */
  shareName: string;
  /** Structured-data price in rupees: sale, else cost, else 1. */
  offerPrice: string;
}

export interface SeoView {
  /** Absolute canonical address of this page (Hindi pages point at themselves). */
  canonicalUrl: string;
  englishUrl: string;
  hindiUrl: string;
  homeUrl: string;
  medicinesUrl: string;
  noindex: boolean;
}

/**
 * The delivery estimate for the chosen pincode (spec §3, §7), only for available products. `pincode` null:
 * no pincode chosen yet. A failed or slow estimate is loaded with no time (spec §8) and shows nothing.
 */
export interface DeliveryView {
  pincode: string | null;
  loaded: boolean;
  text: string | null;
  time: string | null;
  /** Calendar date in India, YYYY-MM-DD. */
  date: string | null;
  express: boolean;
}

export interface PdpView {
  kind: 'product';
  locale: Locale;
  sem: boolean;
  product: DetailProduct;
  facts: PageFacts;
  /** Null when there are none or in search-engine-marketing mode (substitutes hidden). */
  alternatives: AlternativesView | null;
  brandVariants: CardProduct[];
  faq: { question: string; answer: string }[];
  seo: SeoView;
  delivery?: DeliveryView;
  /** How many cities and pin codes we deliver to, from the pincode data; null when it could not be read. */
  coverage?: { cities: number; pincodes: number } | null;
  /** The offers widget; null when there are none, they could not be read, or in search-engine-marketing mode. */
  offers?: OffersWidgetView | null;
  /** The PLUS card; null when the medicine has no member price (not for sale, no price) or in SEM mode. */
  plus?: PlusCardView | null;
}

/** A unit of the medicine at the member price (5% EXTRA off the selling price), and whether the shopper is a member. */
export interface PlusCardView {
  pricePaise: number;
  savingPaise: number;
  member: boolean;
}

export interface CustomView {
  kind: 'custom';
  locale: Locale;
  /** The requested name, title-cased from the address. */
  name: string;
  customId: number;
  quantity: QuantityView;
  seo: SeoView;
}

export type MedicinePageData = PdpView | CustomView;
