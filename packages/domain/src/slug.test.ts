import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { idFromSlug, slugWithId, slugify } from './slug.ts';

describe('slugify', () => {
  it('slugs real catalogue names', () => {
    expect(slugify('Augmentin 625 Duo Tablet')).toBe('augmentin-625-duo-tablet');
    expect(slugify('Allegra-M Tablet')).toBe('allegra-m-tablet');
    expect(slugify('Ascoril D Plus Syrup Sugar Free')).toBe('ascoril-d-plus-syrup-sugar-free');
    expect(slugify("Dr Reddy's  Laboratories Ltd")).toBe('dr-reddy-s-laboratories-ltd');
    expect(slugify('  --Dolo 650 Tablet!! ')).toBe('dolo-650-tablet');
  });

  it('treats non-ASCII letters as separators', () => {
    expect(slugify('α-Bert 10mg Tablet')).toBe('bert-10mg-tablet');
    expect(slugify('Ǫutomine Cream')).toBe('utomine-cream');
    expect(slugify('αβγ')).toBe('');
  });

  it('always yields [a-z0-9-] with no double, leading or trailing hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (t) => {
        const s = slugify(t);
        return /^[a-z0-9-]*$/.test(s) && !s.includes('--') && !s.startsWith('-') && !s.endsWith('-');
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (t) => slugify(slugify(t)) === slugify(t)));
  });
});

describe('slugWithId / idFromSlug', () => {
  it('appends the id', () => {
    expect(slugWithId('Dolo 650 Tablet', 12345)).toBe('dolo-650-tablet-12345');
    expect(slugWithId('αβ', 7)).toBe('7');
  });

  it('reads the id back from real-looking slugs', () => {
    expect(idFromSlug('dolo-650-tablet-12345')).toBe(12345);
    expect(idFromSlug('7')).toBe(7);
    expect(idFromSlug('dolo-650-tablet')).toBeNull();
    expect(idFromSlug('dolo-650-tablet-')).toBeNull();
    expect(idFromSlug('dolo-650-tablet-0')).toBeNull();
    expect(idFromSlug('dolo-650-tablet-012')).toBeNull();
    expect(idFromSlug('dolo-12a')).toBeNull();
    expect(idFromSlug('dolo-1.5')).toBeNull();
    expect(idFromSlug('dolo-99999999999999999999')).toBeNull();
    expect(idFromSlug('')).toBeNull();
  });

  it('round-trips any title and positive id', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (t, id) => {
        return idFromSlug(slugWithId(t, id)) === id;
      }),
    );
  });

  it('keeps the slug shape with the id appended', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1e9 }), (t, id) => {
        const s = slugWithId(t, id);
        return /^[a-z0-9-]*$/.test(s) && !s.includes('--') && s.endsWith(`${id}`);
      }),
    );
  });
});
