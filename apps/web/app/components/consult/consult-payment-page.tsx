/**
 * /doctor-consultation/select-payment-method?orderId=N: the booked consultation and how to pay its fee — UPI, card or
 * net banking through the gateway, as the PLUS purchase and lab bookings pay. UPI ids and card details stay in the
 * browser (they go straight to the gateway).
 */
import type { ConsultationView } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useState, type MouseEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import { CheckoutBar } from '../checkout/checkout-parts.tsx';
import { LockIcon } from '../checkout/checkout-icons.tsx';
import { useBin } from '../checkout/payment-forms.tsx';
import { cardProblems, isValidVpa, type CardInput, type Instrument } from '../checkout/payment-rules.ts';
import { LabPayment } from '../diagnostics-booking/lab-payment.tsx';
import { LAB_BANKS, LAB_PAY, type LabPayMethod } from '../diagnostics-booking/lab-rules.ts';
import { formatDateTime } from '../orders/order-format.ts';
import { Button } from '../ui/button.tsx';
import { DemoBadge, MODE_TEXT } from './consult-parts.tsx';
import { usePayConsultation } from './use-pay-consultation.ts';
import '../checkout/checkout.css';

const METHODS: readonly LabPayMethod[] = ['upi', 'card', 'nb'];
const EMPTY_CARD: CardInput = { number: '', expiry: '', cvv: '', name: '' };

export function ConsultPaymentPage({ c }: { c: ConsultationView }) {
  const t = useT();
  const payment = usePayConsultation();
  const [pay, setPay] = useState<LabPayMethod>('upi');
  const [vpa, setVpa] = useState('');
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [checked, setChecked] = useState(false);
  const [bankMissing, setBankMissing] = useState(false);
  const bin = useBin(pay === 'card' ? card.number : '');

  const submit = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const bankValue = (document.getElementById('lbk-bank') as HTMLSelectElement | null)?.value;
    const bank = LAB_BANKS.find((b) => String(b.id) === bankValue)?.id;
    const typedVpa = (document.getElementById('ck-vpa') as HTMLInputElement | null)?.value.replace(/\s/g, '') ?? vpa;
    if (pay === 'upi' && typedVpa !== vpa) setVpa(typedVpa);
    setChecked(true);
    setBankMissing(pay === 'nb' && bank === undefined);
    const wrong =
      (pay === 'upi' && !isValidVpa(typedVpa)) ||
      (pay === 'card' && Object.keys(cardProblems(card, new Date())).length > 0) ||
      (pay === 'nb' && bank === undefined);
    if (wrong) {
      document
        .querySelector<HTMLElement>('.ck-option--selected [aria-invalid="true"], .ck-option--selected input, .ck-option--selected select')
        ?.focus();
      return;
    }
    const instrument: Instrument =
      pay === 'upi'
        ? { kind: 'upi', vpa: typedVpa }
        : pay === 'card'
          ? { kind: 'card', card, brand: bin?.cardBrand }
          : { kind: 'bank', code: LAB_BANKS.find((b) => b.id === bank)?.code ?? '' };
    void payment.pay({ orderId: c.orderId, paymentTypeId: LAB_PAY[pay], bank: pay === 'nb' ? bank : undefined, instrument });
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
          <LabPayment
            methods={METHODS}
            pay={pay}
            onPay={(method) => {
              setPay(method);
              setChecked(false);
            }}
            vpa={vpa}
            onVpa={setVpa}
            vpaError={checked && pay === 'upi' && !isValidVpa(vpa)}
            card={card}
            onCard={setCard}
            cardProblems={checked && pay === 'card' ? cardProblems(card, new Date()) : {}}
            bin={bin}
            bank=""
            bankError={checked && bankMissing}
          />
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
