import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packLists } from './csr.ts';
import { ListMerge } from './list-merge.ts';
import { TopK } from './top-k.ts';

describe('TopK', () => {
  it('keeps the k largest keys, best first', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { maxLength: 200 }), fc.nat(20), (keys, k) => {
        const top = new TopK(k);
        keys.forEach((key, doc) => top.push(key, doc));
        const want = keys
          .map((key, doc) => ({ key, doc }))
          .sort((a, b) => b.key - a.key)
          .slice(0, k);
        expect(top.sorted()).toEqual(want);
        expect(top.full).toBe(keys.length >= k);
      }),
    );
  });
});

describe('ListMerge', () => {
  it('yields the union of sorted lists in ascending order', () => {
    const lists = fc.array(
      fc.uniqueArray(fc.nat(500), { maxLength: 30 }).map((l) => l.sort((a, b) => a - b)),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(lists, fc.nat(12), fc.nat(12), (ls, a, b) => {
        const lo = Math.min(a, b, ls.length);
        const hi = Math.min(Math.max(a, b), ls.length);
        const merge = new ListMerge(packLists(ls), [{ lo, hi, value: 1 }]);
        const got: number[] = [];
        for (let d = merge.pop(); d >= 0; d = merge.pop()) got.push(d);
        expect(got).toEqual(
          ls
            .slice(lo, hi)
            .flat()
            .sort((x, y) => x - y),
        );
      }),
    );
  });
});
