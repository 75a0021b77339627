import { beforeAll, describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.ts';
import { testCorpus } from './test-corpus.ts';
import type { SearchCorpus, SearchResult } from './types.ts';

let corpus: SearchCorpus;
let index: SearchIndex;

beforeAll(() => {
  corpus = testCorpus();
  index = SearchIndex.build(corpus);
});

const productsById = (): Map<number, SearchCorpus['products'][number]> => new Map(corpus.products.map((p) => [p.id, p]));
const names = (r: SearchResult): string[] => r.products.map((h) => productsById().get(h.id)?.name ?? '?');
const product = (r: SearchResult, i: number): SearchCorpus['products'][number] | undefined => productsById().get(r.products[i]?.id ?? -1);
const entityName = (list: { id: number; name: string }[], id: number | undefined): string | undefined =>
  list.find((e) => e.id === id)?.name;

describe('SearchIndex.search: matching', () => {
  it('returns nothing for blank, whitespace or punctuation-only queries', () => {
    for (const q of ['', '   ', '\t\n', '--', '()']) {
      const r = index.search(q);
      expect(r.products).toEqual([]);
      expect(r.molecules).toEqual([]);
      expect(r.brands).toEqual([]);
      expect(r.categories).toEqual([]);
      expect(r.corrected).toBe(false);
      expect(index.count(q)).toBe(0);
    }
  });

  it('matches from the first character, names starting with it first', () => {
    const r = index.search('d');
    expect(r.products.length).toBeGreaterThan(0);
    expect(names(r)[0]).toBe('Dolo 650 Tablet');
    expect(
      names(r)
        .slice(0, 4)
        .every((n) => n.toLowerCase().startsWith('d')),
    ).toBe(true);
    expect(r.products[0]?.matchCases).toEqual(['prefix']);
  });

  it('completes the word being typed', () => {
    expect(names(index.search('dol'))[0]).toBe('Dolo 650 Tablet');
    expect(names(index.search('dolo 6'))[0]).toBe('Dolo 650 Tablet');
    expect(names(index.search('augm'))[0]).toBe('Augmentin 625 Duo Tablet');
  });

  it('matches a finished word (trailing space) as a whole word only', () => {
    expect(names(index.search('dolo '))).not.toContain('Dolonex DT 20mg Tablet');
    expect(names(index.search('dolo'))).toContain('Dolonex DT 20mg Tablet');
  });

  it('corrects typos and says so', () => {
    const r = index.search('paracetmol');
    expect(r.corrected).toBe(true);
    expect(r.query).toBe('paracetamol');
    expect(r.products.length).toBeGreaterThan(3);
    for (let i = 0; i < r.products.length; i++) expect(product(r, i)?.composition).toMatch(/Paracetamol/);
    expect(r.products[0]?.matchCases).toContain('fuzzy');
    expect(entityName(corpus.molecules, r.molecules[0]?.id)).toBe('Paracetamol');

    const a = index.search('augmentn 625');
    expect(a.corrected).toBe(true);
    expect(a.query).toBe('augmentin 625');
    expect(names(a)[0]).toBe('Augmentin 625 Duo Tablet');
    expect(names(index.search('azithromicin'))).toContain('Azithral 500 Tablet');
  });

  it('does not mark exact results as corrected', () => {
    const r = index.search('augmentin 625');
    expect(r.corrected).toBe(false);
    expect(r.query).toBe('augmentin 625');
  });

  it('splits glued words', () => {
    expect(names(index.search('dolo650'))[0]).toBe('Dolo 650 Tablet');
    expect(names(index.search('pan40'))[0]).toBe('PAN 40 Tablet');
    expect(names(index.search('montairlc'))[0]).toBe('Montair-LC Tablet');
  });

  it('handles long queries of glued words without overflowing the token limit', () => {
    const q = 'montairlc montairlc montairlc montairlc montairlc montairlc montairlc montairlc';
    const r = index.search(q);
    expect(names(r).every((n) => n === 'Montair-LC Tablet')).toBe(true);
    expect(index.search('dolo 650 tablet micro labs paracetamol 650 mg extra words').products.length).toBeLessThanOrEqual(10);
  });

  it('normalises case, accents and punctuation', () => {
    const expected = names(index.search('dolo 650'));
    expect(names(index.search('DOLO-650'))).toEqual(expected);
    expect(names(index.search('Dólo 650!'))).toEqual(expected);
  });

  it('matches compositions and says so', () => {
    const r = index.search('amoxycillin clavulanic');
    expect(r.products.length).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < r.products.length; i++) expect(product(r, i)?.composition).toMatch(/Amoxycillin.*Clavulanic/);
    const augmentin = r.products.find((h) => productsById().get(h.id)?.name === 'Augmentin 625 Duo Tablet');
    expect(augmentin?.matchCases).toContain('composition');
    expect(augmentin?.matchText).toBe('Amoxycillin  (500mg) +  Clavulanic Acid (125mg)');
  });

  it('matches manufacturers', () => {
    const r = index.search('sun pharma');
    expect(names(r)[0]).toBe('Sun Pharma Gentamicin 80mg Injection');
    expect(r.products.length).toBeGreaterThan(3);
    for (let i = 0; i < r.products.length; i++) expect(product(r, i)?.manufacturer).toMatch(/^Sun Pharma/);
  });
});

