import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OTC_DISCOUNTS, RX_DISCOUNTS, discountPercentOf, discountStepFor, salePriceFor } from './discount-rule.ts';

describe('discount tables', () => {
  it('weights add up to 100 and stay within 0–25%', () => {
    for (const table of [RX_DISCOUNTS, OTC_DISCOUNTS]) {
      expect(table.reduce((s, [, w]) => s + w, 0)).toBe(100);
      for (const [pct] of table) expect(pct >= 0 && pct <= 25).toBe(true);
    }
  });

  it('follows the table over many ids (within 1.5 points)', () => {
    for (const [isRx, table] of [
      [true, RX_DISCOUNTS],
      [false, OTC_DISCOUNTS],
    ] as const) {
      const counts = new Map<number, number>();
      const n = 50_000;
      for (let id = 1; id <= n; id++) {
        const pct = discountStepFor(id, isRx);
        counts.set(pct, (counts.get(pct) ?? 0) + 1);
      }
      for (const [pct, weight] of table) {
        expect(Math.abs(((counts.get(pct) ?? 0) / n) * 100 - weight)).toBeLessThan(1.5);
      }
    }
  });
});

describe('salePriceFor', () => {
  it('does not discount MRP under ₹20', () => {
    expect(salePriceFor({ id: 1, mrpPaise: 1999, isRx: true })).toEqual({ salePaise: 1999, discountPercent: 0 });
    expect(salePriceFor({ id: 2, mrpPaise: 80, isRx: false })).toEqual({ salePaise: 80, discountPercent: 0 });
  });

  it('applies the step picked for the id to Augmentin 625 Duo (MRP ₹204.85)', () => {
    const id = 4242;
    const step = discountStepFor(id, true);
    const r = salePriceFor({ id, mrpPaise: 20485, isRx: true });
    expect(r.salePaise).toBe(Math.floor((20485 * (100 - step)) / 100));
    expect(Math.abs(r.discountPercent - step)).toBeLessThan(0.01);
  });

  it('derives discountPercent from the final prices', () => {
    expect(discountPercentOf(20485, 17412)).toBe(15);
    expect(discountPercentOf(999, 899)).toBe(10.01);
    expect(discountPercentOf(1000, 1000)).toBe(0);
  });

  const product = fc.record({
    id: fc.integer({ min: 1, max: 10_000_000 }),
    mrpPaise: fc.integer({ min: 1, max: 53_500_000 }),
    isRx: fc.boolean(),
  });

  it('keeps 0 < sale ≤ MRP in whole paise', () => {
    fc.assert(
      fc.property(product, (p) => {
        const { salePaise } = salePriceFor(p);
        return Number.isInteger(salePaise) && salePaise > 0 && salePaise <= p.mrpPaise;
      }),
    );
  });

  it('is deterministic and the percent matches the prices', () => {
    fc.assert(
      fc.property(product, (p) => {
        const a = salePriceFor(p);
        const b = salePriceFor({ ...p });
        const exact = ((p.mrpPaise - a.salePaise) / p.mrpPaise) * 100;
        return (
          a.salePaise === b.salePaise &&
          a.discountPercent === b.discountPercent &&
          Math.abs(a.discountPercent - exact) <= 0.005 + 1e-9 &&
          /^\d+(\.\d{1,2})?$/.test(String(a.discountPercent)) &&
          a.discountPercent >= 0 &&
          a.discountPercent <= 25.01
        );
      }),
    );
  });
});
