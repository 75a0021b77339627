import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { instantDiscountFor } from './payment-offers.ts';

describe('instantDiscountFor', () => {
  it('gives UPI ₹25 off from ₹499 and nothing below or for other methods', () => {
    expect(instantDiscountFor(4, 49_900)).toEqual({ offerId: 'UPI25', discountPaise: 2_500 });
    expect(instantDiscountFor(6, 80_000)).toEqual({ offerId: 'UPI25', discountPaise: 2_500 });
    expect(instantDiscountFor(4, 49_899)).toBeNull();
    expect(instantDiscountFor(1, 99_900)).toBeNull();
    expect(instantDiscountFor(-1, 99_900)).toBeNull();
    expect(instantDiscountFor(undefined, 99_900)).toBeNull();
  });

  it('never discounts more than the order value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 70 }), fc.integer({ min: 0, max: 10_000_000 }), (type, value) => {
        const offer = instantDiscountFor(type, value);
        expect(offer === null || (offer.discountPaise >= 0 && offer.discountPaise <= value)).toBe(true);
      }),
    );
  });
});
