import { Form, Link, redirect, useRouteError } from 'react-router';
import { CALL_MODE_KEY, DoctorFrame, STATUS_KEY } from '../components/doctor/doctor-frame.tsx';
import { DoctorRouteError } from '../components/doctor/doctor-route-error.tsx';
import { translate, useT } from '../i18n/index.ts';
import { ApiError } from '../lib/api.ts';
import { apiResult, isUnauthorized } from '../lib/api-result.server.ts';
import { cookieHeaders } from '../lib/form-answer.server.ts';
import { doctorApi, doctorCalls, formatIndiaClock, privateHeaders } from '../lib/api-doctor.ts';
import type { Route } from './+types/doctor-queue';

/** /doctor: the day's consultations (today in India unless ?date=), in time order, each opening its console page. */
export async function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : undefined;
  try {
    const queue = await doctorApi.queue(request, date);
    const done = new URL(request.url).searchParams.get('done');
    return { queue, done: done && /^\d{1,10}$/.test(done) ? Number(done) : null };
  } catch (error) {
    if (isUnauthorized(error)) throw redirect('/doctor/login');
    if (error instanceof ApiError && error.status === 400 && date) throw redirect('/doctor');
    throw error;
  }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'logout') return null;
  const result = await apiResult(doctorCalls.logout(), request);
  return redirect('/doctor/login', { headers: cookieHeaders(result.ok ? result.setCookies : []) });
}

export const headers = privateHeaders;
export const meta = () => [{ title: translate('en', 'doctor.queue.metaTitle') }, { name: 'robots', content: 'noindex, nofollow' }];

/** "2 Dec 2026" for an India date. */
const dayText = (date: string) =>
  new Date(`${date}T12:00:00+05:30`).toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

const STATUS_CLASS: Record<string, string> = { 'ON GOING': 'live', SCHEDULED: 'due', COMPLETED: 'done', CANCELLED: 'off' };

export default function DoctorQueuePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { queue, done } = loaderData;
  const list = [...queue.consultations].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return (
    <DoctorFrame doctor={queue.doctor}>
      <div className="dc-head">
        <h1>{t('doctor.queue.title')}</h1>
        <Form method="get" className="console-form dc-form dc-date">
          <label>
            {t('doctor.queue.date')}
            <input type="date" name="date" defaultValue={queue.date} />
          </label>
          <button type="submit" className="btn btn--small btn--outlined">
            {t('doctor.queue.show')}
          </button>
        </Form>
      </div>
      {done ? (
        <p className="dc-note" role="status">
          {t('doctor.queue.done', { id: done })}
        </p>
      ) : null}
      <p className="dc-muted">
        {list.length === 0
          ? t('doctor.queue.none', { date: dayText(queue.date) })
          : t('doctor.queue.count', { n: list.length, date: dayText(queue.date) })}
      </p>
      {list.length > 0 ? (
        <table className="console-table dc-table">
          <thead>
            <tr>
              <th scope="col">{t('doctor.queue.time')}</th>
              <th scope="col">{t('doctor.queue.patient')}</th>
              <th scope="col">{t('doctor.queue.mode')}</th>
              <th scope="col">{t('doctor.queue.status')}</th>
              <th scope="col">
                <span className="dc-sr">{t('doctor.queue.open')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((c) => (
              <tr key={c.orderId}>
                <td data-label={t('doctor.queue.time')}>
                  <time dateTime={c.startsAt}>{formatIndiaClock(c.startsAt)}</time>
                  {c.slotType === 'Instant' ? <span className="console-tag">{t('doctor.queue.instant')}</span> : null}
                </td>
                <td data-label={t('doctor.queue.patient')}>
                  {c.patient.name}, {t('doctor.age', { age: c.patient.age })}
                  {c.patient.accompanyingAdult ? (
                    <small className="dc-sub">{t('doctor.withAdult', { name: c.patient.accompanyingAdult })}</small>
                  ) : null}
                  {c.isFollowUp ? <span className="console-tag">{t('doctor.followUp')}</span> : null}
                </td>
                <td data-label={t('doctor.queue.mode')}>{t(CALL_MODE_KEY[c.callMode])}</td>
                <td data-label={t('doctor.queue.status')}>
                  <span className={`dc-status dc-status--${STATUS_CLASS[c.status] ?? 'wait'}`}>{t(STATUS_KEY[c.status])}</span>
                </td>
                <td>
                  {/* The room opens to its doctor 10 minutes before the time, until the consultation is complete. */}
                  {c.status === 'SCHEDULED' || c.status === 'ON GOING' ? (
                    <Link
                      className="btn btn--small"
                      to={`/doctor/consultations/${c.orderId}`}
                      aria-label={t('doctor.queue.openFor', { name: c.patient.name, id: c.orderId })}
                    >
                      {t('doctor.queue.open')}
                    </Link>
                  ) : c.status === 'UPCOMING' ? (
                    <small className="dc-sub">
                      {t('doctor.queue.opensAt', { time: formatIndiaClock(new Date(Date.parse(c.startsAt) - 10 * 60_000).toISOString()) })}
                    </small>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </DoctorFrame>
  );
}

export function ErrorBoundary() {
  return <DoctorRouteError error={useRouteError()} />;
}
