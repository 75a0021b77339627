/**
 * /doctor-consultation/consultation-summary?…: every choice of the flow with a way back to change it, the fee, and
 * 'Pay'/'Book' — a plain post to this route's action, which books (with the page's Idempotency-Key, so a repeated
 * post books once) and goes to the payment page when the fee waits for an online payment, else to the confirmation.
 * A refusal is said by the row it concerns; a patient's detail the API refuses sends the shopper back to that step.
 */
import { consultBookBody } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import type { ReactNode } from 'react';
import { Form, redirect, useNavigation, useRouteError } from 'react-router';
import { DemoBadge, MODE_TEXT, PageHead, StepBar } from '../components/consult/consult-parts.tsx';
import { must, toLogin } from '../components/consult/consult-data.server.ts';
import {
  confirmationPath,
  flowHref,
  hasProblems,
  INSTANT,
  missingStep,
  patientFieldOfRefusal,
  patientProblems,
  paymentPath,
  readFlow,
  type ConsultStep,
  type Flow,
} from '../components/consult/consult-rules.ts';
import { FlowFields } from '../components/consult/flow-fields.tsx';
import { formatDateTime } from '../components/orders/order-format.ts';
import { RouteError } from '../components/shell/route-error.tsx';
import { Button } from '../components/ui/button.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { consultApi } from '../lib/api-consult.ts';
import type { Route } from './+types/consult-summary';
import '../components/consult/consult.css';

export async function loader({ request }: Route.LoaderArgs) {
  const flow = readFlow(new URL(request.url).searchParams);
  const missing = missingStep(flow, 'consultation-summary');
  if (missing) throw redirect(`${flowHref(missing, flow)}${missing === 'select-slot' ? '&check=1' : ''}`);
  const [patients, home, slots] = await Promise.all([
    consultApi.patients(request),
    consultApi.home(request),
    consultApi.slots(flow.doctor, request),
  ]);
  if (!patients.ok && patients.status === 401) throw toLogin(request);
  const list = must(patients, request).patients;
  if (hasProblems(patientProblems(flow, list))) throw redirect(`${flowHref('patient-details', flow)}&check=1`);
  const speciality = must(home, request).specialities.find((s) => s.id === flow.speciality);
  if (!speciality) throw redirect(flowHref('select-speciality', flow, {}, ['speciality', 'doctor', 'slot']));
  const doctorSlots = must(slots, request);
  const patient = list.find((p) => String(p.id) === flow.patient)!;
  // A follow-up, and the consultation a medicine order waits for, are free.
  const amountPaise = flow.followUpOf || flow.forOrderId ? 0 : speciality.feePaise;
  return {
    flow,
    speciality,
    doctor: doctorSlots.doctor,
    instant: doctorSlots.instant,
    patient,
    amountPaise,
    idempotencyKey: crypto.randomUUID(),
  };
}

export type SummaryRefusal = { code: string; message: string; step: ConsultStep | 'fee' | null };

const stepOfRefusal = (code: string, field?: string): SummaryRefusal['step'] => {
  if (code === 'PRICE_CHANGED') return 'fee';
  const last = field?.split('.').pop();
  if (code === 'SLOT_TAKEN' || code.startsWith('SLOT') || last === 'slotStartsAt' || last === 'slotType') return 'select-slot';
  if (last === 'doctorSlug' || code.startsWith('DOCTOR')) return 'select-doctor';
  if (last === 'specialityId') return 'select-speciality';
  if (patientFieldOfRefusal(code, field)) return 'patient-details';
  return null;
};

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const params = new URLSearchParams();
  for (const [key, value] of form) if (typeof value === 'string') params.append(key, value);
  const flow = readFlow(params);
  const key = String(form.get('idempotencyKey') ?? '');
  const amountPaise = Number(form.get('amountPaise'));
  const locale = localeFromPath(new URL(request.url).pathname);
  const parsed = consultBookBody.safeParse({
    doctorSlug: flow.doctor,
    specialityId: flow.speciality,
    slotType: flow.slot === INSTANT ? 'Instant' : 'normal',
    ...(flow.slot === INSTANT ? {} : { slotStartsAt: flow.slot }),
    callMode: flow.mode === '1' ? 1 : 2,
    patientId: flow.patient,
    ageConfirmed: flow.ageOk,
    ...(flow.adult.trim() ? { accompanyingAdult: flow.adult.trim() } : {}),
    concern: flow.concern,
    shareHistory: flow.history,
    ...(flow.followUpOf ? { followUpOf: flow.followUpOf } : {}),
    ...(flow.forOrderId ? { forOrderId: flow.forOrderId } : {}),
    // The payment method is chosen on the payment page; UPI is the one offered first.
    ...(amountPaise > 0 ? { paymentId: 4 } : {}),
    amountPaise: Number.isInteger(amountPaise) ? amountPaise : -1,
  });
  if (!parsed.success || !/^[0-9a-f-]{36}$/i.test(key)) {
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    const refusal: SummaryRefusal = {
      code: 'BAD_REQUEST',
      message: issue?.message ?? translate(locale, 'consult.error.generic'),
      step: stepOfRefusal('', issue?.path.join('.')),
    };
    return refusal;
  }
  const booked = await consultApi.book(parsed.data, key, request);
  if (booked.ok) return redirect(booked.data.paymentAllowed ? paymentPath(booked.data.orderId) : confirmationPath(booked.data.orderId));
  if (booked.status === 401) throw toLogin(request);
  if (['MINOR_NEEDS_ADULT', 'AGE_NOT_CONFIRMED', 'PATIENT_INCOMPLETE'].includes(booked.code)) {
    return redirect(`${flowHref('patient-details', flow)}&refused=${booked.code}`);
  }
  const refusal: SummaryRefusal = {
    code: booked.code,
    message: booked.message || translate(locale, 'consult.error.generic'),
    step: stepOfRefusal(booked.code, booked.field),
  };
  return refusal;
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: translate(localeFromPath(location.pathname), 'consult.summary.metaTitle') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

