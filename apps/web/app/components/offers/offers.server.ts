/**
 * The live offers the medicine and healthcare product pages and the cart show. They are the same for every
 * shopper and change only when operations create, pause or end an offer, so no page view asks for them: this
 * process keeps each tag's list in memory and asks again at most every 30 seconds (the API lets shared caches
 * keep the answer for 60). Only the first page after a start waits; when the call fails the pages show no offers
 * (spec §8: the offers list becomes empty), or the last list this process had.
 */
import { ApiError } from '../../lib/api.ts';
import { offersApi } from '../../lib/api-offers.ts';
import { keptAnswer } from '../../lib/kept-answer.server.ts';
import { cartCouponsOf, summaryOf, type OfferSummary, type OffersWidgetView } from './offer-format.ts';

const REFRESH_MS = 30_000;
/** The widget shows 2 offers and at most 5 with 'View All' (spec §9). */
export const WIDGET_MAX = 5;

type PageTag = 'Medicine' | 'Healthcare';

const keptOffers = (tag: PageTag) =>
  keptAnswer<OfferSummary[]>({
    load: async () => (await offersApi.active(tag)).active.map(summaryOf),
    refreshMs: REFRESH_MS,
    retryMs: REFRESH_MS,
    onError: (error) => console.warn(`The ${tag} offers could not be loaded:`, error),
  });

const kept: Record<PageTag, ReturnType<typeof keptOffers>> = { Medicine: keptOffers('Medicine'), Healthcare: keptOffers('Healthcare') };

const liveOffers = async (tag: PageTag): Promise<OfferSummary[]> => (await kept[tag].read()) ?? [];

/** An offer id as `?offer_id=` gives it: a whole number, or null. */
const offerIdOf = (value: string): number | null => (/^[1-9][0-9]{0,9}$/.test(value.trim()) ? Number(value.trim()) : null);

/** The offer `?offer_id=` names: live, ended (or unknown), or null when it could not be asked for. */
async function namedOffer(value: string, request: Request): Promise<{ offer: OfferSummary | null } | null> {
  const id = offerIdOf(value);
  if (id === null) return { offer: null };
  try {
    const offer = summaryOf(await offersApi.details(id, request));
    return { offer: offer.expired ? null : offer };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { offer: null };
    return null;
  }
}

/**
 * The offers widget of a product page: the tag's live offers (at most 5) and, when the address names one with
 * `?offer_id=`, that offer first while it lasts, or a line saying it has ended. Null hides the widget.
 */
export async function offersWidget(tag: PageTag, offerId: string | null, request: Request): Promise<OffersWidgetView | null> {
  const [live, named] = await Promise.all([liveOffers(tag), offerId === null ? null : namedOffer(offerId, request)]);
  const featured = named?.offer ?? null;
  const offers = live.filter((o) => o.id !== featured?.id).slice(0, WIDGET_MAX);
  const featuredEnded = named !== null && featured === null;
  if (offers.length === 0 && !featured && !featuredEnded) return null;
  return { offers, featured, featuredEnded };
}

/** The cart's coupons: the Medicine and Healthcare offers' coupons, each once (one more than shown, for the applied one). */
export async function cartCoupons(): Promise<OfferSummary[]> {
  const [medicine, healthcare] = await Promise.all([liveOffers('Medicine'), liveOffers('Healthcare')]);
  return cartCouponsOf([medicine, healthcare], null, WIDGET_MAX + 1);
}
