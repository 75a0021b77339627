/**
 * Payment offers: an instant discount for paying a certain way (spec "offers for you" segment, the
 * instant_discount summary line 17), checked the same way by the payment page, the bifurcation and order
 * placement. Amounts in paise.
 */

export interface PaymentOffer {
  offerId: string;
  title: string;
  description: string;
  /** Payment types the offer is for. */
  paymentTypeIds: readonly number[];
  /** The banks (net banking sub types) it is for; empty or absent: every bank of those payment types. */
  paymentSubTypeIds?: readonly number[];
  minOrderPaise: number;
  /** The benefit: a flat amount, or a percentage up to a cap. */
  flatPaise: number | null;
  percent: number | null;
  capPaise: number | null;
}

/** What an offer takes off an order value (sub total after promo) that reaches its minimum. */
export function paymentOfferBenefit(offer: PaymentOffer, orderValuePaise: number): number {
  const value = Math.max(0, orderValuePaise);
  const benefit = offer.flatPaise ?? Math.min(Math.floor((value * (offer.percent ?? 0)) / 100), offer.capPaise ?? 0);
  return Math.min(benefit, value);
}

/** Whether an offer is for this way of paying: its payment type, and its bank when it names banks. */
export const offerCovers = (offer: PaymentOffer, paymentTypeId: number, paymentSubTypeId?: number | null): boolean =>
  offer.paymentTypeIds.includes(paymentTypeId) &&
  (!offer.paymentSubTypeIds?.length || (paymentSubTypeId != null && offer.paymentSubTypeIds.includes(paymentSubTypeId)));

/**
 * The offer a payment type (and, for a bank offer, its bank) earns on an order value, if any: the largest of the
 * live offers given (decision 062: they come from the offers model, not from code).
 */
export function instantDiscountFor(
  offers: readonly PaymentOffer[],
  paymentTypeId: number | undefined,
  orderValuePaise: number,
  paymentSubTypeId?: number | null,
): { offerId: string; discountPaise: number } | null {
  if (paymentTypeId === undefined) return null;
  const eligible = offers
    .filter((o) => offerCovers(o, paymentTypeId, paymentSubTypeId) && orderValuePaise >= o.minOrderPaise)
    .map((o) => ({ offerId: o.offerId, discountPaise: paymentOfferBenefit(o, orderValuePaise) }))
    .sort((a, b) => b.discountPaise - a.discountPaise);
  return eligible[0] ?? null;
}

/** Cash on delivery takes orders up to ₹5,000: above that the rider would carry too much cash. */
export const COD_MAX_ORDER_PAISE = 500_000;
