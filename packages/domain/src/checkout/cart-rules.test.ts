import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CART_TOASTS,
  CHECKOUT_ERROR_TEXTS,
  maxQuantityForLine,
  mergeLocalIntoServer,
  mergeQuantities,
  validateQuantity,
} from './cart-rules.ts';

describe('maxQuantityForLine', () => {
  it('is 20 for medicines, 5 for OTC, 20 for custom medicines', () => {
    expect(maxQuantityForLine('medicine', false)).toBe(20);
    expect(maxQuantityForLine('otc', false)).toBe(5);
    expect(maxQuantityForLine('medicine', true)).toBe(20);
  });
});

describe('validateQuantity', () => {
  it('accepts 1 to max', () => {
    expect(validateQuantity(1, 5)).toEqual({ ok: true });
    expect(validateQuantity(5, 5)).toEqual({ ok: true });
  });

  it('refuses zero, negatives, fractions and more than max with a message the shopper can act on', () => {
    expect(validateQuantity(0, 20)).toEqual({
      ok: false,
      code: 'QUANTITY_NOT_POSITIVE',
      message: 'Quantity must be at least 1.',
    });
    expect(validateQuantity(-3, 20)).toMatchObject({ ok: false, code: 'QUANTITY_NOT_POSITIVE' });
    expect(validateQuantity(21, 20)).toEqual({
      ok: false,
      code: 'QUANTITY_ABOVE_MAX',
      message: 'You can add at most 20 of this item.',
    });
    expect(validateQuantity(6, 5)).toMatchObject({ message: 'You can add at most 5 of this item.' });
    expect(validateQuantity(1.5, 20)).toEqual({
      ok: false,
      code: 'QUANTITY_NOT_INTEGER',
      message: 'Quantity must be a whole number.',
    });
    expect(validateQuantity(Number.NaN, 20)).toMatchObject({ code: 'QUANTITY_NOT_INTEGER' });
  });

  it('accepts exactly the whole numbers from 1 to max', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double({ noNaN: false })), fc.integer({ min: 1, max: 30 }), (q, max) => {
        const ok = validateQuantity(q, max).ok;
        return ok === (Number.isInteger(q) && q >= 1 && q <= max);
      }),
    );
  });
});

describe('mergeQuantities', () => {
  it('adds and caps at max', () => {
    expect(mergeQuantities(2, 3, 20)).toBe(5);
    expect(mergeQuantities(4, 3, 5)).toBe(5);
    expect(mergeQuantities(20, 20, 20)).toBe(20);
  });
});

describe('mergeLocalIntoServer', () => {
  type Line = { key: string; quantity: number; type: 'medicine' | 'otc' };
  const maxOf = (l: Line) => maxQuantityForLine(l.type, false);

  it('adds local quantities to server lines, appends local-only lines and flags capped ones', () => {
    const server: Line[] = [
      { key: 'dolo', quantity: 2, type: 'medicine' },
      { key: 'vicks', quantity: 4, type: 'otc' },
    ];
    const local: Line[] = [
      { key: 'vicks', quantity: 3, type: 'otc' },
      { key: 'crocin', quantity: 1, type: 'medicine' },
      { key: 'dolo', quantity: 1, type: 'medicine' },
    ];
    expect(mergeLocalIntoServer(server, local, maxOf)).toEqual([
      { key: 'dolo', quantity: 3, type: 'medicine', capped: false },
      { key: 'vicks', quantity: 5, type: 'otc', capped: true },
      { key: 'crocin', quantity: 1, type: 'medicine', capped: false },
    ]);
  });

  it('keeps every item, once, with the capped sum of its quantities', () => {
    const line = fc.record({
      key: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      quantity: fc.integer({ min: 1, max: 25 }),
      type: fc.constantFrom<'medicine' | 'otc'>('medicine', 'otc'),
    });
    const uniqueServer = fc.uniqueArray(line, { selector: (l) => l.key, maxLength: 5 });
    fc.assert(
      fc.property(uniqueServer, fc.array(line, { maxLength: 8 }), (server, local) => {
        const merged = mergeLocalIntoServer(server, local, maxOf);
        const keys = new Set([...server, ...local].map((l) => l.key));
        if (merged.length !== keys.size) return false;
        return merged.every((m) => {
          const sum = [...server, ...local].filter((l) => l.key === m.key).reduce((s, l) => s + l.quantity, 0);
          const max = maxOf(m);
          return m.quantity === Math.min(sum, max) && m.capped === sum > max && m.quantity >= 1;
        });
      }),
    );
  });

  it('ignores local lines with no quantity', () => {
    expect(mergeLocalIntoServer([], [{ key: 'x', quantity: 0, type: 'otc' as const }], maxOf)).toEqual([]);
  });
});

describe('texts', () => {
  it('are the spec wording', () => {
    expect(Object.values(CART_TOASTS)).toEqual([
      'Added to your cart',
      'Updated in your cart',
      'Removed from your cart',
      'Added to save for later',
      'Your order has been successfully placed.',
    ]);
    expect(CHECKOUT_ERROR_TEXTS.orderBlocked).toBe('Oops! Something went wrong. Please try again.');
    expect(CHECKOUT_ERROR_TEXTS.replaceFailed).toBe('Something went wrong!');
    expect(CHECKOUT_ERROR_TEXTS.saveForLaterFailed).toBe('Something Went Wrong!!!');
    expect(CHECKOUT_ERROR_TEXTS.couponNotApplied).toBe('Something went wrong. Coupon not applied');
    expect(CHECKOUT_ERROR_TEXTS.prescriptionUploadFailed).toBe('Failed to upload prescriptions. Please try again');
    expect(CHECKOUT_ERROR_TEXTS.offerNeedsMinimumQuantity).toBe('This offer requires a minimum quantity of this product in your order.');
  });
});
