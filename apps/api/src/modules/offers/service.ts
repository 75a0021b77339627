import {
  NET_BANKS,
  type ActiveOffers,
  type GcdDiscountBuckets,
  type Offer,
  type OfferCreateBody,
  type OfferVertical,
} from '@dawa/contracts';
import type { Db } from '@dawa/db';
import { PAYMENT_TYPE_ID, type PaymentOffer } from '@dawa/domain';
import { fail, ok, type Result } from '../../http/result.ts';
import type { PromoService } from '../promos/service.ts';
import * as repo from './repo.ts';
import { toOffer, toPaymentOffer } from './view.ts';

const OFFER_NOT_FOUND = 'Error: Unable to fetch offer details...';
const PAYMENT_TYPES = new Set<number>(Object.values(PAYMENT_TYPE_ID));

/**
 * Offers (decision 062): what the offers pages, the medicine page widget and the payment page show, and the
 * live payment offers pricing applies. Operations create, pause and end offers.
 */
export function offerService(db: Db, promos: PromoService, now: () => Date) {
  async function present(rows: repo.OfferRow[], at: Date): Promise<Offer[]> {
    const codes = rows.flatMap((r) => (r.promo_code ? [r.promo_code] : []));
    const definitions = new Map((await promos.definitions(codes)).map((d) => [d.code, d]));
    return rows.map((r) => toOffer(r, r.promo_code ? definitions.get(r.promo_code) : undefined, at));
  }

  return {
    /** Live offers of a vertical (all when absent), best first; the first one is the page's best offer. */
    async active(vertical: OfferVertical | undefined, withBest: boolean): Promise<Result<ActiveOffers>> {
      const at = now();
      const active = (await present(await repo.liveOffers(db, at, { vertical }), at)).filter((o) => !o.isExpired);
      return ok({ active, bestOffer: withBest ? (active.find((o) => o.kind === 'coupon') ?? null) : null });
    },

    /** One offer, expired ones included: its page shows the expiry and what is on offer instead. */
    async details(id: number): Promise<Result<Offer>> {
      const row = await repo.findOffer(db, id);
      if (!row) return fail('OFFER_NOT_FOUND', OFFER_NOT_FOUND, 404);
      const [offer] = await present([row], now());
      return ok(offer!);
    },

    /**
     * The discount tiers by order value: the live medicine coupons, grouped by the order value they start at. Read
     * from the offers model as every other offer is; no tier exists that no live coupon gives.
     */
    async discountBuckets(): Promise<Result<GcdDiscountBuckets>> {
      const at = now();
      const coupons = (await present(await repo.liveOffers(db, at, { vertical: 'medicine', kind: 'coupon' }), at)).filter(
        (o) => !o.isExpired,
      );
      const byThreshold = new Map<number, GcdDiscountBuckets['pldDiscountBuckets'][number]['offers']>();
      for (const o of coupons) {
        const list = byThreshold.get(o.couponMrpThreshold) ?? [];
        list.push({ id: o.id, title: o.title, promoCode: o.promoCode, benefit: o.couponBenefit });
        byThreshold.set(o.couponMrpThreshold, list);
      }
      const pldDiscountBuckets = [...byThreshold].sort(([a], [b]) => a - b).map(([minOrderPaise, offers]) => ({ minOrderPaise, offers }));
      return ok({ pldDiscountBuckets });
    },

    /** Live payment offers of a vertical, for the payment page and the offers page. */
    async paymentOffers(vertical: OfferVertical = 'medicine'): Promise<Result<{ offers: Offer[] }>> {
      const at = now();
      return ok({ offers: await present(await repo.liveOffers(db, at, { vertical, kind: 'payment' }), at) });
    },

    /** The live payment offers of medicine and healthcare orders, as pricing applies them. */
    async livePaymentOffers(): Promise<PaymentOffer[]> {
      return (await repo.liveOffers(db, now(), { vertical: 'medicine', kind: 'payment' })).map(toPaymentOffer);
    },

    async create(body: OfferCreateBody): Promise<Result<{ id: number; slug: string }>> {
      const refused = (message: string, field: string) => ({ ...fail('VALIDATION_FAILED', message, 400), field });
      if (new Date(body.endsAt) <= new Date(body.startsAt)) return refused('The end must come after the start.', 'endsAt');
      if (body.kind === 'coupon') {
        if (!body.promoCode) return refused('A coupon offer publishes a promo code: give promoCode.', 'promoCode');
        if ((await promos.definitions([body.promoCode])).length === 0)
          return refused(`There is no promo code ${body.promoCode}.`, 'promoCode');
        if (body.paymentTypeIds.length || body.paymentSubTypeIds.length || body.flatPaise !== undefined || body.percent !== undefined) {
          return refused('A coupon offer takes its benefit from its promo code: leave out payment types and benefit.', 'kind');
        }
      } else {
        if (body.promoCode) return refused('A payment offer applies by itself: leave out promoCode.', 'promoCode');
        if (body.paymentTypeIds.length === 0 || body.paymentTypeIds.some((t) => !PAYMENT_TYPES.has(t) || t === PAYMENT_TYPE_ID.cod)) {
          return refused('Name the online payment types the offer is for.', 'paymentTypeIds');
        }
        if (body.paymentSubTypeIds.length > 0) {
          // Banks are named by their net banking sub type: the one instrument whose bank pricing knows.
          const banks = new Set<number>(NET_BANKS.map((b) => b.paymentSubTypeId));
          if (body.paymentTypeIds.some((t) => t !== PAYMENT_TYPE_ID.netBanking) || body.paymentSubTypeIds.some((b) => !banks.has(b)))
            return refused('A bank offer is for net banking: name payment type 2 and banks of the net banking list.', 'paymentSubTypeIds');
        }
        if ((body.flatPaise === undefined) === (body.percent === undefined))
          return refused('Give either flatPaise or percent.', 'flatPaise');
        if (body.percent !== undefined && body.capPaise === undefined) return refused('A percentage offer needs a cap.', 'capPaise');
      }
      const id = await repo.insertOffer(db, {
        kind: body.kind,
        title: body.title,
        short_description: body.shortDescription,
        verticals: [...new Set(body.verticals)],
        promo_code: body.promoCode ?? null,
        payment_type_ids: body.paymentTypeIds,
        payment_sub_type_ids: [...new Set(body.paymentSubTypeIds)],
        flat_paise: body.flatPaise ?? null,
        percent: body.percent ?? null,
        cap_paise: body.kind === 'payment' ? (body.capPaise ?? null) : null,
        min_order_paise: body.minOrderPaise,
        starts_at: body.startsAt,
        ends_at: body.endsAt,
        rank: body.rank,
        eligibility: body.eligibility,
        how_to_get: body.howToGet,
        cancellation_policy: body.cancellationPolicy,
        terms: body.terms,
      });
      const offer = await this.details(id);
      return offer.ok ? ok({ id, slug: offer.data.slug }) : offer;
    },

    async setStatus(id: number, status: 'active' | 'paused' | 'ended'): Promise<Result<{ id: number; status: string }>> {
      const row = await repo.findOffer(db, id);
      if (!row) return fail('OFFER_NOT_FOUND', OFFER_NOT_FOUND, 404);
      if (row.status === 'ended' && status !== 'ended')
        return fail('OFFER_NOT_CHANGEABLE', 'An ended offer cannot be switched on again.', 409);
      await repo.setStatus(db, id, status, now());
      return ok({ id, status });
    },
  };
}
export type OfferService = ReturnType<typeof offerService>;
