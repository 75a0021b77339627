import { beforeAll, describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.ts';
import { parseSynonyms } from './synonyms.ts';
import type { SearchCorpus, SearchDoc, SearchResult } from './types.ts';

/**
 * A catalogue where the right medicine is popular and the wrong one, equally close by edits, is
 * rare: best sellers first, then sixty filler products, then the rare look-alikes (ranked past the
 * share of the catalogue a correction may reach).
 */
const POPULAR: [string, string][] = [
  ['Dolo 650 Tablet', 'Paracetamol (650mg)'],
  ['Crocin Advance 500mg Tablet', 'Paracetamol (500mg)'],
  ['Combiflam Tablet', 'Ibuprofen (400mg) + Paracetamol (325mg)'],
  ['Augmentin 625 Duo Tablet', 'Amoxycillin (500mg) + Clavulanic Acid (125mg)'],
  ['Shelcal 500 Tablet', 'Calcium Carbonate (1250mg) + Vitamin D3 (250IU)'],
  ['Thyronorm 50mcg Tablet', 'Thyroxine (50mcg)'],
  ['Avil 25 Tablet', 'Pheniramine (25mg)'],
];
/** Sixty made-up demo names ('Bafil', 'Bbfil', …), all matching nothing the tests type. */
const FILLERS = Array.from(
  { length: 60 },
  (_, i) => `B${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
);
const RARE: [string, string][] = [
  ['Dol-SP Tablet', 'Aceclofenac (100mg) + Serratiopeptidase (15mg)'],
  ['Dolutegravir 50mg Tablet', 'Dolutegravir (50mg)'],
  ['Rocin 500mg Tablet', 'Rifampicin (500mg)'],
  ['Omniflam 100mg Tablet', 'Aceclofenac (100mg)'],
  ['Tyledol 650mg Tablet', 'Paracetamol (650mg)'],
  ['Cymbal Tablet', 'Mecobalamin (1500mcg)'],
  ['TA Gel', 'Clotrimazole (1%)'],
];

function corpus(): SearchCorpus {
  const rows: [string, string][] = [...POPULAR, ...FILLERS.map((f): [string, string] => [`${f}fil Tablet`, 'Zinc (20mg)']), ...RARE];
  const products: SearchDoc[] = rows.map(([name, composition], i) => ({
    id: i + 1,
    name,
    manufacturer: 'Demo Labs',
    composition,
    brand: name.split(/[\s-]+/u)[0] ?? '',
    available: true,
    popularity: 1000 - i,
  }));
  return { products, molecules: [], brands: [], categories: [] };
}

let docs: SearchDoc[];
let index: SearchIndex;
const SYNONYMS = 'paracetamol,acetaminophen # USAN\nlevothyroxine,thyroxine\n';

beforeAll(() => {
  const c = corpus();
  docs = c.products;
  index = SearchIndex.build(c, { synonyms: parseSynonyms(SYNONYMS) });
});

const names = (r: SearchResult): string[] => r.products.map((h) => docs.find((d) => d.id === h.id)?.name ?? '?');

describe('corrections weigh popularity with the distance', () => {
  it('reads a wrong but sound-alike first letter as the popular medicine, and says so', () => {
    const r = index.search('krocin');
    expect(names(r)[0]).toBe('Crocin Advance 500mg Tablet');
    expect(names(r)).not.toContain('Rocin 500mg Tablet');
    expect(r).toMatchObject({ corrected: true, query: 'crocin' });
    expect(names(index.search('kombiflam'))).toEqual(['Combiflam Tablet']);
  });

  it('offers nothing for a brand the store does not sell rather than a rare look-alike', () => {
    for (const q of ['tylenol', 'omniflem x', 'advil']) {
      const r = index.search(q);
      expect(names(r), q).toEqual([]);
    }
  });

  it('corrects a short word only by letters left out, never to a different letter', () => {
    expect(names(index.search('advil'))).toEqual([]); // one letter too many for Avil
    expect(names(index.search('avl'))).toEqual([]);
    expect(names(index.search('avil'))[0]).toBe('Avil 25 Tablet');
  });

  it('does not split an unknown word into a rare brand and a stray word', () => {
    expect(names(index.search('cymbalta'))).toEqual([]);
  });

  it('lets a short variant word after the name take one edit', () => {
    const r = index.search('augmentin 625 dou');
    expect(names(r)).toEqual(['Augmentin 625 Duo Tablet']);
    expect(r).toMatchObject({ corrected: true, query: 'augmentin 625 duo' });
  });
});

describe('prefixes', () => {
  it('ranks a short prefix by popularity, not a rare exact word first', () => {
    expect(names(index.search('dol')).slice(0, 1)).toEqual(['Dolo 650 Tablet']);
    expect(names(index.search('dol'))).toContain('Dol-SP Tablet');
  });
});

describe('salt synonyms', () => {
  it('finds the medicines under the other name of the salt, without calling it a correction', () => {
    const r = index.search('levothyroxine');
    expect(names(r)).toEqual(['Thyronorm 50mcg Tablet']);
    expect(r.corrected).toBe(false);
    expect(names(index.search('acetaminophen 650'))).toEqual(['Dolo 650 Tablet', 'Tyledol 650mg Tablet']);
  });

  it('matches a synonym still being typed', () => {
    expect(names(index.search('levothyrox'))).toEqual(['Thyronorm 50mcg Tablet']);
  });

  it('finds nothing under a synonym when the list is not loaded', () => {
    const bare = SearchIndex.build(corpus());
    expect(bare.search('levothyroxine').products).toEqual([]);
  });
});

describe('Hindi', () => {
  it('finds medicines typed in Devanagari', () => {
    expect(names(index.search('डोलो'))[0]).toBe('Dolo 650 Tablet');
    expect(names(index.search('क्रोसिन'))[0]).toBe('Crocin Advance 500mg Tablet');
    expect(names(index.search('शेलकैल'))[0]).toBe('Shelcal 500 Tablet');
    const r = index.search('पैरासिटामोल');
    expect(r.corrected).toBe(true);
    expect(r.query).toBe('paracetamol');
    expect(names(r)[0]).toBe('Dolo 650 Tablet');
  });

  it('finds common Hinglish spellings', () => {
    expect(names(index.search('parasitamol'))[0]).toBe('Dolo 650 Tablet');
    expect(names(index.search('shelkal'))[0]).toBe('Shelcal 500 Tablet');
  });
});
