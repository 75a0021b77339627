import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedTypos, normalizeText, parseQuery, tokenize, tokenizeUnicode } from './normalize.ts';

describe('tokenize', () => {
  it('lower-cases and splits on punctuation', () => {
    expect(tokenize('Augmentin 625 Duo Tablet')).toEqual(['augmentin', '625', 'duo', 'tablet']);
    expect(tokenize('Pan-D Capsule PR')).toEqual(['pan', 'd', 'capsule', 'pr']);
    expect(tokenize('Amoxycillin  (500mg) +  Clavulanic Acid (125mg)')).toEqual([
      'amoxycillin',
      '500',
      'mg',
      'clavulanic',
      'acid',
      '125',
      'mg',
    ]);
  });

  it('splits letter–digit boundaries', () => {
    expect(tokenize('dolo650')).toEqual(['dolo', '650']);
    expect(tokenize('PAN40')).toEqual(['pan', '40']);
    expect(tokenize('Vitamin D3')).toEqual(['vitamin', 'd', '3']);
  });

  it('keeps decimals and drops apostrophes inside words', () => {
    expect(tokenize('Alprax 0.25mg')).toEqual(['alprax', '0.25', 'mg']);
    expect(tokenize("Dr Reddy's Laboratories")).toEqual(['dr', 'reddys', 'laboratories']);
  });

  it('folds accents and Unicode compatibility forms', () => {
    expect(tokenize('Dólo ６５０')).toEqual(['dolo', '650']);
    expect(tokenize('CROCÍN')).toEqual(['crocin']);
    expect(normalizeText('  α-Bert  ')).toBe('α bert');
  });

  it('returns nothing for blank or punctuation-only text', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize('   ')).toEqual([]);
    expect(tokenize('--/()')).toEqual([]);
  });

  it('gives the same tokens on the ASCII fast path as on the Unicode path', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 40 }), (s) => {
        expect(tokenize(s)).toEqual(tokenizeUnicode(s));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseQuery', () => {
  it('matches the last word as a prefix while it is being typed', () => {
    expect(parseQuery('dolo 6')).toEqual({ tokens: ['dolo', '6'], lastIsPrefix: true });
    expect(parseQuery('dolo ')).toEqual({ tokens: ['dolo'], lastIsPrefix: false });
    expect(parseQuery('  ')).toEqual({ tokens: [], lastIsPrefix: false });
  });

  it('keeps at most eight tokens', () => {
    expect(parseQuery('a b c d e f g h i j').tokens).toHaveLength(8);
  });
});

describe('allowedTypos', () => {
  it('is 0 below 4 letters, 1 for 4–7, 2 from 8, and 0 for numbers', () => {
    expect(allowedTypos('pan')).toBe(0);
    expect(allowedTypos('dolo')).toBe(1);
    expect(allowedTypos('augmentn')).toBe(2);
    expect(allowedTypos('650')).toBe(0);
    expect(allowedTypos('12345678')).toBe(0);
  });
});
