import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseComposition } from './composition.ts';
import { parsePack } from './pack.ts';
import { OTC_ALLOWLIST, isOtcMolecule, requiresPrescription } from './rx.ts';

const product = (composition: string, label: string, sourceSaysRx = false) => ({
  sourceSaysRx,
  ingredients: parseComposition(composition),
  packform: parsePack(label).packform,
});

describe('requiresPrescription', () => {
  it('sells Dolo 650 and Crocin Advance (paracetamol, not flagged) without prescription', () => {
    expect(requiresPrescription(product('Paracetamol (650mg)', 'strip of 15 tablets'))).toBe(false);
    expect(requiresPrescription(product('Paracetamol (500mg)', 'strip of 20 tablets'))).toBe(false);
  });

  it('keeps the source flag: Vicks Action 500 is flagged, so it stays Rx', () => {
    expect(requiresPrescription(product('Paracetamol (500mg) + Phenylephrine (10mg) + Caffeine (30mg)', 'strip of 10 tablets', true))).toBe(
      true,
    );
    expect(requiresPrescription(product('Paracetamol (650mg)', 'strip of 15 tablets', true))).toBe(true);
  });

  it('needs every ingredient on the allowlist (Augmentin is never OTC)', () => {
    expect(requiresPrescription(product('Amoxycillin  (500mg) +  Clavulanic Acid (125mg)', 'strip of 10 tablets'))).toBe(true);
    expect(requiresPrescription(product('Ketoconazole (2% w/v) + Zinc pyrithione (1% w/v)', 'bottle of 100 ml Shampoo'))).toBe(true);
    expect(requiresPrescription(product('Magaldrate (400mg) + Simethicone (20mg)', 'strip of 10 tablets'))).toBe(false);
    expect(requiresPrescription(product('Ferrous Ascorbate (100mg) + Folic Acid (1.5mg) + Zinc (22.5mg)', 'strip of 10 tablets'))).toBe(
      false,
    );
  });

  it('never sells injections or infusions without prescription', () => {
    expect(requiresPrescription(product('Paracetamol (1000mg)', 'bottle of 100 ml Infusion'))).toBe(true);
    expect(requiresPrescription(product('Sodium Chloride (0.9% w/v)', 'bottle of 500 ml Infusion'))).toBe(true);
    expect(requiresPrescription(product('Methylcobalamin (1500mcg)', 'ampoule of 1 ml Injection'))).toBe(true);
  });

  it('allows topical-only molecules only in topical forms', () => {
    expect(requiresPrescription(product('Clotrimazole (1% w/w)', 'tube of 15 gm Cream'))).toBe(false);
    expect(requiresPrescription(product('Clotrimazole (100mg)', 'strip of 6 Vaginal Tablet'))).toBe(true);
    expect(requiresPrescription(product('Xylometazoline (0.1% w/v)', 'bottle of 10 ml Nasal Drops'))).toBe(false);
    expect(requiresPrescription(product('Povidone Iodine (5% w/w)', 'tube of 15 gm Ointment'))).toBe(false);
  });

  it('treats an unknown composition as Rx', () => {
    expect(requiresPrescription({ sourceSaysRx: false, ingredients: [], packform: 'Tablet' })).toBe(true);
  });

  it('matches bracketed and slashed spellings', () => {
    expect(isOtcMolecule('Vitamin B6 (Pyridoxine)', 'Tablet')).toBe(true);
    expect(isOtcMolecule('Paracetamol/Acetaminophen', 'Tablet')).toBe(true);
    expect(isOtcMolecule('Thiamine(Vitamin B1)', 'Tablet')).toBe(true);
    expect(isOtcMolecule('  PARACETAMOL ', 'Syrup')).toBe(true);
    expect(isOtcMolecule('Ibuprofen', 'Tablet')).toBe(false);
  });

  it('the source flag and the parenteral forms can only make it stricter', () => {
    const allowed = OTC_ALLOWLIST.map((m) => m.molecule);
    const forms = ['Tablet', 'Syrup', 'Cream', 'Injection', 'Infusion', 'Drops', 'Capsule'];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...allowed), fc.constantFrom('Ibuprofen', 'Azithromycin', 'Cetirizine')), { maxLength: 4 }),
        fc.constantFrom(...forms),
        (names, packform) => {
          const ingredients = names.map((name) => ({ name, strength: null }));
          const loose = requiresPrescription({ sourceSaysRx: false, ingredients, packform });
          const strict = requiresPrescription({ sourceSaysRx: true, ingredients, packform });
          const parenteral = packform === 'Injection' || packform === 'Infusion';
          return strict && (!parenteral || loose) && (loose || ingredients.length > 0);
        },
      ),
    );
  });
});

describe('OTC_ALLOWLIST', () => {
  it('holds no well-known Schedule H molecule and no duplicates', () => {
    const names = OTC_ALLOWLIST.map((m) => m.molecule);
    expect(new Set(names).size).toBe(names.length);
    for (const h of [
      'ibuprofen',
      'cetirizine',
      'ketoconazole',
      'terbinafine',
      'azithromycin',
      'amoxycillin',
      'ambroxol',
      'dextromethorphan',
      'minoxidil',
      'diclofenac',
    ]) {
      expect(names).not.toContain(h);
    }
  });
});
