/**
 * An order waiting for payment, priced again for another payment method (decision 014: a retry pays the same
 * order, possibly another way). Only the method's own lines change — the cash handling charge of cash on
 * delivery and a payment offer's instant discount; the lines, the promo, delivery and handling stay as placed.
 * Gives the same amounts as priceCart would for the same cart and the new method.
 */
import { cashHandlingChargePaise } from './fees.ts';
import { instantDiscountFor } from './payment-offers.ts';

export interface PlacedAmounts {
  subTotalPaise: number;
  promoDiscountPaise: number;
  deliveryChargesPaise: number;
  handlingChargesPaise: number;
}

export interface MethodAmounts {
  cashHandlingPaise: number;
  instantDiscountPaise: number;
  amountPaise: number;
}

export function repriceForMethod(placed: PlacedAmounts, paymentTypeId: number): MethodAmounts {
  const orderValue = placed.subTotalPaise - placed.promoDiscountPaise;
  // An order with no priced line (a prescription the pharmacist prices on the call) has no fees at all.
  const empty = placed.subTotalPaise === 0;
  const cashHandlingPaise = empty ? 0 : cashHandlingChargePaise(paymentTypeId);
  const instantDiscountPaise = Math.min(instantDiscountFor(paymentTypeId, orderValue)?.discountPaise ?? 0, orderValue);
  const amountPaise = orderValue - instantDiscountPaise + placed.deliveryChargesPaise + placed.handlingChargesPaise + cashHandlingPaise;
  return { cashHandlingPaise, instantDiscountPaise, amountPaise };
}
