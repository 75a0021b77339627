/**
 * The offers calls (spec §7 `activeOffers/*`, decision 062), public and the same for every shopper. During SSR
 * pass the incoming request; in the browser the call goes to `/api` as any other.
 */
import type { ActiveOffers, Offer } from '@dawa/contracts';
import type { OfferTag } from '../components/offers/offer-format.ts';
import { call, qs } from './api.ts';

export const offersApi = {
  /** Live offers of a tag (all of them without one), best first. */
  active: (tag: OfferTag | undefined, req?: Request) =>
    call<ActiveOffers>({ method: 'GET', path: `/activeOffers/offers${qs({ offertags: tag })}` }, req),
  /** One offer with its details; an ended one comes back with `isExpired`, an unknown id is a 404. */
  details: (id: number, req?: Request) => call<Offer>({ method: 'GET', path: `/activeOffers/offerDetails/${id}` }, req),
};
