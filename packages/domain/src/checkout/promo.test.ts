import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  evaluatePromo,
  findPromo,
  formatIndianDate,
  isInvalidCouponMessage,
  normalisePromoCode,
  promoDiscountPaise,
  type PromoContext,
  type PromoDefinition,
} from './promo.ts';
import { priceCart } from './pricing.ts';

const PLUS10: PromoDefinition = {
  code: 'PLUS10',
  kind: 'percent',
  percent: 10,
  capPaise: 15_000,
  minOrderPaise: 50_000,
  firstOrderOnly: false,
  singleUsePerCustomer: false,
  validFrom: new Date('2026-01-01T00:00:00+05:30'),
  validUntil: new Date('2026-10-31T23:59:59+05:30'),
  totalRedemptionLimit: 1000,
  appliesTo: 'all',
  description: '10% off up to ₹150 on orders above ₹500',
};

const FLAT100: PromoDefinition = { ...PLUS10, code: 'FLAT100', kind: 'flat', flatPaise: 10_000, minOrderPaise: 0 };

const ctx: PromoContext = {
  now: new Date('2026-06-15T12:00:00+05:30'),
  eligibleSubtotalPaise: 120_000,
  customerOrderCount: 3,
  customerRedemptions: 0,
  totalRedemptions: 10,
};

describe('evaluatePromo', () => {
  it('takes the percent off, says the saving and normalises the code', () => {
    expect(evaluatePromo(PLUS10, ctx)).toEqual({
      valid: true,
      code: 'PLUS10',
      discountPaise: 12_000,
      cashbackPaise: 0,
      appliesTo: 'all',
      message: 'You save ₹120 with PLUS10',
    });
    expect(evaluatePromo({ ...PLUS10, code: ' plus10 ' }, ctx)).toMatchObject({ code: 'PLUS10' });
  });

  it('caps a percent code and rounds down', () => {
    expect(evaluatePromo(PLUS10, { ...ctx, eligibleSubtotalPaise: 500_000 })).toMatchObject({ discountPaise: 15_000 });
    expect(promoDiscountPaise({ ...PLUS10, capPaise: undefined }, 99_999)).toBe(9_999);
  });

  it('takes a flat amount, but never more than the subtotal', () => {
    expect(evaluatePromo(FLAT100, ctx)).toMatchObject({ valid: true, discountPaise: 10_000 });
    expect(evaluatePromo(FLAT100, { ...ctx, eligibleSubtotalPaise: 6_000 })).toMatchObject({ discountPaise: 6_000 });
  });

  it('explains each refusal in the spec wording', () => {
    const cases: [PromoDefinition | undefined, Partial<PromoContext>, string, string][] = [
      [undefined, {}, 'NOT_FOUND', 'This coupon does not exist.'],
      [PLUS10, { now: new Date('2026-11-01T00:00:00+05:30') }, 'EXPIRED', 'This coupon expired on 31 Oct 2026.'],
      [PLUS10, { now: new Date('2025-12-31T10:00:00+05:30') }, 'NOT_STARTED', 'Promo code not valid until 1 Jan 2026.'],
      [{ ...PLUS10, firstOrderOnly: true }, {}, 'FIRST_ORDER_ONLY', 'This referral code applies to first order only.'],
      [
        PLUS10,
        { eligibleSubtotalPaise: 38_000 },
        'MIN_ORDER_NOT_MET',
        'Your cart is not eligible for this code yet. Add items worth ₹120 more to use this code.',
      ],
      [
        { ...PLUS10, singleUsePerCustomer: true },
        { customerRedemptions: 1 },
        'ALREADY_USED',
        'You have already used this code, so you are not eligible to use it again.',
      ],
      [PLUS10, { totalRedemptions: 1000 }, 'LIMIT_REACHED', 'This code is no longer available, so you are not eligible to use it.'],
      [
        { ...FLAT100, appliesTo: 'otc' },
        { eligibleSubtotalPaise: 0 },
        'NOT_ELIGIBLE',
        'Your cart is not eligible for this code. It applies to over-the-counter products only.',
      ],
      [{ ...PLUS10, percent: 0 }, {}, 'INVALID', 'Coupon invalid. Please check the code and try again.'],
      [{ ...FLAT100, flatPaise: undefined }, {}, 'INVALID', 'Coupon invalid. Please check the code and try again.'],
    ];
    for (const [def, over, reason, message] of cases) {
      expect(evaluatePromo(def, { ...ctx, ...over }), reason).toEqual({ valid: false, reason, message });
    }
  });

  it('lets a first-order code through on the first order', () => {
    expect(evaluatePromo({ ...PLUS10, firstOrderOnly: true }, { ...ctx, customerOrderCount: 0 })).toMatchObject({ valid: true });
  });

  it('counts both ends of the validity window as valid', () => {
    expect(evaluatePromo(PLUS10, { ...ctx, now: PLUS10.validFrom }).valid).toBe(true);
    expect(evaluatePromo(PLUS10, { ...ctx, now: PLUS10.validUntil }).valid).toBe(true);
  });

  it('never discounts more than the subtotal or less than a paisa, and every refusal reads as invalid', () => {
    const def = fc.record({
      kind: fc.constantFrom<'percent' | 'flat'>('percent', 'flat'),
      percent: fc.integer({ min: -5, max: 110 }),
      capPaise: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
      flatPaise: fc.option(fc.integer({ min: -100, max: 200_000 }), { nil: undefined }),
      minOrderPaise: fc.integer({ min: 0, max: 100_000 }),
      firstOrderOnly: fc.boolean(),
      singleUsePerCustomer: fc.boolean(),
      totalRedemptionLimit: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    });
    const context = fc.record({
      eligibleSubtotalPaise: fc.integer({ min: 0, max: 1_000_000 }),
      customerOrderCount: fc.integer({ min: 0, max: 3 }),
      customerRedemptions: fc.integer({ min: 0, max: 2 }),
      totalRedemptions: fc.integer({ min: 0, max: 6 }),
      day: fc.integer({ min: -30, max: 330 }),
    });
    fc.assert(
      fc.property(def, context, (d, c) => {
        const now = new Date(PLUS10.validFrom.getTime() + c.day * 86_400_000);
        const r = evaluatePromo({ ...PLUS10, ...d }, { ...c, now });
        if (!r.valid) return isInvalidCouponMessage(r.message);
        return (
          Number.isInteger(r.discountPaise) &&
          r.discountPaise >= 1 &&
          r.discountPaise <= c.eligibleSubtotalPaise &&
          c.eligibleSubtotalPaise >= d.minOrderPaise &&
          !isInvalidCouponMessage(r.message)
        );
      }),
    );
  });
});

