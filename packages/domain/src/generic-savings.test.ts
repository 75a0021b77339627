import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  groupMedianPerUnit,
  IMPLAUSIBLE_BELOW_MEDIAN_DIVISOR,
  IMPLAUSIBLE_BELOW_PAISE_PER_UNIT,
  isImplausiblePrice,
  likeForLikeSaving,
  perUnitPaise,
  savingsSummary,
  type PricedPack,
} from './generic-savings.ts';

const pack = (pricePaise: number, unitsPerPack = 10): PricedPack => ({ pricePaise, unitsPerPack });
const packArb = fc.record({ pricePaise: fc.integer({ min: 1, max: 5_000_000 }), unitsPerPack: fc.integer({ min: 1, max: 200 }) });
const groupArb = fc.array(packArb, { minLength: 1, maxLength: 40 });

describe('groupMedianPerUnit', () => {
  it('is the middle per-unit price, and null below three priced packs', () => {
    expect(groupMedianPerUnit([pack(1000), pack(2000)])).toBeNull();
    expect(groupMedianPerUnit([pack(1000), pack(3000, 15), pack(2200)])).toBe(200);
    expect(groupMedianPerUnit([pack(1000), pack(2000), pack(3000), pack(4000)])).toBe(250);
    expect(groupMedianPerUnit([pack(1000), pack(2000), pack(0), { pricePaise: 500, unitsPerPack: 0.5 }])).toBeNull();
  });
});

describe('isImplausiblePrice', () => {
  // Augmentin 625 Duo's group in the 2023 catalogue: median ₹16.05 a tablet, Apcil at ₹6.98 for 10.
  const median = 1605;
  it('flags a per-unit price below a fifth of the median, or below 10 paise a unit', () => {
    expect(isImplausiblePrice(pack(698), median)).toBe(true);
    expect(isImplausiblePrice(pack(3300), median)).toBe(false); // ₹3.30 a tablet: about a fifth, kept
    expect(isImplausiblePrice(pack(90, 10), null)).toBe(true); // 9 paise a unit
    expect(isImplausiblePrice(pack(100, 10), null)).toBe(false);
  });
  it('is monotonic: anything cheaper per unit than an implausible price is implausible too', () => {
    fc.assert(
      fc.property(packArb, packArb, fc.option(fc.double({ min: 1, max: 1e6, noNaN: true }), { nil: null }), (a, b, m) => {
        const [low, high] = perUnitPaise(a)! <= perUnitPaise(b)! ? [a, b] : [b, a];
        if (isImplausiblePrice(high, m)) expect(isImplausiblePrice(low, m)).toBe(true);
      }),
    );
  });
  it('never flags a price at or above the median, nor one at least a fifth of it above the floor', () => {
    fc.assert(
      fc.property(groupArb, packArb, (group, p) => {
        const median = groupMedianPerUnit([...group, p]);
        const unit = perUnitPaise(p)!;
        if (unit >= IMPLAUSIBLE_BELOW_PAISE_PER_UNIT && (median === null || unit * IMPLAUSIBLE_BELOW_MEDIAN_DIVISOR >= median))
          expect(isImplausiblePrice(p, median)).toBe(false);
        if (median !== null && unit >= median && unit >= IMPLAUSIBLE_BELOW_PAISE_PER_UNIT) expect(isImplausiblePrice(p, median)).toBe(false);
      }),
    );
  });
});

describe('likeForLikeSaving', () => {
  it('states per unit: ₹20 for 10 against ₹12 for 15 saves 60%, ₹1.20 a tablet', () => {
    expect(likeForLikeSaving(pack(2000, 10), pack(1200, 15), null)).toEqual({ kind: 'cheaper', paise: 120, percent: 60 });
    expect(likeForLikeSaving(pack(2000, 10), pack(2000, 10), null)).toEqual({ kind: 'notCheaper' });
    expect(likeForLikeSaving(pack(2000, 10), pack(3000, 10), null)).toEqual({ kind: 'notCheaper' });
  });
  it('compares nothing against an implausible price', () => {
    expect(likeForLikeSaving(pack(22_360), pack(698), 1605)).toEqual({ kind: 'implausible' });
  });
  it('never states more than the two per-unit prices give', () => {
    fc.assert(
      fc.property(packArb, packArb, fc.option(fc.double({ min: 1, max: 1e6, noNaN: true }), { nil: null }), (a, b, m) => {
        const v = likeForLikeSaving(a, b, m);
        if (v.kind !== 'cheaper') return;
        const mine = perUnitPaise(a)!;
        const theirs = perUnitPaise(b)!;
        expect(theirs).toBeLessThan(mine);
        expect(v.percent).toBeGreaterThanOrEqual(1);
        expect(v.percent).toBeLessThanOrEqual(((mine - theirs) / mine) * 100 + 1e-6);
        expect(Math.abs(v.paise - (mine - theirs))).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('savingsSummary over a group', () => {
  /** The summary the medicine page states for `original` among `alternatives`. */
  const summaryOf = (original: PricedPack, alternatives: PricedPack[]) => {
    const median = groupMedianPerUnit([original, ...alternatives]);
    const verdicts = alternatives.map((a) => likeForLikeSaving(original, a, median));
    return { median, verdicts, ...savingsSummary(verdicts) };
  };

  it('counts exactly the alternatives it states a saving for, and states a headline only when it counts one', () => {
    fc.assert(
      fc.property(packArb, groupArb, (original, alternatives) => {
        const s = summaryOf(original, alternatives);
        const cheaper = s.verdicts.filter((v) => v.kind === 'cheaper');
        expect(s.cheaperCount).toBe(cheaper.length);
        expect(s.maxSavingPercent).toBe(Math.max(0, ...cheaper.map((v) => (v.kind === 'cheaper' ? v.percent : 0))));
        expect(s.maxSavingPercent > 0).toBe(s.cheaperCount > 0);
      }),
    );
  });

  it('never lets an implausible price drive the headline', () => {
    fc.assert(
      fc.property(packArb, groupArb, (original, alternatives) => {
        const s = summaryOf(original, alternatives);
        const plausible = alternatives.filter((a) => !isImplausiblePrice(a, s.median));
        const best = Math.min(...plausible.map((a) => perUnitPaise(a)!));
        const mine = perUnitPaise(original)!;
        // No better than the cheapest plausible alternative gives.
        if (s.cheaperCount > 0) expect(s.maxSavingPercent).toBeLessThanOrEqual(((mine - best) / mine) * 100 + 1e-6);
        s.verdicts.forEach((v, i) => {
          if (isImplausiblePrice(alternatives[i]!, s.median)) expect(v.kind).toBe('implausible');
        });
      }),
    );
  });

  it('the Augmentin case: a ₹6.98 strip among ₹16 tablets is not a 96% saving', () => {
    const augmentin = pack(20_124, 10); // ₹20.12 a tablet
    const group = [pack(698), pack(15_000), pack(16_050), pack(17_000), pack(12_000)];
    const s = summaryOf(augmentin, group);
    expect(s.verdicts[0]).toEqual({ kind: 'implausible' });
    expect(s).toMatchObject({ cheaperCount: 4, maxSavingPercent: 40 });
  });
});
