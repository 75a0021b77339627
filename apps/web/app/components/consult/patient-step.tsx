/**
 * The patient step's form: who the consultation is for (the account's family members), the age confirmation, the
 * adult who joins a minor, the concern, audio or video, and sharing past consultations. A plain GET form to the
 * slot step, so it works before the page is interactive; the slot step sends a shopper with something missing back
 * here (`check=1`), where the same checks say what and where. Once interactive, the checks run before leaving.
 */
import type { Patient } from '@dawa/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { GENDER_TEXT, usePatientLabel } from '../diagnostics-booking/patient-label.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import {
  flowHref,
  patientProblems,
  readFlow,
  stepPath,
  type Flow,
  type PatientField,
  type PatientProblem,
  type PatientProblems,
} from './consult-rules.ts';

const PROBLEM_TEXT = {
  CHOOSE_PATIENT: 'consult.error.choosePatient',
  PATIENT_INCOMPLETE: 'consult.error.PATIENT_INCOMPLETE',
  AGE_NOT_CONFIRMED: 'consult.error.AGE_NOT_CONFIRMED',
  MINOR_NEEDS_ADULT: 'consult.error.MINOR_NEEDS_ADULT',
  ADULT_TOO_LONG: 'consult.error.adultTooLong',
  CONCERN_MISSING: 'consult.error.concernMissing',
  CONCERN_TOO_LONG: 'consult.error.concernTooLong',
  CHOOSE_MODE: 'consult.error.chooseMode',
} as const satisfies Record<PatientProblem, MessageKey>;

const FIELD_ORDER: readonly PatientField[] = ['patient', 'ageOk', 'adult', 'concern', 'mode'];
const FIELD_ID: Record<PatientField, string> = {
  patient: 'cs-patient-first',
  ageOk: 'cs-age-ok',
  adult: 'cs-adult',
  concern: 'cs-concern',
  mode: 'cs-mode-video',
};

type Props = {
  flow: Flow;
  patients: Patient[];
  /** Problems to show from the start (the slot step sent the shopper back). */
  shown: PatientProblems;
};

