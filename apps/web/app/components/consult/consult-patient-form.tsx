/**
 * Add a family member, or complete one's age and gender, for a consultation: a plain post to the patient step's
 * action, checked in the browser with the schema the API enforces; a refused post comes back with what was typed
 * and the messages under their fields.
 */
import type { Patient } from '@dawa/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { firstInvalidField, PatientFields } from '../diagnostics-booking/patient-fields.tsx';
import { usePatientLabel } from '../diagnostics-booking/patient-label.ts';
import { readPatientForm, type PatientField, type PatientValues } from '../diagnostics-booking/lab-rules.ts';
import { Button, buttonClass } from '../ui/button.tsx';

const LABELS = {
  name: 'consult.patient.name',
  age: 'consult.patient.age',
  gender: 'consult.patient.gender',
  relation: 'consult.patient.relation',
  chooseRelation: 'consult.patient.chooseRelation',
} as const;

export type PatientRefusal = { message: string; fields: Partial<Record<PatientField, string>>; values: PatientValues };

type Props = { patient: Patient | null; refused?: PatientRefusal; cancelHref: string };

export function ConsultPatientForm({ patient, refused, cancelHref }: Props) {
  const t = useT();
  const id = useId();
  const label = usePatientLabel();
  const navigation = useNavigation();
  const [checked, setChecked] = useState<Partial<Record<PatientField, string>> | null>(null);
  const errors = checked ?? refused?.fields ?? {};
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = readPatientForm(new FormData(event.currentTarget));
    if (found.ok) return setChecked(null);
    event.preventDefault();
    setChecked(found.fields);
    const first = firstInvalidField(found.fields);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };
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
      <PatientFields id={id} patient={patient} errors={errors} sent={refused?.values} labels={LABELS} ageClassName="cs-age" />
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
