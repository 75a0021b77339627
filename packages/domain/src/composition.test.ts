import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compositionKey, formatComposition, moleculeKey, normaliseStrength, parseComposition, type Ingredient } from './composition.ts';

describe('parseComposition', () => {
  it('reads the Augmentin composition with its double spaces', () => {
    expect(parseComposition('Amoxycillin  (500mg) +  Clavulanic Acid (125mg)')).toEqual([
      { name: 'Amoxycillin', strength: '500mg' },
      { name: 'Clavulanic Acid', strength: '125mg' },
    ]);
  });

  it('turns (NA) into a null strength', () => {
    expect(parseComposition('ANTI-PSORIATIC (NA)')).toEqual([{ name: 'ANTI-PSORIATIC', strength: null }]);
  });

  it('keeps bracketed synonyms in the name and takes the last bracket as strength', () => {
    expect(parseComposition('Doxylamine (10mg) + Vitamin B6 (Pyridoxine) (10mg)')).toEqual([
      { name: 'Doxylamine', strength: '10mg' },
      { name: 'Vitamin B6 (Pyridoxine)', strength: '10mg' },
    ]);
    expect(parseComposition('Thiamine(Vitamin B1) (100mg)')).toEqual([{ name: 'Thiamine (Vitamin B1)', strength: '100mg' }]);
    expect(parseComposition('Calcitonin (Salmon)')).toEqual([{ name: 'Calcitonin (Salmon)', strength: null }]);
  });

  it('does not split on + inside brackets', () => {
    expect(parseComposition('Vitamin Mix (A+D) (1mg)+Zinc(5 mg)')).toEqual([
      { name: 'Vitamin Mix (A+D)', strength: '1mg' },
      { name: 'Zinc', strength: '5mg' },
    ]);
  });

  it('normalises liquid and topical strengths', () => {
    expect(parseComposition('Ambroxol (30mg/5ml) + Levosalbutamol (1mg/5ml) + Guaifenesin (50mg/5ml)').map((i) => i.strength)).toEqual([
      '30mg/5ml',
      '1mg/5ml',
      '50mg/5ml',
    ]);
    expect(parseComposition('Phenylephrine (0.10% w/w) + Beclometasone (0.025% w/w) + Lidocaine (2.50% w/w)')).toEqual([
      { name: 'Phenylephrine', strength: '0.1% w/w' },
      { name: 'Beclometasone', strength: '0.025% w/w' },
      { name: 'Lidocaine', strength: '2.5% w/w' },
    ]);
  });

  it('gives nothing for an empty text', () => {
    expect(parseComposition('')).toEqual([]);
    expect(parseComposition('  +  ')).toEqual([]);
  });
});

describe('normaliseStrength', () => {
  it.each([
    ['500 mg', '500mg'],
    ['500mg', '500mg'],
    ['500MG', '500mg'],
    ['250MG / ML', '250mg/ml'],
    ['15mg/5 ml', '15mg/5ml'],
    ['0.1 % w/w', '0.1% w/w'],
    ['0.1%w/w', '0.1% w/w'],
    ['.5%', '0.5%'],
    ['1000 IU', '1000IU'],
    ['60000iu', '60000IU'],
    ['1.0mg', '1mg'],
    ['2.5Million spores', '2.5Million spores'],
    ['NA', null],
    ['  ', null],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseStrength(raw)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = normaliseStrength(s);
        return once === null || normaliseStrength(once) === once;
      }),
    );
  });
});

describe('keys and formatting', () => {
  it('moleculeKey joins spellings that differ only in case and spacing', () => {
    expect(moleculeKey('Clavulanic  Acid')).toBe('clavulanic acid');
    expect(moleculeKey('Thiamine(Vitamin B1)')).toBe(moleculeKey('thiamine ( vitamin b1 )'));
  });

  it('compositionKey ignores order, spacing and case', () => {
    const a = parseComposition('Amoxycillin  (500mg) +  Clavulanic Acid (125mg)');
    const b = parseComposition('clavulanic acid (125 MG) + AMOXYCILLIN (500 mg)');
    expect(compositionKey(a)).toBe(compositionKey(b));
    expect(compositionKey(a)).toBe('amoxycillin(500mg)+clavulanic acid(125mg)');
  });

  it('compositionKey separates different strengths', () => {
    const a = parseComposition('Paracetamol (650mg)');
    const b = parseComposition('Paracetamol (500mg)');
    expect(compositionKey(a)).not.toBe(compositionKey(b));
  });

  it('compositionKey is invariant under any permutation', () => {
    const ing = fc.record({
      name: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,15}$/),
      strength: fc.option(fc.stringMatching(/^[1-9][0-9]{0,3}(mg|mcg|ml)$/), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(ing, { maxLength: 6 }), (ings: Ingredient[]) => {
        return compositionKey(ings) === compositionKey([...ings].reverse());
      }),
    );
  });

  it('formatComposition writes the canonical text and survives a round trip', () => {
    const text = 'Amoxycillin  (500mg) +  Clavulanic Acid (125mg)';
    expect(formatComposition(parseComposition(text))).toBe('Amoxycillin (500mg) + Clavulanic Acid (125mg)');
    expect(formatComposition(parseComposition('ANTI-PSORIATIC (NA)'))).toBe('ANTI-PSORIATIC');
    const formatted = formatComposition(parseComposition('Vitamin B6 (Pyridoxine) (10mg)+Doxylamine(10 mg)'));
    expect(formatted).toBe('Vitamin B6 (Pyridoxine) (10mg) + Doxylamine (10mg)');
    expect(formatComposition(parseComposition(formatted))).toBe(formatted);
  });
});

describe('synonyms written with a slash', () => {
  it('reads the first name as the molecule, so synonyms share a molecule and a composition group', () => {
    const a = parseComposition('Paracetamol/Acetaminophen (650mg)');
    const b = parseComposition('Paracetamol (650mg)');
    expect(a).toEqual([{ name: 'Paracetamol', strength: '650mg' }]);
    expect(compositionKey(a)).toBe(compositionKey(b));
    expect(moleculeKey('Lidocaine/Lignocaine')).toBe('lidocaine');
  });
});
