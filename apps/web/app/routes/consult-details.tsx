/**
 * /doctor-consultation/consultation-summary/:orderId: one consultation — doctor, patient, time, status — with Join,
 * Change slot and Cancel as the consultation allows (cancel is a plain post to this route's action), paying a fee
 * still pending, the prescription and a free follow-up.
 */
import { formatRupees } from '@dawa/domain';
import { Form, Link, useNavigation } from 'react-router';
import { DoctorInfo, MODE_TEXT, PageHead, StatusLabel } from '../components/consult/consult-parts.tsx';
import { must, orderIdParam, toLogin } from '../components/consult/consult-data.server.ts';
import { detailsPath, modifyPath, PAST_PATH, paymentPath, roomPath } from '../components/consult/consult-rules.ts';
import { ActionLinks } from '../components/consult/consultation-card.tsx';
import { ConsultErrorBoundary } from '../components/consult/not-found-boundary.tsx';
import { formatDate, formatDateTime } from '../components/orders/order-format.ts';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { consultApi } from '../lib/api-consult.ts';
import type { Route } from './+types/consult-details';
import '../components/consult/consult.css';

export async function loader({ request, params }: Route.LoaderArgs) {
  const orderId = orderIdParam(params.orderId);
  const url = new URL(request.url);
  return {
    c: must(await consultApi.view(orderId, request), request),
    rescheduled: url.searchParams.get('rescheduled') === '1',
  };
}

export type CancelAnswer = { ok: true; refund: 'none' | 'source' | 'wallet' } | { ok: false; message: string };

export async function action({ request, params }: Route.ActionArgs): Promise<CancelAnswer> {
  const orderId = orderIdParam(params.orderId);
  const form = await request.formData();
  if (form.get('intent') !== 'cancel') return { ok: false, message: '' };
  const result = await consultApi.cancel(orderId, form.get('refundTo') === 'wallet' ? 'wallet' : 'source', request);
  if (result.ok) return { ok: true, refund: result.data.refund };
  if (result.status === 401) throw toLogin(request);
  return { ok: false, message: result.message || translate(localeFromPath(new URL(request.url).pathname), 'consult.error.generic') };
}

export function meta({ location, params }: Route.MetaArgs): Route.MetaDescriptors {
  const title = translate(localeFromPath(location.pathname), 'consult.details.metaTitle', { id: params.orderId ?? '' });
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

const REFUND_TEXT = { none: 'consult.cancelled.none', source: 'consult.cancelled.source', wallet: 'consult.cancelled.wallet' } as const;

export default function ConsultDetails({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { c, rescheduled } = loaderData;
  const canJoin = c.actions.includes('VIDEO');
  return (
    <div className="container cs-page cs-narrow">
      <PageHead title={t('consult.details.title', { id: c.orderId })} crumbs={[{ name: t('consult.past.title'), href: PAST_PATH }]}>
        <p>
          <StatusLabel status={c.status} />
        </p>
      </PageHead>
      {rescheduled ? (
        <p className="cs-note cs-note--good" role="status">
          {t('consult.modify.done', { time: formatDateTime(c.startsAt) })}
        </p>
      ) : null}
      {actionData?.ok ? (
        <p className="cs-note cs-note--good" role="status">
          {t('consult.cancelled.title')} {t(REFUND_TEXT[actionData.refund])}
        </p>
      ) : null}
      {actionData && !actionData.ok && actionData.message ? (
        <p className="field__error cs-form-error" role="alert">
          {actionData.message}
        </p>
      ) : null}
      {c.paymentPending ? (
        <section className="cs-card cs-pay-pending">
          <p>{t('consult.details.payText', { amount: formatRupees(c.amountPaise) })}</p>
          <Link to={paymentPath(c.orderId)} className={buttonClass()}>
            {t('consult.details.payNow', { amount: formatRupees(c.amountPaise) })}
          </Link>
        </section>
      ) : null}
      <section className="cs-card" aria-labelledby="cs-when-title">
        <h2 id="cs-when-title" className="cs-card__title">
          {c.slotType === 'Instant' ? t('consult.details.instant') : t('consult.details.when')}
        </h2>
        <p className="cs-when">{formatDateTime(c.startsAt)}</p>
        <p className="cs-muted">
          {t(MODE_TEXT[c.callMode])} · {c.speciality.name} ·{' '}
          {c.isFollowUp || c.amountPaise === 0 ? t('consult.free') : formatRupees(c.amountPaise)}
        </p>
        {c.followUpUntil ? <p>{t('consult.details.followUpUntil', { date: formatDate(c.followUpUntil) })}</p> : null}
        <div className="cs-card__actions">
          {canJoin ? (
            <Link to={roomPath(c.orderId)} className={buttonClass()}>
              {t('consult.details.join')}
            </Link>
          ) : null}
          {c.mayReschedule ? (
            <Link to={modifyPath(c.orderId)} className={buttonClass('default', 'outlined')}>
              {t('consult.details.modify')}
            </Link>
          ) : null}
          {c.mayCancel ? (
            <Form method="post" action={detailsPath(c.orderId)} className="cs-inline-form">
              <input type="hidden" name="intent" value="cancel" />
              {c.amountPaise > 0 && !c.paymentPending ? (
                <fieldset className="cs-refund-to">
                  <legend>{t('consult.details.refundTo')}</legend>
                  <label>
                    <input type="radio" name="refundTo" value="source" defaultChecked /> {t('consult.details.refundSource')}
                  </label>
                  <label>
                    <input type="radio" name="refundTo" value="wallet" /> {t('consult.details.refundWallet')}
                  </label>
                </fieldset>
              ) : null}
              <Button type="submit" variant="transparent" loading={navigation.state === 'submitting'}>
                {t('consult.details.cancel')}
              </Button>
            </Form>
          ) : null}
        </div>
        {c.mayCancel ? <p className="cs-muted">{t('consult.details.cancelNote')}</p> : null}
      </section>
      <section className="cs-card" aria-labelledby="cs-doctor-title">
        <h2 id="cs-doctor-title" className="cs-card__title">
          {t('consult.summary.doctor')}
        </h2>
        <DoctorInfo doctor={c.doctor} showAbout />
      </section>
      <section className="cs-card" aria-labelledby="cs-patient-title">
        <h2 id="cs-patient-title" className="cs-card__title">
          {t('consult.summary.patient')}
        </h2>
        <p>
          <strong>{c.patient.name}</strong> · {t('consult.patient.years', { age: c.patient.age })}
        </p>
        {c.patient.accompanyingAdult ? (
          <p className="cs-muted">{t('consult.summary.adult', { name: c.patient.accompanyingAdult })}</p>
        ) : null}
        <p className="cs-pre">{c.concern}</p>
      </section>
      <ActionLinks c={c} skip={['DETAILS', 'VIDEO']} />
    </div>
  );
}

export const ErrorBoundary = ConsultErrorBoundary;
