import type { Offer } from '@dawa/contracts';
import { formatIndianDate, offerBenefitText, offerIsLive, slugWithId, type PaymentOffer, type PromoDefinition } from '@dawa/domain';
import type { OfferRow } from './repo.ts';

/** The offer as the pages show it; a coupon offer reads its benefit and window from its promo code too. */
export function toOffer(row: OfferRow, promo: PromoDefinition | undefined, now: Date): Offer {
  const startsAt = promo && promo.validFrom > row.starts_at ? promo.validFrom : new Date(row.starts_at);
  const endsAt = promo && promo.validUntil < row.ends_at ? promo.validUntil : new Date(row.ends_at);
  const live = offerIsLive({ status: row.status, startsAt, endsAt }, now) && (row.kind === 'payment' || promo !== undefined);
  const benefit = promo
    ? {
        flatPaise: promo.flatPaise ?? null,
        percent: promo.percent ?? null,
        capPaise: promo.capPaise ?? null,
        cashback: promo.kind === 'cashback',
      }
    : { flatPaise: row.flat_paise, percent: row.percent, capPaise: row.cap_paise };
  const slug = slugWithId(row.title, row.id);
  return {
    id: row.id,
    slug,
    kind: row.kind,
    title: row.title,
    shortDescription: row.short_description,
    promoCode: row.promo_code,
    image: null,
    deeplinks: { web: `/offers/${slug}` },
    expiry: { header: live ? 'Valid till' : 'Expired on', dateTime: formatIndianDate(live || endsAt < now ? endsAt : now) },
    isExpired: !live,
    endTime: endsAt.getTime(),
    startAt: startsAt.toISOString(),
    expireAt: endsAt.toISOString(),
    metaData: {
      verticals: row.verticals,
      paymentTypeIds: row.payment_type_ids,
      paymentSubTypeIds: row.payment_sub_type_ids,
      status: row.status,
      demo: row.demo,
    },
    couponMrpThreshold: promo ? promo.minOrderPaise : row.min_order_paise,
    couponBenefit: offerBenefitText(benefit),
    detail: {
      eligibilty: row.eligibility,
      howToGet: row.how_to_get,
      cancellationPolicy: row.cancellation_policy,
      termsAndConditions: row.terms,
    },
  };
}

/** A live payment offer as pricing applies it. */
export const toPaymentOffer = (row: OfferRow): PaymentOffer => ({
  offerId: String(row.id),
  title: row.title,
  description: row.short_description,
  paymentTypeIds: row.payment_type_ids,
  paymentSubTypeIds: row.payment_sub_type_ids,
  minOrderPaise: row.min_order_paise,
  flatPaise: row.flat_paise,
  percent: row.percent,
  capPaise: row.cap_paise,
});
