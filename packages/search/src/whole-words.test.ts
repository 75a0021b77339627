import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.ts';
import type { SearchDoc } from './types.ts';

/** The prefix match is the more popular one on purpose: only the whole-word rule can put Dolo first. */
const doc = (id: number, name: string, popularity: number, composition: string): SearchDoc => ({
  id,
  name,
  manufacturer: 'Micro Labs Ltd',
  composition,
  brand: name.split(' ')[0]!,
  available: true,
  popularity,
});
const index = SearchIndex.build({
  products: [
    doc(1, 'Dolonex DT 20mg Tablet', 900, 'Piroxicam (20mg)'),
    doc(2, 'Dolowin Plus Tablet', 800, 'Aceclofenac (100mg) + Paracetamol (325mg)'),
    doc(3, 'Dolo 650 Tablet', 10, 'Paracetamol (650mg)'),
    doc(4, 'Dolo Drops', 5, 'Paracetamol (150mg)'),
  ],
  molecules: [],
  brands: [],
  categories: [],
});
const names = (q: string, limit = 10) => index.search(q, { limit }).products.map((h) => h.id);

describe('whole words before prefixes of the last word', () => {
  it('a typed whole word puts its medicines first, popular prefix matches after', () => {
    expect(names('dolo')).toEqual([3, 4, 1, 2]);
  });
  it('the same holds when only the top few are asked for', () => {
    expect(names('dolo', 2)).toEqual([3, 4]);
  });
  it('a part of a word still ranks by popularity', () => {
    expect(names('dol')).toEqual([1, 2, 3, 4]);
  });
  it('a typo is never preferred to an exact prefix', () => {
    expect(names('dolu')).not.toContain(undefined);
  });
});
