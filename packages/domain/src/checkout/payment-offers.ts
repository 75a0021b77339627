/**
 * Payment offers: an instant discount for paying a certain way (spec "offers for you" segment, the
 * instant_discount summary line 17). Dawa's published offers, checked the same way by the payment page,
 * the bifurcation and order placement. Amounts in paise.
 */
import { PAYMENT_TYPE_ID } from './fees.ts';

export interface PaymentOffer {
  offerId: string;
  title: string;
  description: string;
  /** Payment types the offer is for. */
  paymentTypeIds: readonly number[];
  minOrderPaise: number;
  flatPaise: number;
}

export const PAYMENT_OFFERS: readonly PaymentOffer[] = [
  {
    offerId: 'UPI25',
    title: 'Flat ₹25 off with UPI',
    description: 'On orders of ₹499 or more paid by UPI',
    paymentTypeIds: [PAYMENT_TYPE_ID.upi, PAYMENT_TYPE_ID.upiIntent],
    minOrderPaise: 49_900,
    flatPaise: 2_500,
  },
];

/** The offer a payment type earns on an order value (sub total after promo), if any: the largest one. */
export function instantDiscountFor(paymentTypeId: number | undefined, orderValuePaise: number): { offerId: string; discountPaise: number } | null {
  if (paymentTypeId === undefined) return null;
  const eligible = PAYMENT_OFFERS.filter((o) => o.paymentTypeIds.includes(paymentTypeId) && orderValuePaise >= o.minOrderPaise);
  const best = eligible.sort((a, b) => b.flatPaise - a.flatPaise)[0];
  return best ? { offerId: best.offerId, discountPaise: Math.min(best.flatPaise, Math.max(0, orderValuePaise)) } : null;
}

/** Cash on delivery takes orders up to ₹5,000: above that the rider would carry too much cash. */
export const COD_MAX_ORDER_PAISE = 500_000;
