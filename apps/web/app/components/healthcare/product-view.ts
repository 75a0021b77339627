import type { OtcProductDetail } from '@dawa/contracts';
import type { Locale } from '../../i18n/index.ts';
import type { KeptCards } from '../catalogue/kept-cards.ts';
import type { DeliveryView, QuantityView, SeoView } from '../pdp/pdp-types.ts';
import type { OffersWidgetView } from '../offers/offer-format.ts';

/** What the healthcare product page's loader hands its components, with the rules applied once on the server. */
export interface OtcProductView {
  locale: Locale;
  product: OtcProductDetail['product'];
  quantity: QuantityView;
  /** Days from the first number in returnText; null for 'Non Returnable'. */
  returnDays: number | null;
  /** Saving against MRP, formatted ('₹5.04'); null when not discounted. */
  saving: string | null;
  /** Structured-data price in rupees: sale, else cost, else 1. */
  offerPrice: string;
  seo: SeoView & { healthcareUrl: string };
  alsoViewed: KeptCards;
  fromBrand: KeptCards;
  delivery?: DeliveryView;
  /** The offers widget (Healthcare offers); null when there are none or they could not be read. */
  offers?: OffersWidgetView | null;
}
