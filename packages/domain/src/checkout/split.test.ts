import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitByLargestRemainder } from './split.ts';

describe('splitByLargestRemainder', () => {
  it('gives the left-over paise to the largest remainders, ties to the earlier weight', () => {
    expect(splitByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByLargestRemainder(10, [50, 30, 20])).toEqual([5, 3, 2]);
    expect(splitByLargestRemainder(7, [2, 3, 5])).toEqual([1, 2, 4]);
    expect(splitByLargestRemainder(5, [0, 0])).toEqual([0, 0]);
    expect(splitByLargestRemainder(0, [10, 20])).toEqual([0, 0]);
  });

  it('adds up exactly, stays within each weight and tracks the proportions within a paisa', () => {
    const weights = fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(weights, fc.double({ min: 0, max: 1, noNaN: true }), (w, fraction) => {
        const total = w.reduce((s, x) => s + x, 0);
        const amount = Math.floor(total * fraction);
        const shares = splitByLargestRemainder(amount, w);
        if (total === 0) return shares.every((s) => s === 0);
        const sum = shares.reduce((s, x) => s + x, 0);
        return (
          sum === amount &&
          shares.every((s, i) => Number.isInteger(s) && s >= 0 && s <= w[i]! && Math.abs(s - (amount * w[i]!) / total) < 1)
        );
      }),
    );
  });

  it('is exact for amounts beyond double precision products', () => {
    const big = 9_000_000_000_000;
    expect(splitByLargestRemainder(big - 1, [big / 3, big / 3, big / 3])).toEqual([
      2_999_999_999_999 + 1,
      2_999_999_999_999 + 1,
      2_999_999_999_999,
    ]);
  });
});
