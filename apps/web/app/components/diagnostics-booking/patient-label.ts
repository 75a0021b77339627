import { PATIENT_RELATIONS, type Patient } from '@dawa/contracts';
import { useT, type MessageKey } from '../../i18n/index.ts';

/** How a family member is named: the account holder as themselves ('Myself' until they give a name). */
export function usePatientLabel() {
  const t = useT();
  return (p: Pick<Patient, 'name' | 'isSelf'>) =>
    !p.isSelf
      ? p.name
      : p.name.trim().toLowerCase() === 'self'
        ? t('lab-booking.patient.myself')
        : t('lab-booking.patient.self', { name: p.name });
}

export type Relation = (typeof PATIENT_RELATIONS)[number];

/** Each relation's text: a relation the contract adds without one is a type error here. */
export const RELATION_TEXT = {
  self: 'lab-booking.relation.self',
  spouse: 'lab-booking.relation.spouse',
  parent: 'lab-booking.relation.parent',
  child: 'lab-booking.relation.child',
  sibling: 'lab-booking.relation.sibling',
  other: 'lab-booking.relation.other',
} as const satisfies Record<Relation, MessageKey>;

export const isRelation = (value: string): value is Relation => (PATIENT_RELATIONS as readonly string[]).includes(value);

export const GENDER_TEXT = {
  male: 'lab-booking.gender.male',
  female: 'lab-booking.gender.female',
  other: 'lab-booking.gender.other',
} as const satisfies Record<NonNullable<Patient['gender']>, MessageKey>;
