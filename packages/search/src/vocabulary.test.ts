import { describe, expect, it } from 'vitest';
import { Vocabulary, VocabularyBuilder } from './vocabulary.ts';

function vocab(words: string[]): Vocabulary {
  const b = new VocabularyBuilder();
  for (const w of words) b.add(w);
  return b.finish().vocabulary;
}

describe('Vocabulary', () => {
  const v = vocab(['dolo', 'dolonex', 'do', 'augmentin', 'dolo', 'domstal', 'pan', 'pantocid', '650', '6']);

  it('sorts and de-duplicates terms', () => {
    expect(v.terms).toEqual(['6', '650', 'augmentin', 'do', 'dolo', 'dolonex', 'domstal', 'pan', 'pantocid']);
  });

  it('finds exact terms', () => {
    expect(v.terms[v.find('dolo')]).toBe('dolo');
    expect(v.find('dol')).toBe(-1);
    expect(v.find('zzz')).toBe(-1);
  });

  it('gives the id range of the terms with a prefix', () => {
    const range = (p: string): string[] => {
      const [lo, hi] = v.prefixRange(p);
      return v.terms.slice(lo, hi);
    };
    expect(range('dol')).toEqual(['dolo', 'dolonex']);
    expect(range('do')).toEqual(['do', 'dolo', 'dolonex', 'domstal']);
    expect(range('6')).toEqual(['6', '650']);
    expect(range('x')).toEqual([]);
  });

  it('finds the end of a run of terms sharing a prefix', () => {
    const start = v.find('dolo');
    expect(v.terms[v.subtreeEnd(start, 3)]).toBe('domstal');
    expect(v.terms[v.subtreeEnd(start, 2)]).toBe('pan');
  });

  it('maps provisional ids to sorted ids', () => {
    const b = new VocabularyBuilder();
    const ids = ['pan', 'dolo', 'augmentin'].map((w) => b.add(w));
    const { vocabulary, remap } = b.finish();
    expect(ids.map((id) => vocabulary.terms[remap[id] as number])).toEqual(['pan', 'dolo', 'augmentin']);
  });
});
