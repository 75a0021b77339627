import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hashId, stableFraction, stableHash } from './hash.ts';

describe('stableHash', () => {
  it('gives fixed values (changing them would reshuffle all seed data)', () => {
    expect(stableHash('')).toBe(2872998923);
    expect(stableHash('a')).toBe(444641715);
    expect(stableHash('stock:1')).toBe(1241123202);
    expect(stableHash('discount:1')).toBe(3169491867);
    expect(stableHash('stock:1')).not.toBe(stableHash('stock:2'));
    expect(hashId('stock', 1)).toBe(stableHash('stock:1'));
    expect(hashId('stock', 1)).not.toBe(hashId('discount', 1));
  });

  it('is an unsigned 32-bit integer for any key', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const h = stableHash(s);
        return Number.isInteger(h) && h >= 0 && h <= 0xffffffff && h === stableHash(s);
      }),
    );
  });

  it('spreads sequential ids evenly over 10 buckets', () => {
    const buckets = new Array<number>(10).fill(0);
    for (let id = 1; id <= 20000; id++) {
      const b = Math.floor(stableFraction(`x:${id}`) * 10);
      buckets[b] = (buckets[b] ?? 0) + 1;
    }
    for (const n of buckets) {
      expect(n).toBeGreaterThan(1800);
      expect(n).toBeLessThan(2200);
    }
  });

  it('stableFraction stays in [0, 1)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const f = stableFraction(s);
        return f >= 0 && f < 1;
      }),
    );
  });
});
