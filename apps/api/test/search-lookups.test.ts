/** The typeahead lookups stored by column answer like a Map of rows, without keeping a row object per medicine. */
import { describe, expect, it } from 'vitest';
import { NamedLookup, ProductLines, type ProductLine } from '../src/modules/search/lookups.ts';

const line = (n: number): ProductLine => ({
  name: `Medicine ${n} Tablet`,
  packLabel: n % 2 ? 'strip of 10 tablets' : 'bottle of 100 ml',
  manufacturer: n % 3 ? 'Demo Pharma Ltd' : 'Demo Labs',
  mrpPaise: 1000 + n,
  salePaise: 900 + n,
  isRx: n % 2 === 0,
  available: n % 3 !== 0,
  notSoldOnline: n % 5 === 0,
  isOtc: n % 7 === 0,
});

describe('ProductLines', () => {
  // Ids with gaps, more rows than the first allocation so the columns grow.
  const ids = Array.from({ length: 3000 }, (_, i) => 7 + i * 3);
  const lines = new ProductLines();
  for (const id of ids) lines.add(id, line(id));
  lines.finish();

  it('finds every row by id and nothing for an id it does not hold', () => {
    expect(lines.size).toBe(ids.length);
    for (const id of ids) expect(lines.get(id)).toEqual(line(id));
    for (const missing of [0, 6, 8, 9, 7 + 3000 * 3, -1]) expect(lines.get(missing)).toBeUndefined();
  });

  it('iterates its rows in id order like a Map', () => {
    const expected = new Map(ids.map((id) => [id, line(id)]));
    expect([...lines]).toEqual([...expected]);
  });

  it('stores each repeated text once', () => {
    const a = lines.get(7) as ProductLine;
    const b = lines.get(13) as ProductLine;
    expect(a.packLabel).toBe(b.packLabel);
    expect(a.manufacturer).toBe(b.manufacturer);
  });

  it('refuses ids out of order (the binary search needs them ascending)', () => {
    const out = new ProductLines();
    out.add(5, line(5));
    expect(() => out.add(5, line(5))).toThrow(/ascend/);
    expect(() => out.add(4, line(4))).toThrow(/ascend/);
  });
});

describe('NamedLookup', () => {
  it('answers by id with the name, slug, product count and a healthcare page', () => {
    const named = new NamedLookup();
    named.add(2, { name: 'Dolo', slug: 'dolo', productCount: 4, url: null });
    named.add(10, { name: 'Crocin', slug: 'crocin', productCount: 12, url: null });
    named.add(1_000_003, { name: 'Oral Care', slug: 'oral-care', productCount: 9, url: '/health-care/personal-care/oral-care' });
    named.finish();
    expect(named.size).toBe(3);
    expect(named.get(10)).toEqual({ name: 'Crocin', slug: 'crocin', productCount: 12, url: null });
    expect(named.get(1_000_003)?.url).toBe('/health-care/personal-care/oral-care');
    expect(named.nameOf(2)).toBe('Dolo');
    expect(named.get(3)).toBeUndefined();
    expect(named.nameOf(11)).toBeUndefined();
    expect([...named]).toEqual([
      [2, { name: 'Dolo', slug: 'dolo', productCount: 4, url: null }],
      [10, { name: 'Crocin', slug: 'crocin', productCount: 12, url: null }],
      [1_000_003, { name: 'Oral Care', slug: 'oral-care', productCount: 9, url: '/health-care/personal-care/oral-care' }],
    ]);
  });
});
