/** Offers (decision 062): how an offer's benefit reads, whether a coupon or a payment offer. */
import { formatRupees } from './price.ts';

export interface OfferBenefit {
  flatPaise: number | null;
  percent: number | null;
  capPaise: number | null;
  /** The percentage comes back as wallet credit after delivery instead of off the price (decision 065). */
  cashback?: boolean;
}

/** '₹50 off', '10% off up to ₹100', '10% off' or '10% cashback up to ₹150'. */
export function offerBenefitText(benefit: OfferBenefit): string {
  if (benefit.flatPaise !== null) return `${formatRupees(benefit.flatPaise)} off`;
  const percent = `${benefit.percent ?? 0}% ${benefit.cashback ? 'cashback' : 'off'}`;
  return benefit.capPaise !== null ? `${percent} up to ${formatRupees(benefit.capPaise)}` : percent;
}

/** The spec's offer text: the benefit, then 'on order above' the threshold when there is one. */
export function offerText(benefit: OfferBenefit, thresholdPaise: number): string {
  const text = offerBenefitText(benefit);
  return thresholdPaise > 0 ? `${text} on order above ${formatRupees(thresholdPaise)}` : text;
}

/** Whether an offer is live: switched on, begun and not yet ended. */
export function offerIsLive(offer: { status: string; startsAt: Date; endsAt: Date }, now: Date): boolean {
  return offer.status === 'active' && offer.startsAt.getTime() <= now.getTime() && now.getTime() <= offer.endsAt.getTime();
}
