/**
 * Add a family member, or complete one's age and gender, for a consultation: a plain post to the patient step's
 * action, checked in the browser with the schema the API enforces; a refused post comes back with what was typed
 * and the messages under their fields.
 */
import { PATIENT_RELATIONS, type Patient } from '@dawa/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { GENDER_TEXT, RELATION_TEXT, usePatientLabel } from '../diagnostics-booking/patient-label.ts';
import { readPatientForm, type PatientField, type PatientValues } from '../diagnostics-booking/lab-rules.ts';
import { Button, buttonClass } from '../ui/button.tsx';

const GENDERS = ['male', 'female', 'other'] as const;

export type PatientRefusal = { message: string; fields: Partial<Record<PatientField, string>>; values: PatientValues };

type Props = { patient: Patient | null; refused?: PatientRefusal; cancelHref: string };

export function ConsultPatientForm({ patient, refused, cancelHref }: Props) {
  const t = useT();
  const id = useId();
  const label = usePatientLabel();
  const navigation = useNavigation();
  const [checked, setChecked] = useState<Partial<Record<PatientField, string>> | null>(null);
  const errors = checked ?? refused?.fields ?? {};
  const value = (field: PatientField, saved: string | number | null | undefined) =>
    refused?.values[field] ?? (saved == null ? '' : String(saved));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = readPatientForm(new FormData(event.currentTarget));
    if (found.ok) return setChecked(null);
    event.preventDefault();
    setChecked(found.fields);
    const first = (['name', 'age', 'gender', 'relation'] as const).find((f) => found.fields[f]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };
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
    <Form method="post" className="cs-card cs-patient-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} preventScrollReset>
      <h2 id={`${id}-title`} className="cs-card__title">
        {patient ? t('consult.patient.completeTitle', { name: label(patient) }) : t('consult.patient.addTitle')}
      </h2>
      <input type="hidden" name="intent" value="patient-save" />
      {patient ? <input type="hidden" name="patientId" value={patient.id} /> : null}
      {refused && !checked && refused.message ? (
        <p className="field__error" role="alert">
          {refused.message}
        </p>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {t('consult.patient.name')}
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
          {t('consult.patient.age')}
        </label>
        <input
          {...fieldProps('age')}
          className="text-input cs-age"
          inputMode="numeric"
          maxLength={3}
          defaultValue={value('age', patient?.age)}
        />
        {error('age')}
      </div>
      <fieldset className="field" aria-describedby={errors.gender ? `${id}-gender-error` : undefined}>
        <legend className="field__label">{t('consult.patient.gender')}</legend>
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
          {t('consult.patient.relation')}
        </label>
        <select
          {...fieldProps('relation')}
          className="text-input"
          defaultValue={value('relation', patient?.isSelf ? 'self' : patient?.relation)}
        >
          {patient ? null : <option value="">{t('consult.patient.chooseRelation')}</option>}
          {relations.map((r) => (
            <option key={r} value={r}>
              {t(RELATION_TEXT[r])}
            </option>
          ))}
        </select>
        {error('relation')}
      </div>
      <div className="cs-actions">
        <Button type="submit" loading={navigation.state === 'submitting'}>
          {t('consult.patient.save')}
        </Button>
        <Link to={cancelHref} replace preventScrollReset className={buttonClass('default', 'transparent')}>
          {t('consult.cancel')}
        </Link>
      </div>
    </Form>
  );
}