describe('SearchIndex.search: ranking', () => {
  it('puts the exact brand and strength first', () => {
    expect(names(index.search('dolo 650'))[0]).toBe('Dolo 650 Tablet');
    expect(names(index.search('augmentin 625')).slice(0, 3)).toContain('Augmentin 625 Duo Tablet');
    expect(names(index.search('telma 40'))[0]).toBe('Telma 40 Tablet');
  });

  it('ranks a name match above a composition-only match', () => {
    const r = names(index.search('paracetamol'));
    const firstByComposition = r.indexOf('Dolo 650 Tablet');
    expect(r.indexOf('Paracetamol 120mg Oral Suspension')).toBeLessThan(firstByComposition);
    expect(r.indexOf('Genericart Paracetamol 650mg Tablet')).toBeLessThan(firstByComposition);
  });

  it('ranks every word in the name above every word in the composition only', () => {
    // Reversed words: no phrase, but both in the name; Dolo 650 has them only in its composition.
    const r = names(index.search('650 paracetamol'));
    expect(r.indexOf('Genericart Paracetamol 650mg Tablet')).toBeLessThan(r.indexOf('Dolo 650 Tablet'));
    expect(r.indexOf('Dolo 650 Tablet')).toBeGreaterThan(-1);
  });

  it('ranks available products before unavailable ones, then by popularity', () => {
    // Calpol 650 is more popular but unavailable; the unavailable Dolo 650 duplicate comes last.
    expect(names(index.search('calpol'))).toEqual(['Calpol 500mg Tablet', 'Calpol 650mg Tablet']);
    const dolo = index.search('dolo 650');
    expect(dolo.products.map((h) => productsById().get(h.id)?.available)).toEqual([true, false]);
    expect(names(index.search('crocin'))).toEqual(['Crocin Advance 500mg Tablet', 'Crocin Pain Relief Tablet']);
  });

  it('puts the strength in the right place first for composition queries', () => {
    const r = index.search('paracetamol 650');
    const top = r.products.slice(0, 4).map((h) => productsById().get(h.id)?.composition);
    expect(top.every((c) => /Paracetamol \(650mg\)/.test(c ?? ''))).toBe(true);
  });
});

describe('SearchIndex.search: molecules, brands and categories', () => {
  it('lists the molecule first when the query names an ingredient', () => {
    const r = index.search('paracetamol');
    expect(entityName(corpus.molecules, r.molecules[0]?.id)).toBe('Paracetamol');
    expect(entityName(corpus.molecules, index.search('paracetamol 650').molecules[0]?.id)).toBe('Paracetamol');
    const pair = index.search('amoxycillin clavulanic').molecules.map((h) => entityName(corpus.molecules, h.id));
    expect(pair.slice(0, 2)).toEqual(['Amoxycillin', 'Clavulanic Acid']);
  });

  it('lists brands and categories', () => {
    expect(entityName(corpus.brands, index.search('dolo 650').brands[0]?.id)).toBe('Dolo');
    expect(entityName(corpus.brands, index.search('augm').brands[0]?.id)).toBe('Augmentin');
    expect(entityName(corpus.categories, index.search('syrup').categories[0]?.id)).toBe('Syrups');
    expect(index.search('dolo').molecules).toEqual([]);
  });
});

describe('SearchIndex paging and count', () => {
  it('pages with offset and limit over one consistent order', () => {
    const all = index.search('tablet', { limit: 30 }).products.map((h) => h.id);
    expect(all).toHaveLength(30);
    const page1 = index.search('tablet', { limit: 10 }).products.map((h) => h.id);
    const page2 = index.search('tablet', { limit: 10, offset: 10 }).products.map((h) => h.id);
    const page3 = index.search('tablet', { limit: 10, offset: 20 }).products.map((h) => h.id);
    expect([...page1, ...page2, ...page3]).toEqual(all);
    expect(index.search('tablet', { limit: 10, offset: 1000 }).products).toEqual([]);
    expect(index.search('dolo').products.length).toBeLessThanOrEqual(10);
  });

  it('counts every matching product', () => {
    const withTablet = corpus.products.filter((p) => /\btablet\b/i.test(p.name)).length;
    expect(index.count('tablet')).toBe(withTablet);
    expect(index.count('tablet')).toBe(index.search('tablet', { limit: 1000 }).products.length);
    expect(index.count('dolo 650')).toBe(2);
    expect(index.count('paracetmol')).toBe(index.search('paracetmol', { limit: 1000 }).products.length);
    expect(index.count('zzzzqqq')).toBe(0);
  });

  it('clamps odd options', () => {
    expect(index.search('tablet', { limit: -5 }).products).toEqual([]);
    expect(index.search('tablet', { limit: Number.NaN }).products).toEqual([]);
    expect(index.search('tablet', { offset: -3 }).products).toHaveLength(10);
  });
});
