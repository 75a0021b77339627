import { describe, expect, it } from 'vitest';
import { priceCart } from './checkout/pricing.ts';
import {
  addMonths,
  checkPlusCoupon,
  isPlusMember,
  LOYALTY_STATUS,
  loyaltyStatus,
  membershipPeriod,
  PLUS_COUPON_TEXTS,
  PLUS_RENEWAL_TEXT,
  plusDiscountPaise,
  plusPitch,
  sellablePlans,
} from './plus.ts';

const now = new Date('2026-11-25T10:00:00Z');
const day = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe('loyaltyStatus', () => {
  it('follows the spec codes: new, enrolled, pending, expired, cancelled', () => {
    expect(loyaltyStatus([], now)).toBe(LOYALTY_STATUS.newUser);
    expect(loyaltyStatus([{ status: 'active', startsAt: day(-10), endsAt: day(80) }], now)).toBe(LOYALTY_STATUS.enrolled);
    expect(loyaltyStatus([{ status: 'pending', startsAt: now, endsAt: day(90) }], now)).toBe(LOYALTY_STATUS.pending);
    expect(loyaltyStatus([{ status: 'active', startsAt: day(-100), endsAt: day(-10) }], now)).toBe(LOYALTY_STATUS.expired);
    expect(loyaltyStatus([{ status: 'cancelled', startsAt: day(-10), endsAt: day(80) }], now)).toBe(LOYALTY_STATUS.cancelled);
    // A renewal that starts when the current one ends keeps the shopper enrolled now.
    expect(
      loyaltyStatus(
        [
          { status: 'active', startsAt: day(-80), endsAt: day(10) },
          { status: 'active', startsAt: day(10), endsAt: day(100) },
        ],
        now,
      ),
    ).toBe(LOYALTY_STATUS.enrolled);
    expect([1, 2].map((s) => isPlusMember(s as 1 | 2))).toEqual([true, true]);
    expect([-2, -1, 0, 3, 4, 5].some((s) => isPlusMember(s as 0))).toBe(false);
  });
});

describe('PLUS plans and prices', () => {
  it('drops a plan lacking its id, amount or duration', () => {
    const plans = [
      { id: 'plus-3m', pricePaise: 14_900, durationMonths: 3 },
      { id: null, pricePaise: 14_900, durationMonths: 3 },
      { id: 'x', pricePaise: null, durationMonths: 3 },
      { id: 'y', pricePaise: 14_900, durationMonths: null },
    ];
    expect(sellablePlans(plans).map((p) => p.id)).toEqual(['plus-3m']);
  });

  it('a member saves 5% extra on medicines (not healthcare products) and gets free delivery from ₹199', () => {
    const lines = [
      { key: 'm', productType: 'medicine' as const, quantity: 1, mrpPaise: 30_000, salePricePaise: 30_000, available: true },
      { key: 'o', productType: 'otc' as const, quantity: 1, mrpPaise: 10_000, salePricePaise: 10_000, available: true },
    ];
    const member = priceCart({ lines, delivery: 'standard', plus: true });
    const shopper = priceCart({ lines, delivery: 'standard' });
    expect(member.plusDiscountPaise).toBe(plusDiscountPaise(30_000));
    expect(member.plusDiscountPaise).toBe(1_500);
    expect(member.summary.find((l) => l.identifier === 'plus_discount')).toMatchObject({
      id: 2,
      valuePaise: -1_500,
      label: 'PLUS member discount',
    });
    expect(shopper.deliveryChargesPaise).toBe(4_900);
    expect(member.deliveryChargesPaise).toBe(0);
    expect(member.amountToBePaidPaise).toBe(shopper.amountToBePaidPaise - 1_500 - 4_900);
    expect(shopper.summary.some((l) => l.identifier === 'plus_discount')).toBe(false);
  });

  it("a member's delivered order earns 2% of its medicines back in the wallet, up to ₹100, besides a cashback code's", () => {
    const line = (salePricePaise: number) => ({
      key: 'm',
      productType: 'medicine' as const,
      quantity: 1,
      mrpPaise: salePricePaise,
      salePricePaise,
      available: true,
    });
    // ₹300 less 5% is ₹285: 2% is ₹5.70.
    expect(priceCart({ lines: [line(30_000)], delivery: 'standard', plus: true }).cashbackPaise).toBe(570);
    expect(priceCart({ lines: [line(30_000)], delivery: 'standard' }).cashbackPaise).toBe(0);
    expect(priceCart({ lines: [line(2_000_000)], delivery: 'standard', plus: true }).cashbackPaise).toBe(10_000);
    const withCode = priceCart({
      lines: [line(30_000)],
      delivery: 'standard',
      plus: true,
      promo: { code: 'CASH10', discountPaise: 0, appliesTo: 'all', cashbackPaise: 3_000 },
    });
    expect(withCode.cashbackPaise).toBe(3_570);
    expect(withCode.summary.find((l) => l.identifier === 'cashback')).toMatchObject({ id: 6, valuePaise: 3_570 });
  });
});

