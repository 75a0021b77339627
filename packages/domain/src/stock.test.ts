import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIER } from '@dawa/contracts';
import { isOutOfStockForDisplay, seedStock, showTierText, tierColour, tierFromStock, tierLabel } from './stock.ts';

describe('seedStock', () => {
  it('is deterministic and consistent with tierFromStock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (id) => {
        const a = seedStock(id);
        const b = seedStock(id);
        if (a.stock !== b.stock || a.tier !== b.tier) return false;
        if (a.tier === TIER.inStock) return a.stock >= 11 && a.stock <= 200 && tierFromStock(a.stock, false) === a.tier;
        if (a.tier === TIER.shortSupply) return a.stock >= 1 && a.stock <= 10 && tierFromStock(a.stock, false) === a.tier;
        if (a.tier === TIER.outOfStock) return a.stock === 0 && tierFromStock(0, false) === a.tier;
        return a.tier === TIER.notForSale && a.stock === 0 && tierFromStock(0, true) === a.tier;
      }),
    );
  });

  it('splits about 85 / 7 / 6 / 2 over 50,000 ids', () => {
    const n = 50_000;
    const counts = new Map<number, number>();
    for (let id = 1; id <= n; id++) {
      const { tier } = seedStock(id);
      counts.set(tier, (counts.get(tier) ?? 0) + 1);
    }
    const share = (t: number) => ((counts.get(t) ?? 0) / n) * 100;
    expect(share(TIER.inStock)).toBeCloseTo(85, 0);
    expect(Math.abs(share(TIER.shortSupply) - 7)).toBeLessThan(0.7);
    expect(Math.abs(share(TIER.outOfStock) - 6)).toBeLessThan(0.7);
    expect(Math.abs(share(TIER.notForSale) - 2)).toBeLessThan(0.5);
  });
});

describe('tierFromStock', () => {
  it('maps units left to a tier', () => {
    expect(tierFromStock(0, false)).toBe(TIER.outOfStock);
    expect(tierFromStock(-3, false)).toBe(TIER.outOfStock);
    expect(tierFromStock(1, false)).toBe(TIER.shortSupply);
    expect(tierFromStock(10, false)).toBe(TIER.shortSupply);
    expect(tierFromStock(11, false)).toBe(TIER.inStock);
    expect(tierFromStock(500, true)).toBe(TIER.notForSale);
  });

  it('never gets better as stock falls', () => {
    const rank = (t: number) => (t === TIER.inStock ? 2 : t === TIER.shortSupply ? 1 : 0);
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (s, d) => {
        return rank(tierFromStock(s, false)) >= rank(tierFromStock(s - d, false));
      }),
    );
  });
});

describe('tierColour and tierLabel', () => {
  it('follow the spec', () => {
    expect(tierColour(TIER.notForSale)).toBe('red');
    expect(tierColour(TIER.outOfStock)).toBe('red');
    expect(tierColour(TIER.notSure)).toBe('red');
    expect(tierColour(TIER.shortSupply)).toBe('yellow');
    expect(tierColour(TIER.inStock)).toBe('green');
    expect(tierColour(TIER.unknown)).toBeNull();
    expect(tierColour(9)).toBeNull();
    expect(tierLabel(TIER.notForSale)).toBe('Not for Sale');
    expect(tierLabel(TIER.outOfStock)).toBe('Out Of Stock');
    expect(tierLabel(TIER.shortSupply)).toBe('Short Supply');
    expect(tierLabel(TIER.inStock)).toBe('In Stock');
    expect(tierLabel(TIER.unknown)).toBe('');
    expect(tierLabel(42)).toBe('');
  });
});

describe('showTierText / isOutOfStockForDisplay', () => {
  const none = { isAvailable: false, hasVariants: false, hasAlternatives: false, hasSimilar: false };

  it('shows Out Of Stock and Not for Sale only when nothing else can be offered', () => {
    expect(showTierText({ tier: TIER.outOfStock, ...none })).toBe(true);
    expect(showTierText({ tier: TIER.notForSale, ...none })).toBe(true);
    expect(showTierText({ tier: TIER.notSure, ...none })).toBe(false);
    expect(showTierText({ tier: TIER.outOfStock, ...none, hasAlternatives: true })).toBe(false);
    expect(showTierText({ tier: TIER.outOfStock, ...none, isAvailable: true })).toBe(false);
    expect(isOutOfStockForDisplay({ tier: TIER.inStock, ...none })).toBe(true);
    expect(isOutOfStockForDisplay({ tier: TIER.outOfStock, ...none, hasSimilar: true })).toBe(false);
  });

  it('tier text implies out of stock for display, for every combination', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (tier, isAvailable, hasVariants, hasAlternatives, hasSimilar) => {
          const p = { tier, isAvailable, hasVariants, hasAlternatives, hasSimilar };
          const oos = !isAvailable && !hasVariants && !hasAlternatives && !hasSimilar;
          return (
            isOutOfStockForDisplay(p) === oos &&
            showTierText(p) === (oos && (tier === TIER.notForSale || tier === TIER.outOfStock)) &&
            (!showTierText(p) || tierColour(tier) === 'red')
          );
        },
      ),
    );
  });
});
