import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PACKFORMS, packFormKind, parsePack, pricePerUnit } from './pack.ts';

const pick = (label: string) => {
  const p = parsePack(label);
  return [p.container, p.quantity, p.packform, p.unitsPerPack, p.measurementUnit];
};

describe('parsePack', () => {
  it('reads the commonest catalogue labels', () => {
    expect(parsePack('strip of 10 tablets')).toEqual({
      label: 'strip of 10 tablets',
      container: 'strip',
      quantity: 10,
      packform: 'Tablet',
      unitsPerPack: 10,
      measurementUnit: 'tablet',
    });
    expect(pick('bottle of 100 ml Syrup')).toEqual(['bottle', 100, 'Syrup', 100, 'ml']);
    expect(pick('vial of 1 Injection')).toEqual(['vial', 1, 'Injection', 1, 'vial']);
    expect(pick('tube of 15 gm Cream')).toEqual(['tube', 15, 'Cream', 15, 'gm']);
    expect(pick('vial of 2 ml Injection')).toEqual(['vial', 2, 'Injection', 2, 'ml']);
  });

  it('reads release-modified tablets and capsules as the base form', () => {
    expect(pick('strip of 10 capsule sr')).toEqual(['strip', 10, 'Capsule', 10, 'capsule']);
    expect(pick('strip of 10 Tablet pr')).toEqual(['strip', 10, 'Tablet', 10, 'tablet']);
    expect(pick('strip of 10 soft gelatin capsules')).toEqual(['strip', 10, 'Capsule', 10, 'capsule']);
    expect(pick('strip of 1 Tablet')).toEqual(['strip', 1, 'Tablet', 1, 'tablet']);
    expect(pick('bottle of 100 tablets')).toEqual(['bottle', 100, 'Tablet', 100, 'tablet']);
    expect(pick('packet of 30 rotacaps')).toEqual(['packet', 30, 'Capsule', 30, 'capsule']);
  });

  it('prefers the specific reading of compound forms', () => {
    expect(parsePack('vial of 1 Powder for Injection').packform).toBe('Injection');
    expect(parsePack('bottle of 100 ml Infusion').packform).toBe('Infusion');
    expect(parsePack('bottle of 30 ml Dry Syrup').packform).toBe('Dry Syrup');
    expect(parsePack('bottle of 60 ml Oral Suspension').packform).toBe('Suspension');
    expect(parsePack('bottle of 5 ml Ophthalmic Solution').packform).toBe('Drops');
    expect(parsePack('bottle of 10 ml Eye/Ear Drops').packform).toBe('Drops');
    expect(parsePack('tube of 5 gm Eye Ointment').packform).toBe('Ointment');
    expect(parsePack('bottle of 100 ml Mouth Wash').packform).toBe('Mouthwash');
    expect(parsePack('bottle of 100 gm Dusting Powder').packform).toBe('Powder');
    expect(parsePack('box of 75 gm Soap').packform).toBe('Soap');
    expect(parsePack('sachet of 5 gm Granules').packform).toBe('Granules');
    expect(parsePack('packet of 1 Kit').packform).toBe('Kit');
    expect(parsePack('bottle of 100 ml Expectorant').packform).toBe('Syrup');
    expect(parsePack('tube of 10 gm Dental Gel').packform).toBe('Gel');
  });

  it('counts metered doses and devices', () => {
    expect(pick('packet of 120 MDI Inhaler')).toEqual(['packet', 120, 'Inhaler', 120, 'dose']);
    expect(pick('bottle of 120 MDI Nasal Spray')).toEqual(['bottle', 120, 'Spray', 120, 'dose']);
    expect(pick('packet of 5 respules')).toEqual(['packet', 5, 'Respules', 5, 'respule']);
    expect(pick('packet of 2 ml Respules')).toEqual(['packet', 2, 'Respules', 2, 'ml']);
    expect(pick('vial of 10 injections')).toEqual(['vial', 10, 'Injection', 10, 'injection']);
    expect(pick('prefilled syringe of 1 Injection')).toEqual(['prefilled syringe', 1, 'Injection', 1, 'prefilled syringe']);
  });

  it('converts litres to ml and keeps decimals', () => {
    expect(pick('bottle of 1 Ltr Liquid')).toEqual(['bottle', 1, 'Liquid', 1000, 'ml']);
    expect(pick('Canister of 4.5 Ltr Solution')).toEqual(['canister', 4.5, 'Solution', 4500, 'ml']);
    expect(pick('vial of 0.5 ml Injection')).toEqual(['vial', 0.5, 'Injection', 0.5, 'ml']);
    expect(pick('vial of 5.5 µcg Powder for Injection')).toEqual(['vial', 5.5, 'Injection', 5.5, 'mcg']);
  });

  it('tolerates irregular spacing and case', () => {
    expect(pick('  STRIP   OF 15   Tablets ')).toEqual(['strip', 15, 'Tablet', 15, 'tablet']);
    expect(pick('bottle of 200ml syrup')).toEqual(['bottle', 200, 'Syrup', 200, 'ml']);
    expect(parsePack('  STRIP   OF 15   Tablets ').label).toBe('STRIP OF 15 Tablets');
  });

  it('falls back to one unit when nothing parses', () => {
    expect(pick('')).toEqual(['', null, 'Other', 1, 'unit']);
    expect(pick('Tablet')).toEqual(['', null, 'Tablet', 1, 'unit']);
    expect(pick('bottle')).toEqual(['bottle', null, 'Other', 1, 'bottle']);
    expect(pick('box of 4 bottles')).toEqual(['box', 4, 'Other', 4, 'bottle']);
    expect(pick('strip of 0 tablets')).toEqual(['strip', 0, 'Tablet', 1, 'strip']);
    expect(pick(`bottle of ${'9'.repeat(400)} ml Syrup`)).toEqual(['bottle', null, 'Syrup', 1, 'bottle']);
  });

  it('always returns a known packform and a usable unit', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const p = parsePack(s);
        return (
          (PACKFORMS as readonly string[]).includes(p.packform) &&
          p.measurementUnit !== '' &&
          Number.isFinite(p.unitsPerPack) &&
          p.unitsPerPack > 0
        );
      }),
    );
  });
});

