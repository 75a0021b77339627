/**
 * Who a consultation is for. The Telemedicine Practice Guidelines 2020 ask the doctor to verify the patient's age,
 * and to consult a minor only with an adult present whose identity the doctor verifies: the booking collects what
 * the doctor needs for both.
 */
export const ADULT_AGE = 18;

const ADULT_NAME_MIN = 2;
const ADULT_NAME_MAX = 100;

export interface ConsultationPatientInput {
  name: string;
  age: number | null;
  gender: 'male' | 'female' | 'other' | null;
  /** The booker confirmed the age is right. */
  ageConfirmed: boolean;
  /** The adult who joins a minor's consultation. */
  accompanyingAdult: string | null;
}

export type PatientCheck =
  { ok: true } | { ok: false; code: 'PATIENT_INCOMPLETE' | 'AGE_NOT_CONFIRMED' | 'MINOR_NEEDS_ADULT'; message: string };

export const PATIENT_CHECK_TEXT = {
  PATIENT_INCOMPLETE: "Add the patient's name, age and gender.",
  AGE_NOT_CONFIRMED: "Confirm the patient's age. The doctor verifies it again during the consultation.",
  MINOR_NEEDS_ADULT: 'A patient under 18 is consulted only with an adult present. Add the name of the adult who will join.',
} as const;

const refuse = (code: keyof typeof PATIENT_CHECK_TEXT): PatientCheck => ({ ok: false, code, message: PATIENT_CHECK_TEXT[code] });

/**
 * The first thing missing before the consultation can be booked, in the order the form asks for it. Name, age and
 * gender are required because the guidelines' prescription format prints all three, and the doctor confirms them
 * at the start of the call.
 */
export function checkConsultationPatient(p: ConsultationPatientInput): PatientCheck {
  const { age } = p;
  if (p.name.trim() === '' || age === null || !Number.isInteger(age) || age < 0 || p.gender === null) return refuse('PATIENT_INCOMPLETE');
  if (!p.ageConfirmed) return refuse('AGE_NOT_CONFIRMED');
  if (age < ADULT_AGE) {
    const adult = (p.accompanyingAdult ?? '').trim();
    if (adult.length < ADULT_NAME_MIN || adult.length > ADULT_NAME_MAX) return refuse('MINOR_NEEDS_ADULT');
  }
  return { ok: true };
}
