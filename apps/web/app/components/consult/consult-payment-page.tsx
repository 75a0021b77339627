/**
 * /doctor-consultation/select-payment-method?orderId=N: the booked consultation and how to pay its fee — UPI, card or
 * net banking through the gateway, as the PLUS purchase and lab bookings pay. UPI ids and card details stay in the
 * browser (they go straight to the gateway).
 */
import type { ConsultationView } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import type { MouseEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import { CheckoutBar } from '../checkout/checkout-parts.tsx';
import { LockIcon } from '../checkout/checkout-icons.tsx';
import { LabPayment } from '../diagnostics-booking/lab-payment.tsx';
import type { LabPayMethod } from '../diagnostics-booking/lab-rules.ts';
import { useOnlinePayment } from '../diagnostics-booking/use-online-payment.ts';
import { formatDateTime } from '../orders/order-format.ts';
import { Button } from '../ui/button.tsx';
import { DemoBadge, MODE_TEXT } from './consult-parts.tsx';
import { usePayConsultation } from './use-pay-consultation.ts';
import '../checkout/checkout.css';

const METHODS: readonly LabPayMethod[] = ['upi', 'card', 'nb'];

export function ConsultPaymentPage({ c }: { c: ConsultationView }) {
  const t = useT();
  const payment = usePayConsultation();
  const method = useOnlinePayment(METHODS);

  const submit = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const chosen = method.read();
    if (chosen) void payment.pay({ orderId: c.orderId, ...chosen });
  };
  const button = (
    <Button type="button" size="large" block loading={payment.busy} loadingLabel={t('consult.pay.working')} onClick={submit}>
      {t('consult.pay.button', { amount: formatRupees(c.amountPaise) })}
    </Button>
  );
  return (
    <div className="container ck-page cs-pay">
      <h1 className="ck-page__title">{t('consult.pay.title')}</h1>
      {payment.redirecting ? (
        <p className="ck-redirect" role="status">
          <LockIcon size="sm" />
          {t('consult.pay.redirecting')}
        </p>
      ) : null}
      <div className="ck-grid">
        <div className="ck-main">
          <section className="ck-card" aria-labelledby="cs-pay-what">
            <h2 id="cs-pay-what" className="ck-card__title">
              {t('consult.pay.what', { id: c.orderId })}
            </h2>
            <p>
              <strong>{c.doctor.name}</strong> {c.doctor.demo ? <DemoBadge /> : null} · {c.speciality.name}
            </p>
            <p className="cs-muted">
              {c.slotType === 'Instant' ? t('consult.summary.now') : formatDateTime(c.startsAt)} · {t(MODE_TEXT[c.callMode])} ·{' '}
              {c.patient.name}
            </p>
          </section>
          <LabPayment {...method.fields} />
          {payment.error ? (
            <p className="ck-inline-error" role="alert">
              {payment.error}
            </p>
          ) : null}
        </div>
        <aside className="ck-side">
          <section className="ck-card" aria-labelledby="cs-pay-total">
            <h2 id="cs-pay-total" className="ck-card__title">
              {t('consult.pay.total')}
            </h2>
            <dl className="ck-lines">
              <div className="ck-lines__line">
                <dt>{t('consult.summary.feeOf', { speciality: c.speciality.name })}</dt>
                <dd>{formatRupees(c.amountPaise)}</dd>
              </div>
              <div className="ck-lines__line ck-lines__line--total">
                <dt>{t('consult.pay.total')}</dt>
                <dd>{formatRupees(c.amountPaise)}</dd>
              </div>
            </dl>
            <p className="cs-muted">{t('consult.pay.held')}</p>
          </section>
          <div className="ck-side__action">{button}</div>
        </aside>
      </div>
      <CheckoutBar amountPaise={c.amountPaise}>{button}</CheckoutBar>
    </div>
  );
}
