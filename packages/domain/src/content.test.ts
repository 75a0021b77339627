import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitSideEffects, splitUses } from './content.ts';

describe('splitUses', () => {
  it('splits phrases glued with no separator (Aciloc 150, Avil 25)', () => {
    expect(splitUses('Treatment of Gastroesophageal reflux disease (Acid reflux)Treatment of Peptic ulcer disease')).toEqual([
      'Treatment of Gastroesophageal reflux disease (Acid reflux)',
      'Treatment of Peptic ulcer disease',
    ]);
    expect(
      splitUses(
        "Treatment of Allergic conditionsTreatment of Respiratory disease with excessive mucusTreatment of Skin conditions with inflammation & itchingTreatment and prevention of Meniere's disease",
      ),
    ).toEqual([
      'Treatment of Allergic conditions',
      'Treatment of Respiratory disease with excessive mucus',
      'Treatment of Skin conditions with inflammation & itching',
      "Treatment and prevention of Meniere's disease",
    ]);
    expect(splitUses(' Pain reliefTreatment of Fever')).toEqual(['Pain relief', 'Treatment of Fever']);
    expect(splitUses(' High cholesterolPrevention of Heart attack')).toEqual(['High cholesterol', 'Prevention of Heart attack']);
  });

  it('splits space-separated lists (Avastin 400mg, telmisartan-style uses)', () => {
    expect(
      splitUses(' Cancer of colon and rectum Non-small cell lung cancer Kidney cancer Brain tumor Ovarian cancer Cervical cancer'),
    ).toEqual([
      'Cancer of colon and rectum',
      'Non-small cell lung cancer',
      'Kidney cancer',
      'Brain tumor',
      'Ovarian cancer',
      'Cervical cancer',
    ]);
    expect(splitUses(' Hypertension (high blood pressure) Heart failure Prevention of heart attack and stroke')).toEqual([
      'Hypertension (high blood pressure)',
      'Heart failure',
      'Prevention of heart attack and stroke',
    ]);
    expect(splitUses('Treatment of Hypertension (high blood pressure) Prevention of heart attack and stroke')).toEqual([
      'Treatment of Hypertension (high blood pressure)',
      'Prevention of heart attack and stroke',
    ]);
  });

  it('keeps phrases with capitals inside together', () => {
    expect(splitUses(' Herpes Simplex Virus Infections Chickenpox Herpes labialis Shingles Genital herpes infection')).toEqual([
      'Herpes Simplex Virus Infections',
      'Chickenpox',
      'Herpes labialis',
      'Shingles',
      'Genital herpes infection',
    ]);
    expect(splitUses('Treatment of Chronic hepatitis B virus (HBV) infection')).toEqual([
      'Treatment of Chronic hepatitis B virus (HBV) infection',
    ]);
    expect(splitUses(' Nutritional deficiencies Vitamin B12 deficiency')).toEqual(['Nutritional deficiencies', 'Vitamin B12 deficiency']);
    expect(splitUses('Prevention of Hepatitis A infection Prevention of Hepatitis B infection')).toEqual([
      'Prevention of Hepatitis A infection',
      'Prevention of Hepatitis B infection',
    ]);
    expect(splitUses(' Low platelet count due to ITP or HCV infection')).toEqual(['Low platelet count due to ITP or HCV infection']);
    expect(splitUses('Treatment of Premature Labor')).toEqual(['Treatment of Premature Labor']);
  });

  it('gives nothing for blank text', () => {
    expect(splitUses('')).toEqual([]);
    expect(splitUses('   ')).toEqual([]);
  });
});

describe('splitSideEffects', () => {
  it('splits single and multi-word effects', () => {
    expect(splitSideEffects('Nausea Vomiting Diarrhea Headache Stomach pain')).toEqual([
      'Nausea',
      'Vomiting',
      'Diarrhea',
      'Headache',
      'Stomach pain',
    ]);
    expect(splitSideEffects('Vomiting Nausea Diarrhea Mucocutaneous candidiasis')).toEqual([
      'Vomiting',
      'Nausea',
      'Diarrhea',
      'Mucocutaneous candidiasis',
    ]);
    expect(splitSideEffects('Weakness Sleepiness Flu like symptoms')).toEqual(['Weakness', 'Sleepiness', 'Flu like symptoms']);
  });

  it('rejoins acronyms spelled out letter by letter', () => {
    expect(splitSideEffects('Erectile dysfunction Abnormal E C G Decreased sodium level in blood')).toEqual([
      'Erectile dysfunction',
      'Abnormal ECG',
      'Decreased sodium level in blood',
    ]);
    expect(splitSideEffects('Blurred vision E C G changes')).toEqual(['Blurred vision', 'ECG changes']);
    expect(splitSideEffects('Back pain Increased creatine phosphokinase C P K level in blood Inflammation of the nose')).toEqual([
      'Back pain',
      'Increased creatine phosphokinase CPK level in blood',
      'Inflammation of the nose',
    ]);
    expect(splitSideEffects('Chronic obstructive pulmonary disease C O P D High white blood cell count')).toEqual([
      'Chronic obstructive pulmonary disease COPD',
      'High white blood cell count',
    ]);
  });

  it('keeps known phrases with capitals inside', () => {
    expect(splitSideEffects('Increased liver enzymes Positive Coombs test Increased prothrombin time')).toEqual([
      'Increased liver enzymes',
      'Positive Coombs test',
      'Increased prothrombin time',
    ]);
    expect(splitSideEffects('Staining of teeth Hard Dental Plaque')).toEqual(['Staining of teeth', 'Hard Dental Plaque']);
  });

  it('loses no words and adds none', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 12 }), (words) => {
        const text = words.join(' ');
        const parts = splitSideEffects(text);
        return parts.join(' ').split(' ').filter(Boolean).join('') === words.join('') && parts.every((p) => p.trim() === p && p !== '');
      }),
    );
  });
});
