/**
 * /doctor-consultation/view-prescription/:orderId: the e-prescription as a document — the doctor (registration and
 * council; 'Demo doctor' when a demonstration profile), the patient, the date, diagnosis, medicines with dose,
 * frequency, duration and instructions, advice and the signature's hash — with its PDF and 'Add all to cart' (a plain
 * post to this route's action, then the cart).
 */
import { Form, Link, redirect, useNavigation } from 'react-router';
import { DemoBadge, PageHead } from '../components/consult/consult-parts.tsx';
import { must, orderIdParam, toLogin } from '../components/consult/consult-data.server.ts';
import { detailsPath, PAST_PATH } from '../components/consult/consult-rules.ts';
import { ConsultErrorBoundary } from '../components/consult/not-found-boundary.tsx';
import { GENDER_TEXT } from '../components/diagnostics-booking/patient-label.ts';
import { formatDate } from '../components/orders/order-format.ts';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { consultApi } from '../lib/api-consult.ts';
import type { Route } from './+types/consult-prescription';
import '../components/consult/consult.css';

export async function loader({ request, params }: Route.LoaderArgs) {
  const orderId = orderIdParam(params.orderId);
  // The consultation first: a guest goes to the login page, anyone else's consultation is not found.
  const [view, rx] = await Promise.all([consultApi.view(orderId, request), consultApi.prescription(orderId, request)]);
  must(view, request);
  if (!rx.ok && rx.code === 'PRESCRIPTION_NOT_FOUND') return { orderId, rx: null };
  return { orderId, rx: must(rx, request) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const orderId = orderIdParam(params.orderId);
  const result = await consultApi.addToCart(orderId, request);
  if (result.ok) return redirect('/cart');
  if (result.status === 401) throw toLogin(request);
  return { message: result.message || translate(localeFromPath(new URL(request.url).pathname), 'consult.error.generic') };
}

const isGender = (value: string): value is keyof typeof GENDER_TEXT => value in GENDER_TEXT;

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: translate(localeFromPath(location.pathname), 'consult.rx.metaTitle') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ConsultPrescription({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { orderId, rx } = loaderData;
  const crumbs = [
    { name: t('consult.past.title'), href: PAST_PATH },
    { name: t('consult.details.title', { id: orderId }), href: detailsPath(orderId) },
  ];
  if (!rx) {
    return (
      <div className="container cs-page cs-narrow">
        <PageHead title={t('consult.rx.title')} crumbs={crumbs} />
        <p className="cs-empty">{t('consult.rx.none')}</p>
        <Link to={detailsPath(orderId)} className={buttonClass()}>
          {t('consult.confirm.details')}
        </Link>
      </div>
    );
  }
  const signed = rx.status === 'SIGNED';
  return (
    <div className="container cs-page cs-narrow">
      <PageHead title={t('consult.rx.title')} crumbs={crumbs} />
      {!signed ? <p className="cs-note">{t('consult.rx.draft')}</p> : null}
      <article className="cs-card cs-rx" aria-labelledby="cs-rx-doctor">
        <header className="cs-rx__head">
          <div>
            <h2 id="cs-rx-doctor" className="cs-rx__doctor">
              {rx.doctor.name} {rx.doctor.demo ? <DemoBadge label="consult.demo.doctor" /> : null}
            </h2>
            <p>{rx.doctor.qualification}</p>
            <p className="cs-muted">
              {t('consult.doctor.registration', { number: rx.doctor.registrationNumber, council: rx.doctor.council })}
            </p>
          </div>
          <dl className="cs-rx__meta">
            <dt>{t('consult.rx.date')}</dt>
            <dd>{rx.signedAt ? formatDate(rx.signedAt) : '—'}</dd>
            <dt>{t('consult.rx.consultation')}</dt>
            <dd>#{rx.orderId}</dd>
          </dl>
        </header>
        {rx.doctor.demo ? <p className="cs-note">{t('consult.rx.demoNote')}</p> : null}
        <dl className="cs-rx__patient">
          <div>
            <dt>{t('consult.summary.patient')}</dt>
            <dd>{rx.patient.name}</dd>
          </div>
          <div>
            <dt>{t('consult.rx.age')}</dt>
            <dd>{t('consult.patient.years', { age: rx.patient.age })}</dd>
          </div>
          <div>
            <dt>{t('consult.rx.gender')}</dt>
            <dd>{isGender(rx.patient.gender) ? t(GENDER_TEXT[rx.patient.gender]) : rx.patient.gender}</dd>
          </div>
        </dl>
        <h3 className="cs-rx__label">{t('consult.rx.diagnosis')}</h3>
        <p className="cs-pre">{rx.diagnosis || '—'}</p>
        <h3 className="cs-rx__label">
          <span aria-hidden="true" className="cs-rx__symbol">
            ℞
          </span>{' '}
          {t('consult.rx.medicines')}
        </h3>
        {rx.lines.length === 0 ? (
          <p className="cs-muted">{t('consult.rx.noMedicines')}</p>
        ) : (
          <div className="cs-table-wrap" tabIndex={0} role="region" aria-label={t('consult.rx.medicines')}>
            <table className="cs-table cs-table--stack">
              <thead>
                <tr>
                  <th scope="col">{t('consult.rx.medicine')}</th>
                  <th scope="col">{t('consult.rx.dose')}</th>
                  <th scope="col">{t('consult.rx.frequency')}</th>
                  <th scope="col">{t('consult.rx.duration')}</th>
                  <th scope="col">{t('consult.rx.instructions')}</th>
                </tr>
              </thead>
              <tbody>
                {rx.lines.map((line) => (
                  <tr key={line.position}>
                    <th scope="row">{line.url ? <Link to={line.url}>{line.name}</Link> : line.name}</th>
                    <td data-label={t('consult.rx.dose')}>{line.dose}</td>
                    <td data-label={t('consult.rx.frequency')}>{line.frequency}</td>
                    <td data-label={t('consult.rx.duration')}>{t('consult.rx.days', { n: line.durationDays })}</td>
                    <td data-label={t('consult.rx.instructions')}>{line.instructions || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <h3 className="cs-rx__label">{t('consult.rx.advice')}</h3>
        <p className="cs-pre">{rx.advice || '—'}</p>
        {rx.signature ? (
          <p className="cs-rx__signature">
            <span>{t('consult.rx.signature')}</span>
            <code>{rx.signature}</code>
          </p>
        ) : null}
      </article>
      {actionData?.message ? (
        <p className="field__error cs-form-error" role="alert">
          {actionData.message}
        </p>
      ) : null}
      <div className="cs-actions">
        {rx.pdfUrl ? (
          <a href={rx.pdfUrl} className={buttonClass('default', 'outlined')} download>
            {t('consult.rx.pdf')}
          </a>
        ) : null}
        {signed && rx.lines.length > 0 ? (
          <Form method="post">
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {t('consult.rx.addAll')}
            </Button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}

export const ErrorBoundary = ConsultErrorBoundary;
