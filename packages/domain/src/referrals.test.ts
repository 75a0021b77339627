import { describe, expect, it } from 'vitest';
import { evaluatePromo } from './checkout/promo.ts';
import { istMonthStart, referralCodeFrom, referralPromo, REFERRAL_TERMS } from './referrals.ts';

describe('referral codes', () => {
  it('are DW and 8 unambiguous characters, a valid promo code', () => {
    const code = referralCodeFrom(new Uint8Array([0, 1, 2, 29, 30, 255, 100, 7]));
    expect(code).toMatch(/^DW[A-HJKMNP-TV-Z2-9]{8}$/);
    expect(code).toBe('DWABC9ASMH');
    expect(() => referralCodeFrom(new Uint8Array(4))).toThrow();
  });
});

describe('a friend’s code in the cart', () => {
  const ctx = {
    now: new Date('2026-11-25T10:00:00Z'),
    eligibleSubtotalPaise: 40_000,
    customerOrderCount: 0,
    customerRedemptions: 0,
    totalRedemptions: 0,
  };
  it('takes ₹100 off a first order of ₹299 or more', () => {
    expect(evaluatePromo(referralPromo('DWABCDEFGH'), ctx)).toMatchObject({ valid: true, discountPaise: REFERRAL_TERMS.refereeFlatPaise });
  });
  it("is refused with the spec's message after a first order, and below the minimum", () => {
    expect(evaluatePromo(referralPromo('DWABCDEFGH'), { ...ctx, customerOrderCount: 1 })).toMatchObject({
      valid: false,
      message: 'This referral code applies to first order only.',
    });
    expect(evaluatePromo(referralPromo('DWABCDEFGH'), { ...ctx, eligibleSubtotalPaise: 20_000 })).toMatchObject({
      valid: false,
      reason: 'MIN_ORDER_NOT_MET',
    });
  });
});

describe('istMonthStart', () => {
  it('is midnight of the 1st in India, also across the UTC month boundary', () => {
    expect(istMonthStart(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    // 31 Oct 20:00 UTC is already 1 Nov in India.
    expect(istMonthStart(new Date('2026-10-31T20:00:00Z')).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(istMonthStart(new Date('2026-10-31T18:00:00Z')).toISOString()).toBe('2026-09-30T18:30:00.000Z');
  });
});
