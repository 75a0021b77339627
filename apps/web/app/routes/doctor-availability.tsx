import { data, Form, redirect, useNavigation, useRouteError } from 'react-router';
import { doctorAvailabilityBody, doctorLeaveBody } from '@dawa/contracts';
import { DoctorFrame } from '../components/doctor/doctor-frame.tsx';
import { DoctorRouteError } from '../components/doctor/doctor-route-error.tsx';
import { translate, useT, type MessageKey } from '../i18n/index.ts';
import { apiResult, isUnauthorized } from '../lib/api-result.server.ts';
import { doctorApi, doctorCalls, formatIndiaTime, privateHeaders, type AvailabilityWindow } from '../lib/api-doctor.ts';
import type { Route } from './+types/doctor-availability';

/** Blank rows the form offers below the saved windows, for new ones. */
const BLANK_ROWS = 2;
const WEEKDAY_KEYS: MessageKey[] = [
  'doctor.day.0',
  'doctor.day.1',
  'doctor.day.2',
  'doctor.day.3',
  'doctor.day.4',
  'doctor.day.5',
  'doctor.day.6',
];

/** /doctor/availability: the doctor's weekly windows (India time) and leave. */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const queue = await doctorApi.queue(request);
    return { doctor: queue.doctor, availability: queue.availability, leave: queue.leave };
  } catch (error) {
    if (isUnauthorized(error)) throw redirect('/doctor/login');
    throw error;
  }
}

type Answer = { intent: string; ok: boolean; message: string };

/** A datetime-local value, India time, as an instant with its offset. */
const indiaInstant = (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+05:30` : value);

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const t = (key: MessageKey) => translate('en', key);
  const answer = (ok: boolean, message: string, status = ok ? 200 : 400) => data<Answer>({ intent, ok, message }, { status });
  let call;
  if (intent === 'windows') {
    const rows = Math.min(30, Number(form.get('rows')) || 0);
    const windows: AvailabilityWindow[] = [];
    for (let i = 0; i < rows; i += 1) {
      const weekdays = form.getAll(`w${i}-day`).map(Number);
      const start = String(form.get(`w${i}-start`) ?? '');
      const end = String(form.get(`w${i}-end`) ?? '');
      if (weekdays.length === 0 && !start && !end) continue;
      windows.push({ weekdays, start, end });
    }
    const body = doctorAvailabilityBody.safeParse({ windows });
    if (!body.success) return answer(false, body.error.issues[0]?.message ?? t('doctor.avail.failed'));
    call = doctorCalls.availability(body.data.windows);
  } else if (intent === 'leave') {
    const body = doctorLeaveBody.safeParse({
      startsAt: indiaInstant(String(form.get('startsAt') ?? '')),
      endsAt: indiaInstant(String(form.get('endsAt') ?? '')),
    });
    if (!body.success) return answer(false, body.error.issues[0]?.message ?? t('doctor.leave.failed'));
    call = doctorCalls.addLeave(body.data.startsAt, body.data.endsAt);
  } else if (intent === 'delete-leave') {
    const id = Number(form.get('id'));
    if (!Number.isInteger(id) || id <= 0) return answer(false, t('doctor.leave.failed'));
    call = doctorCalls.deleteLeave(id);
  } else return answer(false, t('doctor.avail.failed'));
  const result = await apiResult(call, request);
  if (!result.ok && result.status === 401) return redirect('/doctor/login');
  return answer(result.ok, result.ok ? t('doctor.avail.saved') : result.message || t('doctor.avail.failed'), result.ok ? 200 : 400);
}

export const headers = privateHeaders;
export const meta = () => [{ title: translate('en', 'doctor.avail.metaTitle') }, { name: 'robots', content: 'noindex, nofollow' }];

export default function DoctorAvailability({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const { doctor, availability, leave } = loaderData;
  const rows: (AvailabilityWindow | null)[] = [...availability, ...Array.from({ length: BLANK_ROWS }, () => null)];
  const note = (intent: string) =>
    actionData && actionData.intent === intent && !busy ? (
      <p className={actionData.ok ? 'dc-note' : 'dc-error'} role={actionData.ok ? 'status' : 'alert'}>
        {actionData.message}
      </p>
    ) : null;
  return (
    <DoctorFrame doctor={doctor}>
      <div className="dc-head">
        <h1>{t('doctor.avail.title')}</h1>
        <p className="dc-muted">{t('doctor.avail.lead')}</p>
      </div>
      <section className="dc-card" aria-labelledby="windows-title">
        <h2 id="windows-title">{t('doctor.avail.windows')}</h2>
        {/* Keyed by the saved windows: after a save the form shows them as saved. */}
        <Form method="post" className="console-form dc-form" key={JSON.stringify(availability)}>
          <input type="hidden" name="intent" value="windows" />
          <input type="hidden" name="rows" value={rows.length} />
          {rows.map((w, i) => (
            <fieldset key={i} className="dc-window">
              <legend>{w ? t('doctor.avail.window', { n: i + 1 }) : t('doctor.avail.newWindow')}</legend>
              <div className="dc-days">
                {WEEKDAY_KEYS.map((key, day) => (
                  <label key={key} className="dc-check">
                    <input type="checkbox" name={`w${i}-day`} value={day} defaultChecked={w?.weekdays.includes(day) ?? false} />
                    {t(key)}
                  </label>
                ))}
              </div>
              <div className="dc-form--row">
                <label>
                  {t('doctor.avail.from')}
                  <input type="time" step={900} name={`w${i}-start`} defaultValue={w?.start ?? ''} />
                </label>
                <label>
                  {t('doctor.avail.to')}
                  <input
                    type="text"
                    inputMode="numeric"
                    pattern="([01]\d|2[0-3]):(00|15|30|45)|24:00"
                    placeholder="HH:MM"
                    name={`w${i}-end`}
                    defaultValue={w?.end ?? ''}
                  />
                </label>
              </div>
            </fieldset>
          ))}
          <p className="dc-muted">{t('doctor.avail.hint')}</p>
          {note('windows')}
          <button type="submit" className="btn" disabled={busy}>
            {t('doctor.avail.save')}
          </button>
        </Form>
      </section>
      <section className="dc-card" aria-labelledby="leave-title">
        <h2 id="leave-title">{t('doctor.leave.title')}</h2>
        {leave.length === 0 ? <p className="dc-muted">{t('doctor.leave.none')}</p> : null}
        <ul className="dc-leave">
          {leave.map((l) => (
            <li key={l.id}>
              <span>{t('doctor.leave.range', { from: formatIndiaTime(l.startsAt), to: formatIndiaTime(l.endsAt) })}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="delete-leave" />
                <input type="hidden" name="id" value={l.id} />
                <button type="submit" className="btn btn--x-small btn--outlined" disabled={busy}>
                  {t('doctor.leave.delete')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
        {note('delete-leave')}
        <Form method="post" className="console-form dc-form dc-form--row" key={leave.map((l) => l.id).join(',')}>
          <input type="hidden" name="intent" value="leave" />
          <label>
            {t('doctor.leave.from')}
            <input type="datetime-local" name="startsAt" required />
          </label>
          <label>
            {t('doctor.leave.to')}
            <input type="datetime-local" name="endsAt" required />
          </label>
          <button type="submit" className="btn btn--outlined" disabled={busy}>
            {t('doctor.leave.add')}
          </button>
        </Form>
        {note('leave')}
      </section>
    </DoctorFrame>
  );
}

export function ErrorBoundary() {
  return <DoctorRouteError error={useRouteError()} />;
}