describe('membership coupons', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const coupon = {
    code: 'PLUSNEW',
    percent: 20,
    flatPaise: null,
    capPaise: 10_000,
    planIds: null,
    firstMembershipOnly: true,
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validUntil: new Date('2027-01-01T00:00:00Z'),
    active: true,
  };
  const input = { code: ' plusnew ', planId: 'plus-6m', pricePaise: 24_900, hadMembership: false, now };

  it('takes a percentage in whole rupees, within its cap, never below ₹1', () => {
    expect(checkPlusCoupon(coupon, input)).toMatchObject({ valid: true, code: 'PLUSNEW', discountPaise: 4_900 });
    expect(checkPlusCoupon(coupon, { ...input, pricePaise: 79_900 })).toMatchObject({ discountPaise: 10_000 });
    const flat = { ...coupon, percent: null, flatPaise: 50_000, capPaise: null, firstMembershipOnly: false };
    expect(checkPlusCoupon(flat, input)).toMatchObject({ valid: true, discountPaise: 24_800 });
  });

  it('refuses an unknown, paused, expired, other-plan or repeat use with its reason', () => {
    expect(checkPlusCoupon(null, input)).toMatchObject({ valid: false, message: PLUS_COUPON_TEXTS.unknown });
    expect(checkPlusCoupon(coupon, { ...input, code: '  ' })).toMatchObject({ valid: false, message: PLUS_COUPON_TEXTS.empty });
    expect(checkPlusCoupon({ ...coupon, active: false }, input)).toMatchObject({ message: PLUS_COUPON_TEXTS.unknown });
    expect(checkPlusCoupon(coupon, { ...input, now: new Date('2027-01-01T00:00:00Z') })).toMatchObject({
      message: PLUS_COUPON_TEXTS.expired,
    });
    expect(checkPlusCoupon({ ...coupon, planIds: ['plus-12m'] }, input)).toMatchObject({ message: PLUS_COUPON_TEXTS.otherPlan });
    expect(checkPlusCoupon(coupon, { ...input, hadMembership: true })).toMatchObject({
      message: PLUS_COUPON_TEXTS.firstOnly,
      isSelectedVariantApplicable: true,
    });
  });
});

describe('membership periods', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  it('adds calendar months, keeping to the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-08-31T10:00:00Z'), 6).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-12-01T10:00:00Z'), 3).toISOString()).toBe('2027-03-01T10:00:00.000Z');
  });
  it('starts now, or a renewal at the end of the latest active membership', () => {
    expect(membershipPeriod([], now, 3).startsAt).toEqual(now);
    const active = { status: 'active' as const, startsAt: new Date('2026-11-01T00:00:00Z'), endsAt: new Date('2027-02-01T00:00:00Z') };
    const later = { status: 'active' as const, startsAt: active.endsAt, endsAt: new Date('2027-05-01T00:00:00Z') };
    const cancelled = { status: 'cancelled' as const, startsAt: now, endsAt: new Date('2028-01-01T00:00:00Z') };
    expect(membershipPeriod([active, later, cancelled], now, 12)).toEqual({
      startsAt: later.endsAt,
      endsAt: new Date('2028-05-01T00:00:00Z'),
    });
    const ended = { ...active, endsAt: new Date('2026-11-30T00:00:00Z') };
    expect(membershipPeriod([ended], now, 3).startsAt).toEqual(now);
  });
});

describe('the cart pitch', () => {
  it('names the saving for a new user, the renewal text for one whose membership ended, and nothing for members', () => {
    expect(plusPitch(LOYALTY_STATUS.newUser, 1_500)?.description).toMatch(/^Save ₹15 more on this order with PLUS/);
    expect(plusPitch(LOYALTY_STATUS.newUser, 500)?.description).toMatch(/^PLUS members save 5% EXTRA/);
    expect(plusPitch(LOYALTY_STATUS.expired, 1_500)).toEqual({ description: PLUS_RENEWAL_TEXT, isExpired: true });
    expect(PLUS_RENEWAL_TEXT).toBe('Save 5% EXTRA on this order');
    expect(plusPitch(LOYALTY_STATUS.enrolled, 1_500)).toBeNull();
    expect(plusPitch(LOYALTY_STATUS.optedIn, 1_500)).toBeNull();
    expect(plusPitch(LOYALTY_STATUS.pending, 1_500)).toBeNull();
  });
});

describe('a plan bought with the cart', () => {
  it('is added to the amount after the wallet has paid its share, as its own line, and nothing on an empty cart', () => {
    const line = { key: 'a', productType: 'medicine' as const, quantity: 1, mrpPaise: 30_000, salePricePaise: 30_000, available: true };
    const input = { lines: [line], delivery: 'standard' as const, plus: true, wallet: { expirablePaise: 0, nonExpirablePaise: 100_000 } };
    const without = priceCart(input);
    const withPlan = priceCart({ ...input, plusPlan: { title: 'PLUS for 3 months', pricePaise: 14_900 } });
    expect(without.amountToBePaidPaise).toBe(0);
    expect(withPlan.walletPaise).toBe(without.walletPaise);
    expect(withPlan.amountToBePaidPaise).toBe(14_900);
    expect(withPlan.summary.find((l) => l.identifier === 'plus_membership')).toMatchObject({ id: 24, valuePaise: 14_900 });
    expect(priceCart({ ...input, lines: [], plusPlan: { title: 'PLUS', pricePaise: 14_900 } }).amountToBePaidPaise).toBe(0);
  });
});
