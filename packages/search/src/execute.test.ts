import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltIndexes, buildIndexes } from './build.ts';
import { evaluateAll } from './evaluate.ts';
import { countMatches, topMatches } from './execute.ts';
import type { FieldIndex } from './field-index.ts';
import { Planner, type QueryPlan } from './query-plan.ts';
import { testCorpus } from './test-corpus.ts';
import type { SearchDoc } from './types.ts';

let ix: BuiltIndexes;
let planner: Planner;

beforeAll(() => {
  ix = buildIndexes(testCorpus());
  planner = new Planner(ix.vocabulary, ix.products);
});

/** Reference ranking: every doc scored, typo-free reading first, sorted. */
function bruteForce(table: FieldIndex, plan: QueryPlan, k: number): { key: number; doc: number }[] {
  const strict = { ...plan, table: plan.strictTable };
  const all: { key: number; doc: number }[] = [];
  for (let d = 0; d < table.size; d++) {
    const s = evaluateAll(table, strict, d);
    const key = s >= 0 ? s : evaluateAll(table, plan, d);
    if (key >= 0) all.push({ key, doc: d });
  }
  return all.sort((a, b) => b.key - a.key).slice(0, k);
}

const WORDS = [
  'd',
  'do',
  'dol',
  'dolo',
  '650',
  '6',
  'pan',
  '40',
  'augm',
  'augmentin',
  '625',
  'duo',
  'paracetmol',
  'paracetamol',
  'tablet',
  't',
  'sun',
  'pharma',
  'amoxycillin',
  'clavulanic',
  'calpol',
  '500',
  'cipla',
  'azithromicin',
  'crocin',
  'xyz',
  'levocetirizine',
  'montelukast',
  'lc',
  'ab',
  'glaxo',
  'acid',
  'mg',
];

describe('topMatches', () => {
  it('returns exactly the best k of a full evaluation, for every table', () => {
    const query = fc.record({
      tokens: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
      lastIsPrefix: fc.boolean(),
      relaxed: fc.boolean(),
      k: fc.constantFrom(1, 3, 10, 100),
    });
    fc.assert(
      fc.property(query, ({ tokens, lastIsPrefix, relaxed, k }) => {
        const plan = planner.plan({ tokens, lastIsPrefix }, relaxed);
        try {
          for (const table of [ix.products, ix.molecules, ix.brands]) {
            expect(topMatches(table, plan, k).sorted()).toEqual(bruteForce(table, plan, k));
          }
          let matching = 0;
          for (let d = 0; d < ix.products.size; d++) if (evaluateAll(ix.products, plan, d) >= 0) matching++;
          expect(countMatches(ix.products, plan, 10_000)).toBe(matching);
          expect(countMatches(ix.products, plan, 2)).toBe(Math.min(2, matching));
        } finally {
          plan.release();
        }
      }),
      { numRuns: 400 },
    );
  });

  it('still finds a doc whose other word matches only with a typo, after the typo-free pass saw it', () => {
    // 'alpha' is the rarer word, so the typo-free pass reaches 'Alpha Tablat' through it and fails it
    // there ('tablat' is not 'tablet'); the typo pass must still score it.
    const doc = (id: number, name: string): SearchDoc => ({
      id,
      name,
      manufacturer: 'Acme Ltd',
      composition: 'Xylitol (10mg)',
      brand: name.split(' ')[0] ?? '',
      available: true,
      popularity: 100 - id,
    });
    const tiny = buildIndexes({
      products: [doc(1, 'Alpha Tablat'), doc(2, 'Alpha Tablet'), ...[3, 4, 5, 6].map((i) => doc(i, `Beta${i} Tablet`))],
      molecules: [],
      brands: [],
      categories: [],
    });
    const tinyPlanner = new Planner(tiny.vocabulary, tiny.products);
    const plan = tinyPlanner.plan({ tokens: ['alpha', 'tablet'], lastIsPrefix: false }, true);
    const found = topMatches(tiny.products, plan, 10)
      .sorted()
      .map((h) => tiny.products.names[h.doc]);
    plan.release();
    expect(found).toEqual(['Alpha Tablet', 'Alpha Tablat']);
  });

  it('leaves the shared table clean after release', () => {
    const plan = planner.plan({ tokens: ['paracetmol', 'd'], lastIsPrefix: true }, true);
    plan.release();
    expect(plan.table.every((v) => v === 0)).toBe(true);
    expect(plan.strictTable.every((v) => v === 0)).toBe(true);
  });
});
