import { describe, expect, it } from 'vitest';
import { priceCart } from './checkout/pricing.ts';
import { isPlusMember, LOYALTY_STATUS, loyaltyStatus, plusDiscountPaise, sellablePlans } from './plus.ts';

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
});
