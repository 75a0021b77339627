/**
 * Cart line rules (checkout spec §4 "Cart", §5, §8 and §9): how many of an
 * item a cart may hold, whether a requested quantity is acceptable, how a
 * guest's local cart merges into the server cart after login, and the texts
 * the cart shows.
 */
import { ORDER_TYPE, PRODUCT_TYPE } from '@dawa/contracts';
import { maxQuantityFor } from '../quantity.ts';

export type CartProductType = 'medicine' | 'otc';

/** Success toasts (spec §8). */
export const CART_TOASTS = {
  added: 'Added to your cart',
  updated: 'Updated in your cart',
  removed: 'Removed from your cart',
  savedForLater: 'Added to save for later',
  orderPlaced: 'Your order has been successfully placed.',
} as const;

/** Failure texts of the cart and checkout (spec §8 error catalogue). */
export const CHECKOUT_ERROR_TEXTS = {
  generic: 'Something went wrong.',
  genericRetry: 'Something went wrong. Please try again.',
  slowNetwork: 'Detected slow or no internet connection. Please check network and try again.',
  orderBlocked: 'Oops! Something went wrong. Please try again.',
  replaceFailed: 'Something went wrong!',
  saveForLaterFailed: 'Something Went Wrong!!!',
  loyaltyCouponFailed: 'Something Went Wrong!!!',
  couponNotApplied: 'Something went wrong. Coupon not applied',
  prescriptionUploadFailed: 'Failed to upload prescriptions. Please try again',
  offerNeedsMinimumQuantity: 'This offer requires a minimum quantity of this product in your order.',
} as const;

/**
 * Most a cart may hold of one line, by the cart's product type: medicine 20,
 * OTC 5, a custom (unlisted) medicine 20. The same rule as `maxQuantityFor`,
 * which takes the catalogue's numeric product type.
 */
export function maxQuantityForLine(productType: CartProductType, isCustom: boolean): number {
  return maxQuantityFor({ productType: PRODUCT_TYPE[productType], isCustomMedicine: isCustom });
}

export type QuantityErrorCode = 'QUANTITY_NOT_POSITIVE' | 'QUANTITY_ABOVE_MAX' | 'QUANTITY_NOT_INTEGER';

export type QuantityCheck = { ok: true } | { ok: false; code: QuantityErrorCode; message: string };

export const QUANTITY_MESSAGES = {
  notInteger: 'Quantity must be a whole number.',
  notPositive: 'Quantity must be at least 1.',
  aboveMax: (max: number) => `You can add at most ${max} of this item.`,
} as const;

/**
 * A quantity to add or set on a line: a whole number from 1 to max (spec §5:
 * "Cart quantity must be greater than 0 to add or update a line"). Setting 0
 * is a removal, which the caller handles before asking this.
 */
export function validateQuantity(quantity: number, max: number): QuantityCheck {
  if (!Number.isInteger(quantity)) {
    return { ok: false, code: 'QUANTITY_NOT_INTEGER', message: QUANTITY_MESSAGES.notInteger };
  }
  if (quantity < 1) return { ok: false, code: 'QUANTITY_NOT_POSITIVE', message: QUANTITY_MESSAGES.notPositive };
  if (quantity > max) {
    return { ok: false, code: 'QUANTITY_ABOVE_MAX', message: QUANTITY_MESSAGES.aboveMax(Math.max(0, Math.floor(max))) };
  }
  return { ok: true };
}

/** Largest quantity a line may hold: max rounded down, and at least 1 so that merging never drops an item. */
function capOf(max: number): number {
  return Number.isFinite(max) ? Math.max(1, Math.floor(max)) : 1;
}

/** Guest-cart sync of one item held in both carts: the sum, capped at the line's max. */
export function mergeQuantities(a: number, b: number, max: number): number {
  return Math.min(a + b, capOf(max));
}

export interface CartLineQuantity {
  key: string;
  quantity: number;
}

export type MergedCartLine<T extends CartLineQuantity> = T & { capped: boolean };

/**
 * The server cart after a guest's local cart is synced into it on login.
 * Server lines keep their order and fields; a local line for the same key adds
 * its quantity; local-only lines follow in local order (repeats of a key are
 * added together). Each quantity is capped at maxOf(line), and `capped` says
 * when the cap cut it down. No item is lost: every key with a quantity of at
 * least 1 in either cart is in the result exactly once. Local lines with a
 * quantity below 1 (or not a number) are not items and are ignored.
 */
export function mergeLocalIntoServer<T extends CartLineQuantity>(
  serverLines: readonly T[],
  localLines: readonly T[],
  maxOf: (line: T) => number,
): MergedCartLine<T>[] {
  const sums = new Map<string, { line: T; total: number }>();
  for (const line of serverLines) {
    const seen = sums.get(line.key);
    if (seen) seen.total += line.quantity;
    else sums.set(line.key, { line, total: line.quantity });
  }
  for (const line of localLines) {
    const quantity = Math.floor(line.quantity);
    if (!(quantity >= 1)) continue;
    const seen = sums.get(line.key);
    if (seen) seen.total += quantity;
    else sums.set(line.key, { line, total: quantity });
  }
  return [...sums.values()].map(({ line, total }) => {
    const cap = capOf(maxOf(line));
    return { ...line, quantity: Math.min(total, cap), capped: total > cap };
  });
}

/**
 * The type of an order placed from a cart: OTC (3) when it holds healthcare products only, else the type the
 * client asked for (a refill, say) as long as that is not OTC, else medicine (0). The cart decides, not the client.
 */
export function orderTypeFor(lineTypes: readonly CartProductType[], requested?: number): number {
  if (lineTypes.length > 0 && lineTypes.every((t) => t === 'otc')) return ORDER_TYPE.otc;
  return requested === undefined || requested === ORDER_TYPE.otc ? ORDER_TYPE.medicine : requested;
}
