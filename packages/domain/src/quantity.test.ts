import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRODUCT_TYPE } from '@dawa/contracts';
import { maxQuantityFor, quantityOptions } from './quantity.ts';

describe('maxQuantityFor', () => {
  it('is 20 for medicines, 5 for OTC, 20 for custom medicines', () => {
    expect(maxQuantityFor({ productType: PRODUCT_TYPE.medicine, isCustomMedicine: false })).toBe(20);
    expect(maxQuantityFor({ productType: PRODUCT_TYPE.otc, isCustomMedicine: false })).toBe(5);
    expect(maxQuantityFor({ productType: PRODUCT_TYPE.otc, isCustomMedicine: true })).toBe(20);
    expect(maxQuantityFor({ productType: PRODUCT_TYPE.medicine, isCustomMedicine: true })).toBe(20);
  });
});

describe('quantityOptions', () => {
  it('labels the ends and offers Remove Item', () => {
    expect(quantityOptions({ min: 1, max: 5, allowRemove: true })).toEqual([
      { value: 0, label: 'Remove Item' },
      { value: 1, label: '1', note: 'Min Quantity' },
      { value: 2, label: '2' },
      { value: 3, label: '3' },
      { value: 4, label: '4' },
      { value: 5, label: '5', note: 'Max Quantity' },
    ]);
    expect(quantityOptions({ min: 2, max: 3, allowRemove: false })).toEqual([
      { value: 2, label: '2', note: 'Min Quantity' },
      { value: 3, label: '3', note: 'Max Quantity' },
    ]);
  });

  it('handles a single option and an empty range', () => {
    expect(quantityOptions({ min: 1, max: 1, allowRemove: false })).toEqual([{ value: 1, label: '1', note: 'Max Quantity' }]);
    expect(quantityOptions({ min: 6, max: 5, allowRemove: true })).toEqual([{ value: 0, label: 'Remove Item' }]);
    expect(quantityOptions({ min: 0, max: 2, allowRemove: false })).toEqual([
      { value: 1, label: '1', note: 'Min Quantity' },
      { value: 2, label: '2', note: 'Max Quantity' },
    ]);
  });

  it('has the right length, ends and strictly increasing values', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 30 }), fc.boolean(), (min, span, allowRemove) => {
        const max = min + span;
        const opts = quantityOptions({ min, max, allowRemove });
        const numbered = opts.filter((o) => o.value > 0);
        const first = numbered[0];
        const last = numbered[numbered.length - 1];
        return (
          opts.length === span + 1 + (allowRemove ? 1 : 0) &&
          (allowRemove ? opts[0]?.label === 'Remove Item' && opts[0].value === 0 : opts.every((o) => o.value > 0)) &&
          first?.value === min &&
          last?.value === max &&
          last.note === 'Max Quantity' &&
          (span === 0 || first.note === 'Min Quantity') &&
          numbered.filter((o) => o.note !== undefined).length === (span === 0 ? 1 : 2) &&
          opts.every((o, i) => i === 0 || o.value > (opts[i - 1]?.value ?? -1)) &&
          numbered.every((o) => o.label === String(o.value))
        );
      }),
    );
  });
});
