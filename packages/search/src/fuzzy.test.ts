import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, firstLetterAlternatives, fuzzyTerms } from './fuzzy.ts';
import { Vocabulary, VocabularyBuilder } from './vocabulary.ts';

function vocab(words: string[]): Vocabulary {
  const b = new VocabularyBuilder();
  for (const w of words) b.add(w);
  return b.finish().vocabulary;
}

/** term → cost, from a fuzzy lookup. */
function lookup(v: Vocabulary, q: string, max: number, prefix: boolean, letters?: string[]): Map<string, number> {
  const out = new Map<string, number>();
  fuzzyTerms(
    v,
    q,
    max,
    prefix,
    (lo, hi, cost) => {
      for (let i = lo; i < hi; i++) out.set(v.terms[i] as string, cost);
    },
    letters,
  );
  return out;
}

const WORDS = [
  'paracetamol',
  'pantoprazole',
  'augmentin',
  'azithromycin',
  'amoxycillin',
  'amoxicillin',
  'dolo',
  'dolonex',
  'dolutegravir',
  'domperidone',
  'pan',
  'pantocid',
  'telmisartan',
  'telma',
  'combiflam',
  'cetirizine',
  'crocin',
];

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions', () => {
    expect(editDistance('paracetmol', 'paracetamol')).toBe(1);
    expect(editDistance('augmentn', 'augmentin')).toBe(1);
    expect(editDistance('azithromicin', 'azithromycin')).toBe(1);
    expect(editDistance('ondansteron', 'ondansetron')).toBe(1);
    expect(editDistance('amoxicilin', 'amoxycillin')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('fuzzyTerms', () => {
  const v = vocab(WORDS);

  it('finds whole terms within the allowed distance', () => {
    const hits = lookup(v, 'augmentn', 2, false);
    expect(hits.get('augmentin')).toBe(1);
    expect(hits.has('amoxycillin')).toBe(false);
  });

  it('finds terms one of whose prefixes is close, in prefix mode', () => {
    const hits = lookup(v, 'paracetm', 1, true);
    expect(hits.get('paracetamol')).toBe(1);
    expect(lookup(v, 'dolo', 1, true).get('dolutegravir')).toBe(1);
    expect(lookup(v, 'dolo', 1, true).get('dolonex')).toBe(0);
  });

  it('walks only the first two letters unless told otherwise', () => {
    expect(lookup(v, 'oaracetamol', 2, false).has('paracetamol')).toBe(false);
    expect(firstLetterAlternatives('oaracetamol')).toContain('p');
    expect(lookup(v, 'oaracetamol', 2, false, firstLetterAlternatives('oaracetamol')).get('paracetamol')).toBe(1);
    expect(lookup(v, 'aprcetamol', 2, false).get('paracetamol')).toBe(2);
  });

  it('agrees with the reference distance for terms under the walked first letters', () => {
    const word = fc.stringMatching(/^[a-e]{1,9}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 40 }), word, fc.integer({ min: 0, max: 2 }), (words, q, max) => {
        const v2 = vocab(words);
        const letters = ['a', 'b', 'c', 'd', 'e'];
        const got = lookup(v2, q, max, false, letters);
        const want = new Map(words.map((w) => [w, editDistance(q, w)] as const).filter(([, d]) => d <= max));
        expect(got).toEqual(want);
        const gotPrefix = lookup(v2, q, max, true, letters);
        const best = (w: string): number => Math.min(...Array.from({ length: w.length }, (_, i) => editDistance(q, w.slice(0, i + 1))));
        const wantPrefix = new Map(words.map((w) => [w, best(w)] as const).filter(([, d]) => d <= max));
        expect(gotPrefix).toEqual(wantPrefix);
      }),
      { numRuns: 300 },
    );
  });
});