export function PatientStep({ flow, patients, shown }: Props) {
  const t = useT();
  const label = usePatientLabel();
  const [problems, setProblems] = useState<PatientProblems>(shown);
  const [chosen, setChosen] = useState(flow.patient);
  const minor = patients.find((p) => String(p.id) === chosen)?.age;
  const isMinor = typeof minor === 'number' && minor < 18;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string') params.append(key, value);
    const typed = readFlow(params);
    const found = patientProblems(typed, patients);
    setProblems(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (!first) return;
    event.preventDefault();
    document.getElementById(FIELD_ID[first])?.focus();
  };

  const message = (field: PatientField) => {
    const problem = problems[field];
    return problem ? (
      <p id={`cs-${field}-error`} className="field__error" role="alert">
        {t(PROBLEM_TEXT[problem])}
      </p>
    ) : null;
  };
  const invalid = (field: PatientField) => (problems[field] ? true : undefined);
  const described = (field: PatientField, hint?: string) =>
    [invalid(field) ? `cs-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <form method="get" action={stepPath('select-slot')} className="cs-form" onSubmit={submit} noValidate>
      <input type="hidden" name="speciality" value={flow.speciality} />
      <input type="hidden" name="doctor" value={flow.doctor} />
      {flow.followUpOf ? <input type="hidden" name="followUpOf" value={flow.followUpOf} /> : null}
      {flow.forOrderId ? <input type="hidden" name="forOrderId" value={flow.forOrderId} /> : null}
      {flow.slot ? <input type="hidden" name="slot" value={flow.slot} /> : null}
      <fieldset className="cs-card" aria-describedby={described('patient')}>
        <legend className="cs-card__title cs-legend">{t('consult.patient.title')}</legend>
        {patients.length === 0 ? <p className="cs-muted">{t('consult.patient.none')}</p> : null}
        <ul className="cs-patients">
          {patients.map((p, i) => {
            const incomplete = p.age === null || p.gender === null;
            return (
              <li key={p.id} className="cs-patient">
                <label className="cs-patient__row">
                  <input
                    type="radio"
                    name="patient"
                    value={p.id}
                    id={i === 0 ? 'cs-patient-first' : undefined}
                    defaultChecked={flow.patient === String(p.id)}
                    onChange={() => setChosen(String(p.id))}
                    aria-invalid={invalid('patient')}
                  />
                  <span className="cs-patient__text">
                    <strong>{label(p)}</strong>
                    <span className="cs-muted">
                      {incomplete
                        ? t('consult.patient.incomplete')
                        : t('consult.patient.ageGender', { age: p.age ?? '', gender: p.gender ? t(GENDER_TEXT[p.gender]) : '' })}
                      {p.age !== null && p.age < 18 ? ` · ${t('consult.patient.minor')}` : ''}
                    </span>
                  </span>
                </label>
                {incomplete ? (
                  <Link
                    to={flowHref('patient-details', flow, {}, ['slot']) + `&add=${p.id}`}
                    className={buttonClass('small', 'transparent')}
                    preventScrollReset
                  >
                    {t('consult.patient.complete')}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
        <Link to={`${flowHref('patient-details', flow)}&add=new`} className={buttonClass('small', 'outlined')} preventScrollReset>
          {t('consult.patient.add')}
        </Link>
        {message('patient')}
      </fieldset>

      <section className="cs-card" aria-labelledby="cs-about-title">
        <h2 id="cs-about-title" className="cs-card__title">
          {t('consult.patient.aboutTitle')}
        </h2>
        <div className="field">
          <label className="cs-check">
            <input
              type="checkbox"
              id="cs-age-ok"
              name="ageOk"
              value="1"
              defaultChecked={flow.ageOk}
              aria-invalid={invalid('ageOk')}
              aria-describedby={described('ageOk')}
            />
            <span>{t('consult.patient.ageOk')}</span>
          </label>
          {message('ageOk')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="cs-adult">
            {isMinor ? t('consult.patient.adultRequired') : t('consult.patient.adult')}
          </label>
          <p id="cs-adult-hint" className="field__hint">
            {t('consult.patient.adultHint')}
          </p>
          <input
            id="cs-adult"
            name="adult"
            className="text-input"
            maxLength={100}
            autoComplete="name"
            defaultValue={flow.adult}
            aria-invalid={invalid('adult')}
            aria-describedby={described('adult', 'cs-adult-hint')}
          />
          {message('adult')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="cs-concern">
            {t('consult.patient.concern')}
          </label>
          <p id="cs-concern-hint" className="field__hint">
            {t('consult.patient.concernHint')}
          </p>
          <textarea
            id="cs-concern"
            name="concern"
            className="text-input cs-textarea"
            rows={4}
            maxLength={1000}
            defaultValue={flow.concern}
            aria-invalid={invalid('concern')}
            aria-describedby={described('concern', 'cs-concern-hint')}
          />
          {message('concern')}
        </div>
        <fieldset className="field" aria-describedby={described('mode', 'cs-mode-hint')}>
          <legend className="field__label">{t('consult.patient.mode')}</legend>
          <div className="chip-row">
            <label className="choice-chip">
              <input type="radio" id="cs-mode-video" name="mode" value="2" defaultChecked={flow.mode !== '1'} />
              <span>{t('consult.mode.video')}</span>
            </label>
            <label className="choice-chip">
              <input type="radio" name="mode" value="1" defaultChecked={flow.mode === '1'} />
              <span>{t('consult.mode.audio')}</span>
            </label>
          </div>
          <p id="cs-mode-hint" className="field__hint">
            {t('consult.patient.modeHint')}
          </p>
          {message('mode')}
        </fieldset>
        <div className="field">
          <label className="cs-check">
            <input type="checkbox" name="history" value="1" defaultChecked={flow.history} />
            <span>{t('consult.patient.history')}</span>
          </label>
        </div>
      </section>
      <div className="cs-actions">
        <Button type="submit" size="large">
          {t('consult.continue')}
        </Button>
      </div>
    </form>
  );
}
