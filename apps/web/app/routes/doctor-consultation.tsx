import { type ShouldRevalidateFunction, Form, data, redirect, useNavigation, useRevalidator, useRouteError } from 'react-router';
import { prescriptionDraftBody, type EPrescription } from '@dawa/contracts';
import { ConsultRoom } from '../components/consult-room/consult-room.tsx';
import { postRoomMessage } from '../components/consult-room/room-action.server.ts';
import { CALL_MODE_KEY, DoctorFrame, STATUS_KEY } from '../components/doctor/doctor-frame.tsx';
import { DoctorRouteError } from '../components/doctor/doctor-route-error.tsx';
import { PrescriptionWriter, type WriterAnswer } from '../components/doctor/prescription-writer.tsx';
import { translate, useT } from '../i18n/index.ts';
import { ApiError } from '../lib/api.ts';
import { apiResult, isUnauthorized } from '../lib/api-result.server.ts';
import { doctorApi, doctorCalls, formatIndiaTime, orderIdOf, privateHeaders, roomApi } from '../lib/api-doctor.ts';
import type { Route } from './+types/doctor-consultation';

/** /doctor/consultations/:orderId: the room, the patient's details and history, Start/Complete and the e-prescription. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const orderId = orderIdOf(params.orderId);
  try {
    const [doctor, room] = await Promise.all([doctorApi.me(request), roomApi.get(orderId, request)]);
    if (room.side !== 'doctor') throw new Response(null, { status: 404 });
    const [history, prescription] = await Promise.all([
      // Only with the patient's consent: without it (or on any refusal) there is nothing to show.
      doctorApi.history(orderId, request).catch(() => null),
      doctorApi.prescription(orderId, request).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    ]);
    return { doctor, room, history, prescription };
  } catch (error) {
    if (isUnauthorized(error)) throw redirect('/doctor/login');
    if (error instanceof ApiError && [400, 403, 404].includes(error.status)) throw new Response(null, { status: 404 });
    throw error;
  }
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The draft as the form holds it: one value per line for each repeated field. */
function draftOf(form: FormData) {
  const ids = form.getAll('productId').map(String);
  const at = (name: string, i: number) => String(form.getAll(name)[i] ?? '').trim();
  return prescriptionDraftBody.safeParse({
    diagnosis: text(form, 'diagnosis'),
    advice: text(form, 'advice'),
    lines: ids.map((productId, i) => ({
      productId,
      dose: at('dose', i),
      frequency: at('frequency', i),
      durationDays: at('durationDays', i),
      ...(at('instructions', i) ? { instructions: at('instructions', i) } : {}),
    })),
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const orderId = orderIdOf(params.orderId);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const t = (key: Parameters<typeof translate>[1]) => translate('en', key);
  if (intent === 'message') return postRoomMessage(orderId, form, request, t('room.chat.failed'));
  if (intent === 'start' || intent === 'complete') {
    const result = await apiResult(intent === 'start' ? doctorCalls.start(orderId) : doctorCalls.complete(orderId), request);
    if (!result.ok && result.status === 401) return redirect('/doctor/login');
    // A completed consultation closes to its doctor: back to the day's list, which says so.
    if (result.ok && intent === 'complete') return redirect(`/doctor?done=${orderId}`);
    return data({ step: { ok: result.ok, message: result.ok ? '' : result.message || t('doctor.step.failed') }, writer: null });
  }
  if (intent === 'save' || intent === 'sign') {
    const draft = draftOf(form);
    if (!draft.success) {
      const writer: WriterAnswer = { intent, ok: false, message: draft.error.issues[0]?.message ?? t('doctor.rx.saveFailed') };
      return data({ step: null, writer }, { status: 400 });
    }
    const saved = await apiResult<EPrescription>(doctorCalls.saveDraft(orderId, draft.data), request);
    if (!saved.ok && saved.status === 401) return redirect('/doctor/login');
    if (!saved.ok || intent === 'save') {
      const writer: WriterAnswer = {
        intent,
        ok: saved.ok,
        message: saved.ok ? t('doctor.rx.saved') : saved.message || t('doctor.rx.saveFailed'),
      };
      return data({ step: null, writer }, { status: saved.ok ? 200 : saved.status === 409 ? 409 : 400 });
    }
    const signed = await apiResult<EPrescription>(doctorCalls.sign(orderId), request);
    const writer: WriterAnswer = {
      intent,
      ok: signed.ok,
      message: signed.ok ? t('doctor.rx.signedNote') : signed.message || t('doctor.rx.signFailed'),
    };
    return data({ step: null, writer }, { status: signed.ok ? 200 : signed.status === 409 ? 409 : 400 });
  }
  return data({ step: null, writer: null }, { status: 400 });
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'message' ? false : defaultShouldRevalidate;

export const headers = privateHeaders;
export const meta = ({ params }: Route.MetaArgs) => [
  { title: translate('en', 'doctor.consultation.metaTitle', { id: params.orderId ?? '' }) },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function DoctorConsultation({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { doctor, room, history, prescription } = loaderData;
  const c = room.consultation;
  const revalidator = useRevalidator();
  const busy = useNavigation().state === 'submitting';
  const step = actionData && 'step' in actionData ? actionData.step : null;
  const writer = actionData && 'writer' in actionData ? actionData.writer : null;
  const canWrite = c.state === 'IN_PROGRESS';
  return (
    <DoctorFrame doctor={doctor}>
      <div className="dc-head">
        <h1>{t('doctor.consultation.title', { name: c.patient.name, id: c.orderId })}</h1>
        <p className="dc-muted">
          {formatIndiaTime(c.startsAt)} · {c.speciality.name} · {t(CALL_MODE_KEY[c.callMode])} ·{' '}
          <span className="dc-status">{t(STATUS_KEY[c.status])}</span>
        </p>
      </div>
      <div className="dc-steps">
        {c.state === 'SCHEDULED' ? (
          <Form method="post">
            <button type="submit" name="intent" value="start" className="btn" disabled={busy}>
              {t('doctor.start')}
            </button>
          </Form>
        ) : null}
        {c.state === 'IN_PROGRESS' ? (
          <Form method="post">
            <button type="submit" name="intent" value="complete" className="btn btn--outlined" disabled={busy}>
              {t('doctor.complete')}
            </button>
          </Form>
        ) : null}
        {step && !step.ok ? (
          <p className="dc-error" role="alert">
            {step.message}
          </p>
        ) : null}
      </div>
      <div className="dc-consult">
        <div className="dc-consult__room">
          <ConsultRoom room={room} onStatus={() => void revalidator.revalidate()} />
        </div>
        <section className="dc-card dc-patient" aria-labelledby="patient-title">
          <h2 id="patient-title">{t('doctor.patient.title')}</h2>
          <dl className="dc-facts">
            <dt>{t('doctor.patient.name')}</dt>
            <dd>
              {c.patient.name} · {t('doctor.age', { age: c.patient.age })} · {c.patient.gender}
            </dd>
            {c.patient.accompanyingAdult ? (
              <>
                <dt>{t('doctor.patient.adult')}</dt>
                <dd>{c.patient.accompanyingAdult}</dd>
              </>
            ) : null}
            <dt>{t('doctor.patient.concern')}</dt>
            <dd className="dc-concern">{c.concern}</dd>
            {c.isFollowUp ? (
              <>
                <dt>{t('doctor.followUp')}</dt>
                <dd>{t('doctor.patient.followUpText')}</dd>
              </>
            ) : null}
          </dl>
          <h3>{t('doctor.history.title')}</h3>
          {history?.consent ? (
            history.consultations.length === 0 ? (
              <p className="dc-muted">{t('doctor.history.none')}</p>
            ) : (
              <ul className="dc-history">
                {history.consultations.map((h) => (
                  <li key={h.orderId}>
                    <strong>{formatIndiaTime(h.startsAt)}</strong> · {h.speciality}
                    <span className="dc-sub">{h.diagnosis || '—'}</span>
                    {h.medicines.length > 0 ? <span className="dc-sub">{h.medicines.join(', ')}</span> : null}
                  </li>
                ))}
              </ul>
            )
          ) : (
            <p className="dc-muted">{t('doctor.history.noConsent')}</p>
          )}
        </section>
      </div>
      <PrescriptionWriter orderId={c.orderId} prescription={prescription} canWrite={canWrite} answer={writer} />
    </DoctorFrame>
  );
}

export function ErrorBoundary() {
  return <DoctorRouteError error={useRouteError()} />;
}