describe('pricePerUnit', () => {
  it('divides MRP by the units in the pack (Augmentin 625 Duo, ₹204.85 for 10)', () => {
    expect(pricePerUnit(20485, parsePack('strip of 10 tablets'))).toEqual({ paise: 2049, unit: 'tablet' });
    expect(pricePerUnit(11800, parsePack('bottle of 100 ml Syrup'))).toEqual({ paise: 118, unit: 'ml' });
    expect(pricePerUnit(5000, parsePack('vial of 1 Injection'))).toEqual({ paise: 5000, unit: 'vial' });
  });

  it('is null below one unit or without a price', () => {
    expect(pricePerUnit(5000, parsePack('vial of 0.5 ml Injection'))).toBeNull();
    expect(pricePerUnit(0, parsePack('strip of 10 tablets'))).toBeNull();
  });

  it('times the units gives back the price to within half a paisa per unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.integer({ min: 1, max: 500 }), (price, n) => {
        const r = pricePerUnit(price, parsePack(`strip of ${n} tablets`));
        return r !== null && Math.abs(r.paise * n - price) <= n / 2;
      }),
    );
  });
});

describe('packFormKind', () => {
  it('maps forms to a pack picture', () => {
    expect(packFormKind('Tablet')).toBe('strip');
    expect(packFormKind('Syrup')).toBe('bottle');
    expect(packFormKind('Cream')).toBe('tube');
    expect(packFormKind('Injection')).toBe('vial');
    expect(packFormKind('Drops')).toBe('drops');
    expect(packFormKind('Inhaler')).toBe('inhaler');
    expect(packFormKind('Sachet')).toBe('sachet');
    expect(packFormKind('Kit')).toBe('box');
    expect(packFormKind('Something new')).toBe('box');
  });
});
