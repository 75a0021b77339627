/**
 * /doctor-consultation/order-confirmation?orderId=N: the booked consultation — when, with whom, how to join — or,
 * while its payment is still pending, a way to pay.
 */
import { formatRupees } from '@dawa/domain';
import { Link } from 'react-router';
import { DoctorInfo, MODE_TEXT, PageHead, StatusLabel } from '../components/consult/consult-parts.tsx';
import { must } from '../components/consult/consult-data.server.ts';
import { detailsPath, orderIdOf, PAST_PATH, paymentPath, roomPath } from '../components/consult/consult-rules.ts';
import { ConsultErrorBoundary } from '../components/consult/not-found-boundary.tsx';
import { formatDateTime } from '../components/orders/order-format.ts';
import { buttonClass } from '../components/ui/button.tsx';
import { CheckIcon } from '../components/ui/icons.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { consultApi } from '../lib/api-consult.ts';
import type { Route } from './+types/consult-confirmation';
import '../components/consult/consult.css';

export async function loader({ request }: Route.LoaderArgs) {
  const orderId = orderIdOf(new URL(request.url).searchParams.get('orderId'));
  if (orderId === null) throw new Response(null, { status: 404 });
  return { c: must(await consultApi.view(orderId, request), request) };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: translate(localeFromPath(location.pathname), 'consult.confirm.metaTitle') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ConsultConfirmation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { c } = loaderData;
  const cancelled = c.status === 'CANCELLED';
  const title = c.paymentPending
    ? t('consult.confirm.pendingTitle')
    : cancelled
      ? t('consult.status.cancelled')
      : t('consult.confirm.title');
  return (
    <div className="container cs-page cs-narrow">
      <PageHead title={title} crumbs={[{ name: t('consult.past.title'), href: PAST_PATH }]} />
      <section className={`cs-card cs-confirm${c.paymentPending || cancelled ? '' : ' cs-confirm--good'}`}>
        {c.paymentPending || cancelled ? null : (
          <span className="cs-confirm__art" aria-hidden="true">
            <CheckIcon size="lg" />
          </span>
        )}
        <p className="cs-confirm__id">
          {t('consult.details.title', { id: c.orderId })} <StatusLabel status={c.status} />
        </p>
        <p className="cs-when">
          {c.slotType === 'Instant' && !c.paymentPending ? t('consult.confirm.instant') : formatDateTime(c.startsAt)}
        </p>
        <p className="cs-muted">
          {t(MODE_TEXT[c.callMode])} · {c.speciality.name} · {c.patient.name} ·{' '}
          {c.isFollowUp || c.amountPaise === 0 ? t('consult.free') : formatRupees(c.amountPaise)}
        </p>
        {c.paymentPending ? (
          <>
            <p>{t('consult.details.payText', { amount: formatRupees(c.amountPaise) })}</p>
            <Link to={paymentPath(c.orderId)} className={buttonClass('large')}>
              {t('consult.details.payNow', { amount: formatRupees(c.amountPaise) })}
            </Link>
          </>
        ) : cancelled ? null : (
          <ul className="cs-list">
            <li>{t('consult.confirm.join')}</li>
            <li>{t('consult.confirm.ready')}</li>
            <li>{t('consult.confirm.prescription')}</li>
          </ul>
        )}
        <p className="cs-card__actions">
          {c.actions.includes('VIDEO') ? (
            <Link to={roomPath(c.orderId)} className={buttonClass()}>
              {t('consult.details.join')}
            </Link>
          ) : null}
          <Link to={detailsPath(c.orderId)} className={buttonClass('default', 'outlined')}>
            {t('consult.confirm.details')}
          </Link>
          <Link to={PAST_PATH} className={buttonClass('default', 'transparent')}>
            {t('consult.past.title')}
          </Link>
        </p>
      </section>
      <section className="cs-card">
        <DoctorInfo doctor={c.doctor} headingLevel={2} />
      </section>
    </div>
  );
}

export const ErrorBoundary = ConsultErrorBoundary;
