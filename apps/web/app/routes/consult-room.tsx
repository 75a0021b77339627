import { useEffect } from 'react';
import { type ShouldRevalidateFunction, useRevalidator, useRouteError } from 'react-router';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { ConsultRoom } from '../components/consult-room/consult-room.tsx';
import { postRoomMessage } from '../components/consult-room/room-action.server.ts';
import { DoctorRouteError } from '../components/doctor/doctor-route-error.tsx';
import { localeFromPath, translate, useLocale, useT } from '../i18n/index.ts';
import { ApiError } from '../lib/api.ts';
import { formatIndiaTime, orderIdOf, privateHeaders, roomApi } from '../lib/api-doctor.ts';
import type { Route } from './+types/consult-room';

/** /doctor-consultation/room/:orderId: the patient's side of the consultation room; anyone else's is a 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const orderId = orderIdOf(params.orderId);
  try {
    const room = await roomApi.get(orderId, request);
    const chatFailed = new URL(request.url).searchParams.get('chat') === 'failed';
    return { signedIn: true as const, room, chatFailed };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { signedIn: false as const, room: null, chatFailed: false };
    if (error instanceof ApiError && [400, 403, 404].includes(error.status)) {
      // The room answers a signed-out visitor as it answers a missing consultation: such a visitor is asked to log in.
      if (!(await roomApi.signedIn(request))) return { signedIn: false as const, room: null, chatFailed: false };
      throw new Response(null, { status: 404 });
    }
    throw error;
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const orderId = orderIdOf(params.orderId);
  const form = await request.formData();
  if (form.get('intent') !== 'message') throw new Response(null, { status: 400 });
  return postRoomMessage(orderId, form, request, translate(localeFromPath(new URL(request.url).pathname), 'room.chat.failed'));
}

/** The chat's answer carries its message: nothing else on the page changed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'message' ? false : defaultShouldRevalidate;

export const headers = privateHeaders;

export function meta({ location, params }: Route.MetaArgs): Route.MetaDescriptors {
  const title = translate(localeFromPath(location.pathname), 'room.meta.title', { id: params.orderId ?? '' });
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function ConsultRoomPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { room, chatFailed } = loaderData;
  const revalidator = useRevalidator();
  const waiting = room !== null && !room.open && !['COMPLETED', 'CANCELLED'].includes(room.consultation.status);

  // Before the room opens, the page looks again every half minute (it opens by itself at the time).
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void revalidator.revalidate();
    }, 30_000);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);

  if (!room) return <GuestPrompt title="room.guest.title" text="room.guest.text" />;
  const c = room.consultation;
  return (
    <div className="container room-page">
      <header className="room-page__head">
        <h1>{t('room.title', { name: c.doctor.name })}</h1>
        <p className="room-page__meta">
          {c.doctor.qualification} · {c.speciality.name} · {formatIndiaTime(c.startsAt, locale)} ·{' '}
          {c.callMode === 2 ? t('room.mode.video') : t('room.mode.audio')}
          {c.doctor.demo ? <span className="room-tag">{t('room.demoDoctor')}</span> : null}
        </p>
        <p className="room-page__meta">{t('room.registration', { number: c.doctor.registrationNumber, council: c.doctor.council })}</p>
      </header>
      {waiting ? (
        <p className="room-note" role="status">
          {c.paymentPending ? t('room.paymentPending') : t('room.opensAt', { time: formatIndiaTime(c.startsAt, locale) })}
        </p>
      ) : null}
      {chatFailed ? (
        <p className="room-error" role="alert">
          {t('room.chat.failed')}
        </p>
      ) : null}
      <ConsultRoom room={room} onStatus={() => void revalidator.revalidate()} />
    </div>
  );
}

export function ErrorBoundary() {
  return <DoctorRouteError error={useRouteError()} />;
}
