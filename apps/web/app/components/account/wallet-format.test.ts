import { describe, expect, it } from 'vitest';
import { newestFirst, orderHref, signedRupees, sourceKey } from './wallet-format.ts';

describe('wallet formatting', () => {
  it('signs amounts with a plus or a minus sign in Indian rupees', () => {
    expect(signedRupees(15000)).toBe('+₹150');
    expect(signedRupees(-10000)).toBe('\u2212₹100');
    expect(signedRupees(12345650)).toBe('+₹1,23,456.50');
    expect(signedRupees(-80)).toBe('\u2212₹0.80');
    expect(signedRupees(0)).toBe('₹0');
  });

  it('names each source, and an unknown one plainly', () => {
    expect(sourceKey('refunds')).toBe('wallet.source.refunds');
    expect(sourceKey('checkout')).toBe('wallet.source.checkout');
    expect(sourceKey('expired')).toBe('wallet.source.expired');
    expect(sourceKey('lottery')).toBe('wallet.source.other');
  });

  it('puts the newest entry first, the later id first within the same instant', () => {
    const entry = (id: number, at: string) =>
      ({ id, kind: 'credit', source: 'goodwill', reason: 'r', amountPaise: 100, orderId: null, at }) as const;
    const sorted = newestFirst([entry(1, '2026-01-01T10:00:00Z'), entry(3, '2026-01-02T10:00:00Z'), entry(2, '2026-01-02T10:00:00Z')]);
    expect(sorted.map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it('links an entry to its medicine order', () => {
    expect(orderHref(42)).toBe('/account/orders/medicine-healthcare/42');
    expect(orderHref(null)).toBeNull();
  });
});
