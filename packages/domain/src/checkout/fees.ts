/**
 * Dawa's published checkout fees. The spec names the summary lines but not
 * their amounts; these are the rules Dawa publishes to shoppers:
 *
 * - Standard delivery is free when the order value after the promo code
 *   (sub total − promotional discount) is ₹499 or more; below that it is ₹49.
 * - Express (priority) delivery is a flat ₹99 whatever the order value; it
 *   replaces the standard charge, it is not added to it.
 * - A handling charge of ₹9 applies when the order value after the promo code
 *   is below ₹299.
 * - Cash on delivery (payment type −1) adds a cash handling charge of ₹20.
 * - An empty cart (no available lines) costs nothing: no fee applies.
 *
 * All amounts are integer paise.
 */

export type DeliverySpeed = 'standard' | 'express';

/** Payment type ids (spec §9). */
export const PAYMENT_TYPE_ID = {
  cod: -1,
  card: 1,
  netBanking: 2,
  wallet: 3,
  upi: 4,
  upiIntent: 6,
  phonePe: 62,
  amazonPay: 66,
} as const;

export const FREE_STANDARD_DELIVERY_FROM_PAISE = 49_900;
export const STANDARD_DELIVERY_CHARGE_PAISE = 4_900;
export const EXPRESS_DELIVERY_CHARGE_PAISE = 9_900;
export const HANDLING_CHARGE_BELOW_PAISE = 29_900;
export const HANDLING_CHARGE_PAISE = 900;
export const COD_CASH_HANDLING_CHARGE_PAISE = 2_000;

/** Delivery charge for an order worth orderValuePaise after the promo code. */
export function deliveryChargePaise(
  speed: DeliverySpeed,
  orderValuePaise: number,
  freeFromPaise = FREE_STANDARD_DELIVERY_FROM_PAISE,
): number {
  if (speed === 'express') return EXPRESS_DELIVERY_CHARGE_PAISE;
  return orderValuePaise >= freeFromPaise ? 0 : STANDARD_DELIVERY_CHARGE_PAISE;
}

/** Handling charge for an order worth orderValuePaise after the promo code. */
export function handlingChargePaise(orderValuePaise: number): number {
  return orderValuePaise < HANDLING_CHARGE_BELOW_PAISE ? HANDLING_CHARGE_PAISE : 0;
}

/** Cash handling charge: only for cash on delivery. */
export function cashHandlingChargePaise(paymentTypeId: number | undefined): number {
  return paymentTypeId === PAYMENT_TYPE_ID.cod ? COD_CASH_HANDLING_CHARGE_PAISE : 0;
}

/** How much more (after the promo code) makes standard delivery free; 0 when it already is. */
export function freeDeliveryShortfallPaise(orderValuePaise: number): number {
  return Math.max(0, FREE_STANDARD_DELIVERY_FROM_PAISE - orderValuePaise);
}
