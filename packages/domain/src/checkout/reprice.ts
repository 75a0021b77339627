/**
 * An order waiting for payment, priced again for another payment method (decision 014: a retry pays the same
 * order, possibly another way). Only the method's own lines change — the cash handling charge of cash on
 * delivery and a payment offer's instant discount; the lines, the promo, delivery and handling stay as placed.
 * Gives the same amounts as priceCart would for the same cart and the new method.
 */
import { cashHandlingChargePaise } from './fees.ts';
import { instantDiscountFor, type PaymentOffer } from './payment-offers.ts';

export interface PlacedAmounts {
  /** Whether the order holds any line: one placed on a prescription alone holds none. */
  hasLines: boolean;
  subTotalPaise: number;
  promoDiscountPaise: number;
  deliveryChargesPaise: number;
  handlingChargesPaise: number;
  /** What the store wallet paid at placement: it stays paid whatever the method. */
  walletPaise: number;
  /** A PLUS member's discount at placement. */
  plusDiscountPaise: number;
  /** A PLUS plan bought with the order: paid whatever the method (absent or 0 when none). */
  plusPlanPaise?: number;
}

export interface MethodAmounts {
  cashHandlingPaise: number;
  instantDiscountPaise: number;
  amountPaise: number;
}

export function repriceForMethod(
  placed: PlacedAmounts,
  paymentTypeId: number,
  offers: readonly PaymentOffer[],
  paymentSubTypeId?: number | null,
): MethodAmounts {
  const orderValue = placed.subTotalPaise - placed.promoDiscountPaise - placed.plusDiscountPaise;
  // An order placed on a prescription alone (the pharmacist adds its medicines on the call) has no fees at all;
  // a custom medicine's line, priced at 0 until sourced, still carries them, as at placement.
  const cashHandlingPaise = placed.hasLines ? cashHandlingChargePaise(paymentTypeId) : 0;
  const instantDiscountPaise = Math.min(
    instantDiscountFor(offers, paymentTypeId, orderValue, paymentSubTypeId)?.discountPaise ?? 0,
    orderValue,
  );
  const due = orderValue - instantDiscountPaise + placed.deliveryChargesPaise + placed.handlingChargesPaise + cashHandlingPaise;
  const amountPaise = due - Math.min(placed.walletPaise, due) + (placed.plusPlanPaise ?? 0);
  return { cashHandlingPaise, instantDiscountPaise, amountPaise };
}
