/** Builds the healthcare product page's data from the API's answer (quantity limits, savings, addresses). */
import type { OtcProductDetail } from '@dawa/contracts';
import { formatRupees, maxQuantityFor, savings } from '@dawa/domain';
import type { Locale } from '../../i18n/index.ts';
import { otcCardOf } from '../catalogue/card-data.ts';
import { keptCards } from '../catalogue/kept-cards.ts';
import { offerPriceOf, quantityView, returnDaysOf, seoView } from '../pdp/pdp-view.server.ts';
import type { OtcProductView } from './product-view.ts';
import { shownPriceOf } from '../pdp/shown-price.ts';

export function buildOtcProductView(detail: OtcProductDetail, opts: { locale: Locale; origin: string; request: Request }): OtcProductView {
  const p = detail.product;
  const shown = shownPriceOf(p);
  const saved = shown.kind === 'discounted' ? savings(shown.mrpPaise, shown.salePaise) : null;
  return {
    locale: opts.locale,
    product: p,
    quantity: quantityView(p.minQuantity, Math.min(p.maxQuantity, maxQuantityFor(p))),
    returnDays: p.returnable ? returnDaysOf(p.returnText) : null,
    saving: saved && saved.paise > 0 ? formatRupees(saved.paise) : null,
    offerPrice: offerPriceOf(p.salePaise, p.mrpPaise),
    seo: { ...seoView(opts.origin, p.url, false, opts.locale), healthcareUrl: `${opts.origin}/health-care` },
    alsoViewed: keptCards(opts.request, detail.alsoViewed.map(otcCardOf)),
    fromBrand: keptCards(opts.request, detail.fromBrand.map(otcCardOf)),
  };
}