describe('codes', () => {
  it('normalise to trimmed upper case and are found that way', () => {
    expect(normalisePromoCode('  plus10\n')).toBe('PLUS10');
    expect(findPromo([FLAT100, PLUS10], 'Plus10 ')).toBe(PLUS10);
    expect(findPromo([FLAT100, PLUS10], '   ')).toBeUndefined();
    expect(findPromo([FLAT100, PLUS10], 'PLUS20')).toBeUndefined();
  });

  it('dates show the Indian calendar day', () => {
    expect(formatIndianDate(new Date('2026-10-31T20:00:00Z'))).toBe('1 Nov 2026');
    expect(formatIndianDate(new Date('2026-10-31T18:00:00Z'))).toBe('31 Oct 2026');
  });
});

describe('a cashback code', () => {
  const CASH10: PromoDefinition = {
    code: 'CASH10',
    kind: 'cashback',
    percent: 10,
    capPaise: 15_000,
    minOrderPaise: 49_900,
    firstOrderOnly: false,
    singleUsePerCustomer: false,
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validUntil: new Date('2027-12-31T00:00:00Z'),
    totalRedemptionLimit: null,
    appliesTo: 'all',
    description: '10% cashback',
  };
  const at = { now: new Date('2026-11-25T10:00:00Z'), customerOrderCount: 0, customerRedemptions: 0, totalRedemptions: 0 };

  it('takes nothing off the price and promises 10% back, up to the cap', () => {
    expect(evaluatePromo(CASH10, { ...at, eligibleSubtotalPaise: 60_000 })).toMatchObject({
      valid: true,
      discountPaise: 0,
      cashbackPaise: 6_000,
      message: 'You get ₹60 cashback in your Dawa wallet with CASH10 once the order is delivered',
    });
    expect(evaluatePromo(CASH10, { ...at, eligibleSubtotalPaise: 500_000 })).toMatchObject({ cashbackPaise: 15_000 });
    expect(evaluatePromo(CASH10, { ...at, eligibleSubtotalPaise: 40_000 })).toMatchObject({ valid: false, reason: 'MIN_ORDER_NOT_MET' });
    expect(promoDiscountPaise(CASH10, 60_000)).toBe(0);
  });

  it('shows as the cashback line (6) after the amount, which it leaves alone', () => {
    const lines = [{ key: 'a', productType: 'medicine' as const, quantity: 1, mrpPaise: 60_000, salePricePaise: 60_000, available: true }];
    const plain = priceCart({ lines, delivery: 'standard' });
    const cash = priceCart({
      lines,
      delivery: 'standard',
      promo: { code: 'CASH10', discountPaise: 0, appliesTo: 'all', cashbackPaise: 6_000 },
    });
    expect(cash.amountToBePaidPaise).toBe(plain.amountToBePaidPaise);
    expect(cash.cashbackPaise).toBe(6_000);
    expect(cash.summary.at(-1)).toMatchObject({ identifier: 'cashback', id: 6, valuePaise: 6_000 });
  });
});
