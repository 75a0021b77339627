/**
 * /doctor-consultation/patient-details?speciality=…&doctor=…: who the consultation is for and what about (signed in
 * only: a guest goes to the login page and comes back here). Adding or completing a family member posts to this
 * route's action, which comes back here with that member chosen and everything else as it was.
 */
import type { Patient } from '@dawa/contracts';
import { redirect, useRouteError, useSearchParams } from 'react-router';
import { DoctorInfo, PageHead, StepBar } from '../components/consult/consult-parts.tsx';
import { guardStep, must, toLogin } from '../components/consult/consult-data.server.ts';
import { ConsultPatientForm, type PatientRefusal } from '../components/consult/consult-patient-form.tsx';
import {
  flowHref,
  orderIdOf,
  patientFieldOfRefusal,
  patientProblems,
  readFlow,
  type PatientProblem,
  type PatientProblems,
} from '../components/consult/consult-rules.ts';
import { PatientStep } from '../components/consult/patient-step.tsx';
import { patientFieldOf, readPatientForm } from '../components/diagnostics-booking/lab-rules.ts';
import { RouteError } from '../components/shell/route-error.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { consultApi } from '../lib/api-consult.ts';
import type { Route } from './+types/consult-patient-details';
import '../components/consult/consult.css';

const REFUSALS: readonly PatientProblem[] = ['PATIENT_INCOMPLETE', 'AGE_NOT_CONFIRMED', 'MINOR_NEEDS_ADULT'];

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const flow = readFlow(params);
  guardStep(flow, 'patient-details');
  const [patients, slots] = await Promise.all([consultApi.patients(request), consultApi.slots(flow.doctor, request)]);
  if (!patients.ok && patients.status === 401) throw toLogin(request);
  if (!slots.ok && (slots.status === 404 || slots.status === 400)) throw redirect(flowHref('select-doctor', flow, {}, ['doctor']));
  const list: Patient[] = must(patients, request).patients;
  const add = params.get('add');
  const editing: 'new' | Patient | null = add === 'new' ? 'new' : (list.find((p) => p.id === orderIdOf(add)) ?? null);
  let shown: PatientProblems = params.get('check') === '1' ? patientProblems(flow, list) : {};
  const refused = params.get('refused') ?? '';
  const field = patientFieldOfRefusal(refused);
  if (field && (REFUSALS as readonly string[]).includes(refused)) shown = { ...shown, [field]: refused as PatientProblem };
  return { flow, patients: list, doctor: must(slots, request).doctor, editing, shown };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const flow = readFlow(new URL(request.url).searchParams);
  if (form.get('intent') !== 'patient-save') return null;
  const found = readPatientForm(form);
  if (!found.ok) return { message: '', fields: found.fields, values: found.values } satisfies PatientRefusal;
  const id = orderIdOf(String(form.get('patientId') ?? ''));
  const saved = id ? await consultApi.updatePatient(id, found.body, request) : await consultApi.addPatient(found.body, request);
  if (!saved.ok) {
    if (saved.status === 401) throw toLogin(request);
    const fieldName = patientFieldOf(saved.field);
    const values = Object.fromEntries(
      ['name', 'age', 'gender', 'relation'].map((f) => [f, String(form.get(f) ?? '')]),
    ) as PatientRefusal['values'];
    return {
      message: fieldName ? '' : saved.message || translate(localeFromPath(new URL(request.url).pathname), 'consult.error.generic'),
      fields: fieldName ? { [fieldName]: saved.message } : {},
      values,
    } satisfies PatientRefusal;
  }
  return redirect(flowHref('patient-details', flow, { patient: String(saved.data.id) }));
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: translate(localeFromPath(location.pathname), 'consult.patient.metaTitle') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ConsultPatientDetails({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const { flow, patients, doctor, editing, shown } = loaderData;
  const back = flowHref('patient-details', flow);
  return (
    <div className="container cs-page cs-narrow">
      <PageHead title={t('consult.patient.pageTitle')} />
      <StepBar step="patient-details" />
      <section className="cs-card cs-chosen" aria-label={t('consult.summary.doctor')}>
        <DoctorInfo doctor={doctor} headingLevel={2} />
        <a href={flowHref('select-doctor', flow, {}, ['doctor', 'slot'])} className="cs-change">
          {t('consult.change')}
        </a>
      </section>
      {flow.followUpOf ? <p className="cs-note">{t('consult.patient.followUp', { id: flow.followUpOf })}</p> : null}
      {flow.forOrderId ? <p className="cs-note">{t('consult.forOrder', { id: flow.forOrderId })}</p> : null}
      {editing ? (
        <ConsultPatientForm
          key={params.get('add') ?? ''}
          patient={editing === 'new' ? null : editing}
          refused={actionData ?? undefined}
          cancelHref={back}
        />
      ) : null}
      <PatientStep key={params.toString()} flow={flow} patients={patients} shown={shown} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
