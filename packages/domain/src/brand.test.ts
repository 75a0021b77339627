import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { brandNameOf } from './brand.ts';

describe('brandNameOf', () => {
  it.each([
    ['Augmentin 625 Duo Tablet', 'Augmentin'],
    ['Dolo 650 Tablet', 'Dolo'],
    ['Crocin Advance Tablet', 'Crocin'],
    ['Allegra-M Tablet', 'Allegra-M'],
    ['Ascoril D Plus Syrup Sugar Free', 'Ascoril'],
    ['C Win Cream', 'C Win'],
    ['D Fresh MR 250mg/50mg/325mg Tablet', 'D Fresh'],
    ['Q C Nac 600mg Tablet', 'Q C'],
    ['P 650 Tablet', 'P'],
    ['GM -SR2 Tablet', 'GM'],
    ['I Boric Eye Drop', 'I Boric'],
    ['AB Tablet', 'AB'],
    ['α-Bert 10mg Tablet', 'α-Bert'],
    ['   ', ''],
  ])('%s → %s', (name, brand) => {
    expect(brandNameOf(name)).toBe(brand);
  });

  it('is always a prefix of the single-spaced name', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^\S{1,8}$/), { maxLength: 6 }), (words) => {
        const name = words.join(' ');
        const brand = brandNameOf(name);
        return name.startsWith(brand) && (name === '' || brand !== '');
      }),
    );
  });
});
