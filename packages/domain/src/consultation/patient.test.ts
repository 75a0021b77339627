import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ADULT_AGE, checkConsultationPatient, type ConsultationPatientInput } from './patient.ts';

const adult: ConsultationPatientInput = { name: 'Asha Rao', age: 34, gender: 'female', ageConfirmed: true, accompanyingAdult: null };
const child: ConsultationPatientInput = { ...adult, name: 'Ishaan Rao', age: 7, gender: 'male', accompanyingAdult: 'Asha Rao' };

const INCOMPLETE = { ok: false, code: 'PATIENT_INCOMPLETE', message: "Add the patient's name, age and gender." };
const UNCONFIRMED = {
  ok: false,
  code: 'AGE_NOT_CONFIRMED',
  message: "Confirm the patient's age. The doctor verifies it again during the consultation.",
};
const NEEDS_ADULT = {
  ok: false,
  code: 'MINOR_NEEDS_ADULT',
  message: 'A patient under 18 is consulted only with an adult present. Add the name of the adult who will join.',
};

describe('the consultation patient', () => {
  it('accepts an adult with name, age and gender, and a minor with an adult named', () => {
    expect(checkConsultationPatient(adult)).toEqual({ ok: true });
    expect(checkConsultationPatient(child)).toEqual({ ok: true });
    expect(checkConsultationPatient({ ...adult, age: ADULT_AGE })).toEqual({ ok: true });
    expect(checkConsultationPatient({ ...child, age: 0, accompanyingAdult: '  Al  ' })).toEqual({ ok: true });
  });

  it('asks for the name, age and gender first', () => {
    expect(checkConsultationPatient({ ...adult, name: '   ' })).toEqual(INCOMPLETE);
    expect(checkConsultationPatient({ ...adult, age: null })).toEqual(INCOMPLETE);
    expect(checkConsultationPatient({ ...adult, age: -1 })).toEqual(INCOMPLETE);
    expect(checkConsultationPatient({ ...adult, age: 2.5 })).toEqual(INCOMPLETE);
    expect(checkConsultationPatient({ ...adult, gender: null })).toEqual(INCOMPLETE);
    expect(checkConsultationPatient({ ...child, gender: null, ageConfirmed: false, accompanyingAdult: null })).toEqual(INCOMPLETE);
  });

  it('then asks that the age be confirmed', () => {
    expect(checkConsultationPatient({ ...adult, ageConfirmed: false })).toEqual(UNCONFIRMED);
    expect(checkConsultationPatient({ ...child, ageConfirmed: false, accompanyingAdult: null })).toEqual(UNCONFIRMED);
  });

  it('then asks for the adult who joins a minor, named in 2 to 100 characters', () => {
    expect(checkConsultationPatient({ ...child, age: ADULT_AGE - 1, accompanyingAdult: null })).toEqual(NEEDS_ADULT);
    expect(checkConsultationPatient({ ...child, accompanyingAdult: '  A ' })).toEqual(NEEDS_ADULT);
    expect(checkConsultationPatient({ ...child, accompanyingAdult: 'A'.repeat(101) })).toEqual(NEEDS_ADULT);
    expect(checkConsultationPatient({ ...child, accompanyingAdult: 'A'.repeat(100) })).toEqual({ ok: true });
  });

  it('never asks an adult for an accompanying adult', () => {
    fc.assert(
      fc.property(fc.integer({ min: ADULT_AGE, max: 120 }), fc.option(fc.string()), (age, accompanyingAdult) => {
        expect(checkConsultationPatient({ ...adult, age, accompanyingAdult })).toEqual({ ok: true });
      }),
    );
  });
});
