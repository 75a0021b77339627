/**
 * Pure rules of the cart page: which lines block checkout, how the summary lines read, the quantity
 * options of a line and which cheaper swaps can be applied. No React, no calls (unit tested).
 */
import type { CartData, CartItem, SavingVariants, SummaryLine } from '@dawa/contracts';
import { quantityOptions, type QuantityOption } from '@dawa/domain';

/** Schedule X or NDPS: shown with the reason, never bought (the server refuses it too). */
export const isNotSoldOnline = (item: CartItem) => item.notSoldOnline;
export const isOutOfStock = (item: CartItem) => !item.productAvailabilityFlags.isAvailable && !item.notSoldOnline;
const cannotBuy = (item: CartItem) => !item.productAvailabilityFlags.isAvailable;
export const isShort = (item: CartItem) => !cannotBuy(item) && item.partialQtyWarnings.length > 0;

/** Lines that can be bought now; the ones not sold online and the out-of-stock ones shown apart with their counts. */
export function splitItems(items: CartItem[]): { available: CartItem[]; notSoldOnline: CartItem[]; outOfStock: CartItem[] } {
  return {
    available: items.filter((i) => !cannotBuy(i)),
    notSoldOnline: items.filter(isNotSoldOnline),
    outOfStock: items.filter(isOutOfStock),
  };
}

export type ProceedBlocker = 'empty' | 'notSoldOnline' | 'outOfStock' | 'short' | null;

/** Why checkout cannot start yet: lines not sold online, out-of-stock lines, or lines asking for more than the stock. */
export function proceedBlocker(cart: Pick<CartData, 'items'>): ProceedBlocker {
  if (cart.items.length === 0) return 'empty';
  if (cart.items.some(isNotSoldOnline)) return 'notSoldOnline';
  if (cart.items.some(isOutOfStock)) return 'outOfStock';
  if (cart.items.some(isShort)) return 'short';
  return null;
}

/** Where Proceed goes: the prescription step when a medicine needs one, else the delivery options. */
export const nextStep = (cart: Pick<CartData, 'isRxUploadRequired'>) =>
  cart.isRxUploadRequired ? '/checkout/upload' : '/checkout/delivery-options';

// Savings are green: discounts, and cashback the wallet receives after delivery.
const DISCOUNTS = /(^|_)discount$|^cashback$/;

/** How a summary line looks: discounts in green, the amount to be paid in bold. */
export function summaryTone(line: Pick<SummaryLine, 'identifier' | 'valuePaise'>): 'discount' | 'total' | 'plain' {
  if (line.identifier === 'amount_to_be_paid') return 'total';
  if (DISCOUNTS.test(line.identifier) || line.valuePaise < 0) return 'discount';
  return 'plain';
}

/**
 * A line's picker: 'Remove Item' (0), then 1 to the line's maximum. A line holding more than its maximum
 * (the limit fell since it was added) keeps its quantity as an option so the picker shows the truth.
 */
export function lineQuantityOptions(item: Pick<CartItem, 'quantity' | 'maxQuantity'>): QuantityOption[] {
  const options = quantityOptions({ min: 1, max: Math.max(1, item.maxQuantity), allowRemove: true });
  if (item.quantity > item.maxQuantity) options.push({ value: item.quantity, label: String(item.quantity) });
  return options;
}

export interface Swap {
  itemId: number;
  productId: number;
  currentName: string;
  replacement: SavingVariants['variants'][number]['replacement'];
  quantity: number;
  savingPaise: number;
  savingPercent: number;
}

/** The swaps that can be applied to this cart: a line of ours, a real saving, the line still there. */
export function swapsFor(cart: Pick<CartData, 'items'>, variants: SavingVariants | null): Swap[] {
  if (!variants) return [];
  const swaps: Swap[] = [];
  for (const v of variants.variants) {
    const line = cart.items.find((i) => i.itemId !== null && i.itemId === v.itemId && i.productId === v.productId);
    if (!line || line.itemId === null || v.savingPaise <= 0) continue;
    swaps.push({
      itemId: line.itemId,
      productId: v.productId,
      currentName: line.name,
      replacement: v.replacement,
      quantity: v.quantity,
      savingPaise: v.savingPaise,
      savingPercent: v.savingPercent,
    });
  }
  return swaps;
}

export const totalSaving = (swaps: Swap[]) => swaps.reduce((sum, s) => sum + s.savingPaise, 0);
