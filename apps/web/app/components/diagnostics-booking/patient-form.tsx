/**
 * Add or edit a family member (name, age, gender, relation), checked in the browser with the schema the API
 * enforces and saved through the lab cart's action; a message the API gives for a field shows under it, and a
 * refused plain post comes back with what was typed.
 */
import { PATIENT_RELATIONS, type Patient } from '@dawa/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import type { LabAnswer } from './lab-cart-action.server.ts';
import { LAB_CART_PATH, readPatientForm, type PatientField } from './lab-rules.ts';
import { GENDER_TEXT, RELATION_TEXT, usePatientLabel } from './patient-label.ts';

const GENDERS = ['male', 'female', 'other'] as const;

type Props = {
  /** The member being edited; null adds one. */
  patient: Patient | null;
  /** A refused post: its messages and what it sent. */
  refused?: Extract<LabAnswer, { ok: false }>;
  onDone: () => void;
};

export function PatientForm({ patient, refused, onDone }: Props) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const label = usePatientLabel();
  const fetcher = useFetcher<LabAnswer>();
  const [checked, setChecked] = useState<Partial<Record<PatientField, string>> | null>(null);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const failure = answer && !answer.ok ? answer : refused;
  const errors = checked ?? failure?.fields ?? {};
  const values = failure?.values;

  useEffect(() => {
    if (answer?.ok) onDone();
  }, [answer, onDone]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = readPatientForm(new FormData(event.currentTarget));
    if (!found.ok) {
      setChecked(found.fields);
      const first = (['name', 'age', 'gender', 'relation'] as const).find((f) => found.fields[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setChecked(null);
    void fetcher.submit(event.currentTarget, { method: 'post' });
  };

  const value = (field: PatientField, saved: string | number | null | undefined) => values?.[field] ?? (saved == null ? '' : String(saved));
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
    <fetcher.Form method="post" className="lbk-patient-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="lbk-patient-form__title">
        {patient ? t('lab-booking.patient.editTitle', { name: label(patient) }) : t('lab-booking.patient.addTitle')}
      </h3>
      <input type="hidden" name="intent" value="patient-save" />
      {patient ? <input type="hidden" name="patientId" value={patient.id} /> : null}
      {hydrated ? null : <input type="hidden" name="redirectTo" value={LAB_CART_PATH} />}
      {failure && !checked ? (
        <p className="field__error" role="alert">
          {failure.message}
        </p>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {t('lab-booking.patient.name')}
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
          {t('lab-booking.patient.age')}
        </label>
        <input
          {...fieldProps('age')}
          className="text-input lbk-patient-form__age"
          inputMode="numeric"
          maxLength={3}
          defaultValue={value('age', patient?.age)}
        />
        {error('age')}
      </div>
      <fieldset className="field" aria-describedby={errors.gender ? `${id}-gender-error` : undefined}>
        <legend className="field__label">{t('lab-booking.patient.gender')}</legend>
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
          {t('lab-booking.patient.relation')}
        </label>
        <select
          {...fieldProps('relation')}
          className="text-input"
          defaultValue={value('relation', patient?.isSelf ? 'self' : patient?.relation)}
        >
          {patient ? null : <option value="">{t('lab-booking.patient.chooseRelation')}</option>}
          {relations.map((r) => (
            <option key={r} value={r}>
              {t(RELATION_TEXT[r])}
            </option>
          ))}
        </select>
        {error('relation')}
      </div>
      <div className="lbk-patient-form__actions">
        <Button type="submit" loading={fetcher.state !== 'idle'}>
          {patient ? t('lab-booking.patient.update') : t('lab-booking.patient.save')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
