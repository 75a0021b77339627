import type { CartItem, SavingVariants } from '@dawa/contracts';
import { describe, expect, it } from 'vitest';
import { lineQuantityOptions, nextStep, proceedBlocker, splitItems, summaryTone, swapsFor, totalSaving } from './cart-rules.ts';

const item = (over: Partial<CartItem> = {}): CartItem => ({
  itemId: 1,
  productId: 10,
  productType: 'medicine',
  quantity: 1,
  maxQuantity: 20,
  name: 'Dolo 650 Tablet',
  salePriceDecimal: '28.56',
  mrpDecimal: '33.60',
  lineMrpPaise: 3360,
  lineSalePaise: 2856,
  isRxRequired: false,
  isRxAvailable: false,
  isCustom: false,
  notSoldOnline: false,
  partialQtyWarnings: [],
  productAvailabilityFlags: { isAvailable: true, notifyMe: false, showVariantsInBottomSheet: false },
  product: null,
  ...over,
});
const out = (over: Partial<CartItem> = {}) =>
  item({ productAvailabilityFlags: { isAvailable: false, notifyMe: true, showVariantsInBottomSheet: false }, ...over });

describe('proceedBlocker', () => {
  it('lets a cart of available lines through', () => expect(proceedBlocker({ items: [item(), item({ itemId: 2 })] })).toBeNull());
  it('blocks an empty cart', () => expect(proceedBlocker({ items: [] })).toBe('empty'));
  it('blocks while a line is out of stock, before short lines', () =>
    expect(proceedBlocker({ items: [item({ partialQtyWarnings: ['Only 2 left'] }), out({ itemId: 2 })] })).toBe('outOfStock'));
  it('blocks a line not sold online (Schedule X or NDPS) first, whatever else the cart holds', () => {
    const controlled = item({
      itemId: 3,
      notSoldOnline: true,
      productAvailabilityFlags: { isAvailable: false, notifyMe: false, showVariantsInBottomSheet: false },
    });
    expect(proceedBlocker({ items: [item(), out({ itemId: 2 }), controlled] })).toBe('notSoldOnline');
    expect(proceedBlocker({ items: [controlled] })).toBe('notSoldOnline');
  });
  it('blocks a line asking for more than the stock', () =>
    expect(proceedBlocker({ items: [item({ partialQtyWarnings: ['Only 2 left'] })] })).toBe('short'));
});

describe('splitItems', () => {
  it('puts out-of-stock lines apart, keeping the order', () => {
    const a = item({ itemId: 1 });
    const b = out({ itemId: 2 });
    const c = item({ itemId: 3 });
    expect(splitItems([a, b, c])).toEqual({ available: [a, c], notSoldOnline: [], outOfStock: [b] });
  });
  it('puts lines not sold online apart from the out-of-stock ones', () => {
    const a = item({ itemId: 1 });
    const b = out({ itemId: 2 });
    const c = item({
      itemId: 3,
      notSoldOnline: true,
      productAvailabilityFlags: { isAvailable: false, notifyMe: false, showVariantsInBottomSheet: false },
    });
    expect(splitItems([a, b, c])).toEqual({ available: [a], notSoldOnline: [c], outOfStock: [b] });
  });
});

describe('nextStep', () => {
  it('asks for a prescription first when one is needed', () => {
    expect(nextStep({ isRxUploadRequired: true })).toBe('/checkout/upload');
    expect(nextStep({ isRxUploadRequired: false })).toBe('/checkout/delivery-options');
  });
});

describe('summaryTone', () => {
  it('greens discounts, bolds the amount to be paid', () => {
    expect(summaryTone({ identifier: 'discount_on_mrp', valuePaise: -2553 })).toBe('discount');
    expect(summaryTone({ identifier: 'promotional_discount', valuePaise: -2129 })).toBe('discount');
    expect(summaryTone({ identifier: 'amount_to_be_paid', valuePaise: 24963 })).toBe('total');
    expect(summaryTone({ identifier: 'delivery_charges', valuePaise: 4900 })).toBe('plain');
    expect(summaryTone({ identifier: 'total_mrp', valuePaise: 23845 })).toBe('plain');
    expect(summaryTone({ identifier: 'cashback', valuePaise: 6000 })).toBe('discount');
  });
});

describe('lineQuantityOptions', () => {
  it('offers Remove Item, then 1 to the maximum', () => {
    const options = lineQuantityOptions({ quantity: 2, maxQuantity: 5 });
    expect(options.map((o) => o.value)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(options[0]?.label).toBe('Remove Item');
  });
  it('keeps a quantity above a lowered maximum visible', () => {
    expect(lineQuantityOptions({ quantity: 7, maxQuantity: 5 }).map((o) => o.value)).toContain(7);
  });
});

describe('swapsFor', () => {
  const replacement = { productId: 99, name: 'Cheaper 650' } as SavingVariants['variants'][number]['replacement'];
  const variants = (v: Partial<SavingVariants['variants'][number]>[]): SavingVariants => ({
    variants: v.map((x) => ({ productId: 10, itemId: 1, replacement, quantity: 1, savingPaise: 500, savingPercent: 20, ...x })),
    totalSavingPaise: 0,
  });
  it('keeps swaps of lines still in the cart with a real saving', () => {
    const cart = { items: [item({ itemId: 1, productId: 10 }), item({ itemId: 2, productId: 11 })] };
    const swaps = swapsFor(cart, variants([{}, { itemId: 2, productId: 11, savingPaise: 0 }, { itemId: 3, productId: 12 }]));
    expect(swaps).toHaveLength(1);
    expect(swaps[0]).toMatchObject({ itemId: 1, productId: 10, currentName: 'Dolo 650 Tablet', savingPaise: 500 });
    expect(totalSaving(swaps)).toBe(500);
  });
  it('drops a swap whose line changed product since', () => {
    expect(swapsFor({ items: [item({ itemId: 1, productId: 77 })] }, variants([{}]))).toEqual([]);
  });
  it('has nothing without variants', () => expect(swapsFor({ items: [item()] }, null)).toEqual([]));
});
