import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { instantDiscountFor, paymentOfferBenefit, type PaymentOffer } from './payment-offers.ts';

const upi25: PaymentOffer = {
  offerId: '1010',
  title: 'Flat ₹25 off with UPI',
  description: 'On orders of ₹499 or more paid by UPI',
  paymentTypeIds: [4, 6],
  minOrderPaise: 49_900,
  flatPaise: 2_500,
  percent: null,
  capPaise: null,
};
const card10: PaymentOffer = {
  ...upi25,
  offerId: '1011',
  paymentTypeIds: [1, 4],
  minOrderPaise: 0,
  flatPaise: null,
  percent: 10,
  capPaise: 10_000,
};

describe('instantDiscountFor', () => {
  it('gives UPI ₹25 off from ₹499 and nothing below or for other methods', () => {
    expect(instantDiscountFor([upi25], 4, 49_900)).toEqual({ offerId: '1010', discountPaise: 2_500 });
    expect(instantDiscountFor([upi25], 6, 80_000)).toEqual({ offerId: '1010', discountPaise: 2_500 });
    expect(instantDiscountFor([upi25], 4, 49_899)).toBeNull();
    expect(instantDiscountFor([upi25], 1, 99_900)).toBeNull();
    expect(instantDiscountFor([upi25], -1, 99_900)).toBeNull();
    expect(instantDiscountFor([upi25], undefined, 99_900)).toBeNull();
    expect(instantDiscountFor([], 4, 99_900)).toBeNull();
  });

  it('takes the largest benefit among the offers a method earns; a percentage stops at its cap', () => {
    expect(instantDiscountFor([upi25, card10], 4, 20_000)).toEqual({ offerId: '1011', discountPaise: 2_000 });
    expect(instantDiscountFor([upi25, card10], 4, 60_000)).toEqual({ offerId: '1011', discountPaise: 6_000 });
    expect(instantDiscountFor([upi25, card10], 4, 20_000_000)).toEqual({ offerId: '1011', discountPaise: 10_000 });
    expect(instantDiscountFor([upi25, card10], 1, 1_000)).toEqual({ offerId: '1011', discountPaise: 100 });
  });

  it('never discounts more than the order value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 70 }), fc.integer({ min: 0, max: 10_000_000 }), (type, value) => {
        const offer = instantDiscountFor([upi25, card10], type, value);
        expect(offer === null || (offer.discountPaise >= 0 && offer.discountPaise <= value)).toBe(true);
        expect(paymentOfferBenefit(upi25, value)).toBeLessThanOrEqual(value);
      }),
    );
  });
});

describe('bank offers', () => {
  const hdfc: PaymentOffer = { ...upi25, offerId: '1020', paymentTypeIds: [2], paymentSubTypeIds: [1], minOrderPaise: 0, flatPaise: 4_000 };
  it('apply with a bank they name and no other; an offer naming none applies with every bank', () => {
    expect(instantDiscountFor([hdfc], 2, 30_000, 1)).toEqual({ offerId: '1020', discountPaise: 4_000 });
    expect(instantDiscountFor([hdfc], 2, 30_000, 2)).toBeNull();
    expect(instantDiscountFor([hdfc], 2, 30_000)).toBeNull();
    expect(instantDiscountFor([hdfc], 4, 30_000, 1)).toBeNull();
    const everyBank = { ...hdfc, offerId: '1021', paymentSubTypeIds: [], flatPaise: 1_000 };
    expect(instantDiscountFor([hdfc, everyBank], 2, 30_000, 2)).toEqual({ offerId: '1021', discountPaise: 1_000 });
    expect(instantDiscountFor([hdfc, everyBank], 2, 30_000, 1)).toEqual({ offerId: '1020', discountPaise: 4_000 });
  });
});
