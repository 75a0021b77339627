/**
 * Add or edit a family member (name, age, gender, relation), checked in the browser with the schema the API
 * enforces and saved through the lab cart's action; a message the API gives for a field shows under it, and a
 * refused plain post comes back with what was typed.
 */
import type { Patient } from '@dawa/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import type { LabAnswer } from './lab-cart-action.server.ts';
import { LAB_CART_PATH, readPatientForm, type PatientField } from './lab-rules.ts';
import { firstInvalidField, PatientFields } from './patient-fields.tsx';
import { usePatientLabel } from './patient-label.ts';

const LABELS = {
  name: 'lab-booking.patient.name',
  age: 'lab-booking.patient.age',
  gender: 'lab-booking.patient.gender',
  relation: 'lab-booking.patient.relation',
  chooseRelation: 'lab-booking.patient.chooseRelation',
} as const;

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
      const first = firstInvalidField(found.fields);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setChecked(null);
    void fetcher.submit(event.currentTarget, { method: 'post' });
  };

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
      <PatientFields id={id} patient={patient} errors={errors} sent={values} labels={LABELS} ageClassName="lbk-patient-form__age" />
      <div className="lbk-patient-form__actions">
        <Button type="submit" loading={fetcher.state !== 'idle'}>
          {patient ? t('lab-booking.patient.update') : t('lab-booking.patient.save')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
