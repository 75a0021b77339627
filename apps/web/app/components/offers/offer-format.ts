/**
 * What the offers pages, the offers widget and the cart's coupon list show of an offer (decision 062's model):
 * the few fields a card needs, its benefit as a sentence, the tab a query names and the payment methods a payment
 * offer applies to, in words. Pure: no fetching, no React.
 */
import type { Offer, OfferVertical } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import type { MessageKey, Translate } from '../../i18n/index.ts';

/** An offer as a card shows it: small enough to travel in a page's data. */
export interface OfferSummary {
  id: number;
  /** The offer's own page (`/offers/:slug`). */
  href: string;
  kind: Offer['kind'];
  title: string;
  shortDescription: string;
  /** Null for a payment offer, which applies by itself. */
  code: string | null;
  benefit: string;
  /** The order value the offer needs, in paise (0: none). */
  minOrderPaise: number;
  /** The end date as the API writes it ('31 Dec 2027'). */
  date: string;
  expired: boolean;
  paymentTypeIds: number[];
  verticals: OfferVertical[];
  demo: boolean;
}

export function summaryOf(offer: Offer): OfferSummary {
  return {
    id: offer.id,
    href: offer.deeplinks.web,
    kind: offer.kind,
    title: offer.title,
    shortDescription: offer.shortDescription,
    code: offer.promoCode,
    benefit: offer.couponBenefit,
    minOrderPaise: offer.couponMrpThreshold,
    date: offer.expiry.dateTime,
    expired: offer.isExpired,
    paymentTypeIds: offer.metaData.paymentTypeIds,
    verticals: offer.metaData.verticals,
    demo: offer.metaData.demo,
  };
}

/** The benefit as a shopper reads it: '₹50 off on order above ₹499' when the offer needs an order value (spec §9). */
export function benefitText(offer: Pick<OfferSummary, 'benefit' | 'minOrderPaise'>, t: Translate): string {
  if (offer.minOrderPaise <= 0) return offer.benefit;
  return t('offers.minOrder', { benefit: offer.benefit, amount: formatRupees(offer.minOrderPaise) });
}

/** 'Valid till 31 Dec 2027', or 'Expired on 30 Sep 2025' for an offer that has ended. */
export const validityText = (offer: Pick<OfferSummary, 'date' | 'expired'>, t: Translate): string =>
  t(offer.expired ? 'offers.expiredOn' : 'offers.validTill', { date: offer.date });

/** The tabs of `/offers`, in their order; the first is the default. */
export const OFFER_TABS = ['medicine', 'healthcare', 'diagnostic'] as const satisfies readonly OfferVertical[];
export type OfferTab = (typeof OFFER_TABS)[number];

/** The tab a `?tab=` value names; anything else (none, a mistyped one) is the first tab. */
export function offerTabOf(value: string | null | undefined): OfferTab {
  const tab = (value ?? '').trim().toLowerCase();
  return (OFFER_TABS as readonly string[]).includes(tab) ? (tab as OfferTab) : OFFER_TABS[0];
}

/** The API's offer tag for a tab (spec §7 `activeOffers/offers?offertags=`). */
export const OFFER_TAG_OF = { medicine: 'Medicine', healthcare: 'Healthcare', diagnostic: 'Diagnostic' } as const satisfies Record<
  OfferTab,
  string
>;
export type OfferTag = (typeof OFFER_TAG_OF)[OfferTab];

export const tabLabelKey = (tab: OfferTab): MessageKey => `offers.tab.${tab}`;

/** `/offers` on a tab: the first tab is the page itself. */
export const tabHref = (tab: OfferTab): string => (tab === OFFER_TABS[0] ? '/offers' : `/offers?tab=${tab}`);

/** Payment type ids (the payment page's) by the word a shopper knows them by: cards, net banking, wallets, UPI. */
const METHOD_OF: Record<number, MessageKey> = {
  1: 'offers.method.card',
  2: 'offers.method.netBanking',
  3: 'offers.method.wallet',
  4: 'offers.method.upi',
  6: 'offers.method.upi',
  62: 'offers.method.wallet',
  66: 'offers.method.wallet',
};

/** The methods' words, each once, in the order the ids came; ids no shopper would name are left out. */
export function paymentMethodKeys(paymentTypeIds: readonly number[]): MessageKey[] {
  const keys: MessageKey[] = [];
  for (const id of paymentTypeIds) {
    const key = METHOD_OF[id];
    if (key && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** 'a', 'a or b', 'a, b or c'. */
export function joinWithOr(words: readonly string[], or: string): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${or} ${words[words.length - 1]}`;
}

/** What a payment offer asks of the shopper: 'Applies automatically when you pay by UPI'. */
export function paymentText(paymentTypeIds: readonly number[], t: Translate): string {
  const methods = paymentMethodKeys(paymentTypeIds).map((key) => t(key));
  if (methods.length === 0) return t('offers.payment.online');
  return t('offers.payment', { methods: joinWithOr(methods, t('offers.payment.or')) });
}

/** Where a coupon is applied: the lab cart for lab tests, the medicine cart for everything else. */
export const cartHrefOf = (offer: Pick<OfferSummary, 'verticals'>): string =>
  offer.verticals.length > 0 && offer.verticals.every((v) => v === 'diagnostic') ? '/diag-pwa/cart' : '/cart';

/**
 * The coupons the medicine cart lists: those of the Medicine and then the Healthcare offers, each once, at most
 * `limit`, without the one already applied (spec §8: a coupon card applies only if not already applied).
 */
export function cartCouponsOf(lists: readonly (readonly OfferSummary[])[], applied: string | null | undefined, limit = 5): OfferSummary[] {
  const seen = new Set<number>();
  const appliedCode = applied?.trim().toUpperCase() ?? '';
  const coupons: OfferSummary[] = [];
  for (const offer of lists.flat()) {
    if (seen.has(offer.id) || offer.kind !== 'coupon' || !offer.code || offer.expired) continue;
    seen.add(offer.id);
    if (offer.code.toUpperCase() === appliedCode) continue;
    coupons.push(offer);
    if (coupons.length === limit) break;
  }
  return coupons;
}

/** The offers widget of a product page (spec §2): what the page's data carries for it. */
export interface OffersWidgetView {
  /** The page's live offers, best first: 2 shown, up to 5 with 'View All'. */
  offers: OfferSummary[];
  /** The offer the address names (`?offer_id=`), shown first while it lasts. */
  featured: OfferSummary | null;
  /** The address names an offer that has ended (or none by that id): a line says so instead. */
  featuredEnded: boolean;
}
