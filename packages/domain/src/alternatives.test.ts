import { describe, expect, it } from 'vitest';
import { comparisonOf, comparisonReadsAlternativeName, concentrationOf } from './alternatives.ts';

const tablet = (name: string, strengths: (string | null)[] = ['650mg']) => ({
  name,
  measurementUnit: 'tablet',
  hasUnitPrice: true,
  strengths,
});
const insulin = (name: string) => ({ name, measurementUnit: 'ml', hasUnitPrice: true, strengths: ['70%', '30%'] });

describe('concentrationOf', () => {
  it('reads the concentration a name states', () => {
    expect(concentrationOf('Mixtard 30 Penfill 100IU/ml Suspension for Injection')).toBe('100iu/ml');
    expect(concentrationOf('Some Syrup 125mg/5ml')).toBe('125mg/5ml');
    expect(concentrationOf('Dolo 650 Tablet')).toBeNull();
  });
});

describe('comparisonOf', () => {
  it('compares tablets of one composition group', () => {
    expect(comparisonOf(tablet('Dolo 650 Tablet'), tablet('Calpol 650 Tablet'))).toBe('same');
  });
  it('never compares across units or without a unit price', () => {
    expect(comparisonOf(tablet('Dolo 650 Tablet'), { name: 'Tynelol Drop', measurementUnit: 'ml', hasUnitPrice: true })).toBe('otherForm');
    expect(comparisonOf(tablet('Dolo 650 Tablet'), { name: 'X', measurementUnit: 'tablet', hasUnitPrice: false })).toBe('otherForm');
  });
  it('never compares insulin of different concentrations per ml', () => {
    expect(comparisonOf(insulin('Mixtard 30 100IU/ml Injection'), insulin('Huminsulin 30/70 40IU/ml Injection'))).toBe('otherStrength');
    expect(comparisonOf(insulin('Mixtard 30 100IU/ml Injection'), insulin('Insugen 30/70 100IU/ml Injection'))).toBe('same');
  });
  it('does not compare per ml when relative strengths leave the concentration unknown', () => {
    expect(comparisonOf(insulin('Mixtard 30 Injection'), insulin('Insugen 30/70 Injection'))).toBe('otherStrength');
  });
  it('compares per ml when absolute strengths are known', () => {
    const syrup = (name: string) => ({ name, measurementUnit: 'ml', hasUnitPrice: true, strengths: ['125mg'] });
    expect(comparisonOf(syrup('A Syrup'), syrup('B Syrup'))).toBe('same');
  });
});

describe('comparisonReadsAlternativeName', () => {
  const names = ['Dolo 650 Tablet', 'Calpol 650mg Tablet', 'Some Syrup 125mg/5ml', 'Mixtard 30 100IU/ml Injection', 'Huminsulin 40IU/ml', ''];
  const products = [
    tablet('Dolo 650 Tablet'),
    insulin('Mixtard 30 Injection'),
    insulin('Mixtard 30 100IU/ml Injection'),
    { name: 'A Syrup', measurementUnit: 'ml', hasUnitPrice: true, strengths: ['125mg'] },
    { name: 'B Syrup 125mg/5ml', measurementUnit: 'ml', hasUnitPrice: true, strengths: ['125mg'] },
  ];

  it('is true only for a product whose name states a concentration', () => {
    expect(products.map(comparisonReadsAlternativeName)).toEqual([false, false, true, false, true]);
  });

  it('when false, comparisonOf gives the same answer whatever the alternative is called', () => {
    for (const product of products.filter((p) => !comparisonReadsAlternativeName(p))) {
      for (const hasUnitPrice of [true, false]) {
        const answers = new Set(names.map((name) => comparisonOf(product, { name, measurementUnit: product.measurementUnit, hasUnitPrice })));
        expect(answers.size, product.name).toBe(1);
      }
    }
  });

  it('when true, the alternative’s name can change the answer', () => {
    const product = insulin('Mixtard 30 100IU/ml Injection');
    const answers = new Set(names.map((name) => comparisonOf(product, { name, measurementUnit: 'ml', hasUnitPrice: true })));
    expect(answers.size).toBeGreaterThan(1);
  });
});
