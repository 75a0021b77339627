/**
 * A family member's fields — name, age, gender, relation — with their messages, as the lab cart's and the
 * consultation's patient forms show them; each form keeps its own submit (a fetcher, or a plain post) and texts.
 */
import { PATIENT_RELATIONS, type Patient } from '@dawa/contracts';
import { useT, type MessageKey } from '../../i18n/index.ts';
import type { PatientField } from './lab-rules.ts';
import { GENDER_TEXT, RELATION_TEXT } from './patient-label.ts';

const GENDERS = ['male', 'female', 'other'] as const;
/** The first field with a message, for the focus after a check in the browser. */
export const firstInvalidField = (fields: Partial<Record<PatientField, string>>) =>
  (['name', 'age', 'gender', 'relation'] as const).find((f) => fields[f]);

type Props = {
  /** The form's useId(): each field's id is `${id}-${field}`. */
  id: string;
  /** The member being edited; null adds one. */
  patient: Patient | null;
  errors: Partial<Record<PatientField, string>>;
  /** What a refused post sent, shown again instead of the saved values. */
  sent: Partial<Record<string, string>> | undefined;
  labels: { name: MessageKey; age: MessageKey; gender: MessageKey; relation: MessageKey; chooseRelation: MessageKey };
  ageClassName: string;
};

export function PatientFields({ id, patient, errors, sent, labels, ageClassName }: Props) {
  const t = useT();
  const value = (field: PatientField, saved: string | number | null | undefined) => sent?.[field] ?? (saved == null ? '' : String(saved));
  const fieldProps = (field: PatientField) => ({
    id: `${id}-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const error = (field: PatientField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {errors[field]}
      </p>
    ) : null;
  const relations = PATIENT_RELATIONS.filter((r) => (patient?.isSelf ? r === 'self' : r !== 'self'));
  const gender = value('gender', patient?.gender);
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {t(labels.name)}
        </label>
        <input
          {...fieldProps('name')}
          className="text-input"
          autoComplete="off"
          maxLength={60}
          defaultValue={value('name', patient?.name)}
        />
        {error('name')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-age`}>
          {t(labels.age)}
        </label>
        <input
          {...fieldProps('age')}
          className={`text-input ${ageClassName}`}
          inputMode="numeric"
          maxLength={3}
          defaultValue={value('age', patient?.age)}
        />
        {error('age')}
      </div>
      <fieldset className="field" aria-describedby={errors.gender ? `${id}-gender-error` : undefined}>
        <legend className="field__label">{t(labels.gender)}</legend>
        <div className="chip-row">
          {GENDERS.map((g, i) => (
            <label key={g} className="choice-chip">
              <input type="radio" name="gender" value={g} id={i === 0 ? `${id}-gender` : undefined} defaultChecked={gender === g} />
              <span>{t(GENDER_TEXT[g])}</span>
            </label>
          ))}
        </div>
        {error('gender')}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-relation`}>
          {t(labels.relation)}
        </label>
        <select
          {...fieldProps('relation')}
          className="text-input"
          defaultValue={value('relation', patient?.isSelf ? 'self' : patient?.relation)}
        >
          {patient ? null : <option value="">{t(labels.chooseRelation)}</option>}
          {relations.map((r) => (
            <option key={r} value={r}>
              {t(RELATION_TEXT[r])}
            </option>
          ))}
        </select>
        {error('relation')}
      </div>
    </>
  );
}