function Row({ label, value, edit, error }: { label: string; value: ReactNode; edit?: string; error?: string | null }) {
  const t = useT();
  return (
    <div className="cs-row">
      <dt>{label}</dt>
      <dd>
        <span className="cs-row__value">{value}</span>
        {edit ? (
          <a href={edit} className="cs-change">
            {t('consult.summary.edit')}
            <span className="visually-hidden"> {label}</span>
          </a>
        ) : null}
        {error ? (
          <span className="field__error cs-row__error" role="alert">
            {error}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

export default function ConsultSummary({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { flow, speciality, doctor, patient, amountPaise, idempotencyKey, instant } = loaderData;
  const refusal = actionData ?? null;
  const errorAt = (step: SummaryRefusal['step']) => (refusal && refusal.step === step ? refusal.message : null);
  const edit = (step: ConsultStep, drop: ReadonlyArray<keyof Flow> = []) => flowHref(step, flow, {}, drop);
  const when = flow.slot === INSTANT ? t('consult.summary.now') : formatDateTime(flow.slot);
  const instantGone = flow.slot === INSTANT && !instant;
  return (
    <div className="container cs-page cs-narrow">
      <PageHead title={t('consult.summary.title')} />
      <StepBar step="consultation-summary" />
      <Form method="post" className="cs-form">
        <FlowFields flow={flow} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="amountPaise" value={amountPaise} />
        <section className="cs-card" aria-labelledby="cs-summary-title">
          <h2 id="cs-summary-title" className="cs-card__title">
            {t('consult.summary.choices')}
          </h2>
          <dl className="cs-rows">
            <Row
              label={t('consult.summary.speciality')}
              value={speciality.name}
              edit={edit('select-speciality', ['speciality', 'doctor', 'slot'])}
              error={errorAt('select-speciality')}
            />
            <Row
              label={t('consult.summary.doctor')}
              value={
                <>
                  {doctor.name} {doctor.demo ? <DemoBadge /> : null}
                  <span className="cs-muted cs-block">
                    {t('consult.doctor.registration', { number: doctor.registrationNumber, council: doctor.council })}
                  </span>
                </>
              }
              edit={edit('select-doctor', ['doctor', 'slot'])}
              error={errorAt('select-doctor')}
            />
            <Row
              label={t('consult.summary.patient')}
              value={
                <>
                  {patient.name} · {t('consult.patient.years', { age: patient.age ?? '' })}
                  {flow.adult.trim() ? (
                    <span className="cs-muted cs-block">{t('consult.summary.adult', { name: flow.adult.trim() })}</span>
                  ) : null}
                </>
              }
              edit={edit('patient-details')}
              error={errorAt('patient-details')}
            />
            <Row label={t('consult.summary.mode')} value={t(MODE_TEXT[flow.mode === '1' ? 1 : 2])} edit={edit('patient-details')} />
            <Row
              label={t('consult.summary.concern')}
              value={<span className="cs-pre">{flow.concern}</span>}
              edit={edit('patient-details')}
            />
            <Row
              label={t('consult.summary.when')}
              value={when}
              edit={edit('select-slot')}
              error={errorAt('select-slot') ?? (instantGone ? t('consult.error.instantGone') : null)}
            />
            {flow.history ? <Row label={t('consult.summary.history')} value={t('consult.summary.historyYes')} /> : null}
          </dl>
        </section>
        <section className="cs-card" aria-labelledby="cs-fee-title">
          <h2 id="cs-fee-title" className="cs-card__title">
            {t('consult.summary.fee')}
          </h2>
          <dl className="cs-rows">
            <Row
              label={flow.followUpOf ? t('consult.summary.followUpFee') : t('consult.summary.feeOf', { speciality: speciality.name })}
              value={<strong>{amountPaise === 0 ? t('consult.free') : formatRupees(amountPaise)}</strong>}
              error={errorAt('fee')}
            />
          </dl>
          <p className="cs-muted">{t('consult.summary.terms')}</p>
        </section>
        {refusal && refusal.step === null ? (
          <p className="field__error cs-form-error" role="alert">
            {refusal.message}
          </p>
        ) : null}
        <div className="cs-actions">
          <Button type="submit" size="large" loading={navigation.state === 'submitting'} disabled={instantGone}>
            {amountPaise === 0 ? t('consult.summary.book') : t('consult.summary.pay', { amount: formatRupees(amountPaise) })}
          </Button>
        </div>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
