/**
 * Builds the medicine page's data from the catalogue's ProductDetail, applying the '@dawa/domain'
 * rules once on the server: stock tier display, quantity limits, savings and structured-data values.
 */
import type { Alternative, ProductDetail } from '@dawa/contracts';
import { LIMITS } from '@dawa/contracts';
import { formatRupees, isOutOfStockForDisplay, maxQuantityFor, quantityOptions, savings, showTierText } from '@dawa/domain';
import type { Locale } from '../../i18n/index.ts';
import { cardOf } from '../catalogue/card-data.ts';
import { withServerRenderOnly } from '../catalogue/kept-cards.ts';
import type { AlternativeItem, AlternativesView, PdpView, QuantityOptionView, QuantityView, SeoView } from './pdp-types.ts';
import { IN_RAIL, isCheaperLikeForLike, railItemOf } from './rail.ts';
import { shownPriceOf } from './shown-price.ts';

export function quantityView(min: number, max: number): QuantityView {
  const options = quantityOptions({ min, max, allowRemove: false }).map((o): QuantityOptionView => {
    const note = o.note === 'Min Quantity' ? 'min' : o.note === 'Max Quantity' ? 'max' : undefined;
    return note ? { value: o.value, label: o.label, note } : { value: o.value, label: o.label };
  });
  const first = options[0]?.value ?? 1;
  return { options, min: first, max: options[options.length - 1]?.value ?? first };
}

/** The first number in the return text ('30 days returnable' → 30); 'Non Returnable' means none. */
export function returnDaysOf(returnText: string): number | null {
  if (/non[\s-]*returnable/i.test(returnText)) return null;
  const match = /\d+/.exec(returnText);
  return match ? Number(match[0]) : null;
}

/** Structured-data price in rupees: sale price, else cost price (MRP), else 1. */
export function offerPriceOf(salePaise: number, mrpPaise: number): string {
  const paise = salePaise > 0 ? salePaise : mrpPaise > 0 ? mrpPaise : 100;
  return (paise / 100).toFixed(2);
}

export function shareNameOf(name: string): string {
  const max = LIMITS.shareNameChars;
  return name.length > max ? `${name.slice(0, max)}…` : name;
}

/** Built once per language: a DateTimeFormat costs far more to make than to use. */
const LAST_UPDATED_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  en: lastUpdatedFormat('en-IN'),
  hi: lastUpdatedFormat('hi-IN'),
};

function lastUpdatedFormat(locale: string) {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
}

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return LAST_UPDATED_FORMATS[locale].format(date);
}

export function seoView(origin: string, path: string, noindex: boolean, locale: Locale): SeoView {
  const englishUrl = `${origin}${path}`;
  const hindiUrl = `${origin}/hi${path}`;
  return {
    canonicalUrl: locale === 'hi' ? hindiUrl : englishUrl,
    englishUrl,
    hindiUrl,
    homeUrl: `${origin}/`,
    medicinesUrl: `${origin}/online-medicine-order`,
    noindex,
  };
}

export function alternativeOf(a: Alternative): AlternativeItem {
  return {
    ...cardOf(a),
    drugSchedule: a.drugSchedule,
    composition: a.composition,
    minQuantity: a.minQuantity,
    maxQuantity: a.maxQuantity,
    comparison: a.comparison,
    savingPerUnitPaise: a.savingPerUnitPaise,
    savingPercent: a.savingPercent,
    productAvailabilityFlags: { isAvailable: a.productAvailabilityFlags.isAvailable },
  };
}

/**
 * The rail's first ten in the API's order (the cheaper set first, the one the headline and the FAQ count) and
 * the education drawer's option. For a document load the data carries only what the rail's hydration reads;
 * the server's render gets the whole cards beside it (`railOf`).
 */
function alternativesView(detail: ProductDetail, documentLoad: boolean): AlternativesView {
  const { items, count, cheaperCount, maxSavingPercent } = detail.alternatives;
  const rail = items.slice(0, IN_RAIL).map(alternativeOf);
  const option = alternativeOf(items.find(isCheaperLikeForLike) ?? items[0]!);
  if (!documentLoad) return { count, cheaperCount, maxSavingPercent, rail, option };
  return withServerRenderOnly({ count, cheaperCount, maxSavingPercent, rail: rail.map(railItemOf), option }, rail);
}

/** `documentLoad`: the page is written as a document (not a client navigation's data), see alternativesView. */
export function buildPdpView(
  detail: ProductDetail,
  opts: { locale: Locale; sem: boolean; origin: string; documentLoad?: boolean },
): PdpView {
  const p = detail.product;
  const tierInput = {
    tier: p.productTierAttributes.type,
    isAvailable: p.productAvailabilityFlags.isAvailable,
    hasVariants: detail.brandVariants.length > 0,
    hasAlternatives: detail.alternatives.count > 0,
    hasSimilar: false,
  };
  const shown = shownPriceOf(p);
  const saved = shown.kind === 'discounted' ? savings(shown.mrpPaise, shown.salePaise) : null;
  const showAlternatives = !opts.sem && detail.alternatives.count > 0 && detail.alternatives.items.length > 0;
  return {
    kind: 'product',
    locale: opts.locale,
    sem: opts.sem,
    product: p,
    facts: {
      showTierText: showTierText(tierInput),
      outOfStockForDisplay: isOutOfStockForDisplay(tierInput),
      quantity: quantityView(p.minQuantity, Math.min(p.maxQuantity, maxQuantityFor(p))),
      saving: saved && saved.paise > 0 ? formatRupees(saved.paise) : null,
      returnDays: returnDaysOf(p.returnText),
      lastUpdated: { iso: p.lastUpdatedOn, text: formatDate(p.lastUpdatedOn, opts.locale) },
      shareName: shareNameOf(p.name),
      offerPrice: offerPriceOf(p.salePaise, p.mrpPaise),
    },
    alternatives: showAlternatives ? alternativesView(detail, opts.documentLoad ?? false) : null,
    brandVariants: detail.brandVariants.map(cardOf),
    faq: detail.faq,
    seo: seoView(opts.origin, `/online-medicine-order/${p.slug}`, opts.sem, opts.locale),
  };
}
