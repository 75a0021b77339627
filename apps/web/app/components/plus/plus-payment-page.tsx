/**
 * /plus/payment: the plan chosen, a membership coupon, the price, and how to pay (UPI, card or net banking — a
 * membership has no parcel to pay for at the door). Paying goes through the gateway like every online payment.
 */
import type { LoyaltyCouponData, LoyaltyData } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import type { MouseEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import { CheckoutBar } from '../checkout/checkout-parts.tsx';
import { LockIcon } from '../checkout/checkout-icons.tsx';
import { LabPayment } from '../diagnostics-booking/lab-payment.tsx';
import type { LabPayMethod } from '../diagnostics-booking/lab-rules.ts';
import { useOnlinePayment } from '../diagnostics-booking/use-online-payment.ts';
import { formatDate } from '../orders/order-format.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { PLUS_PATH } from './plus-rules.ts';
import { useBuyPlus } from './use-buy-plus.ts';
import '../checkout/checkout.css';
import '../offers/offer-badges.css';
import './plus.css';

const METHODS: readonly LabPayMethod[] = ['upi', 'card', 'nb'];

type Props = {
  plus: LoyaltyData;
  plan: LoyaltyData['plans'][number] | null;
  coupon: LoyaltyCouponData | null;
  couponCode: string;
  couponFailed: boolean;
};

function CouponBox({
  planId,
  coupon,
  couponCode,
  couponFailed,
}: { planId: string } & Pick<Props, 'coupon' | 'couponCode' | 'couponFailed'>) {
  const t = useT();
  const applied = coupon?.couponData.isValid ? coupon : null;
  const refusal = couponFailed ? t('plus.pay.couponFailed') : coupon && !coupon.couponData.isValid ? coupon.couponData.message : null;
  return (
    <section className="ck-card" aria-labelledby="plus-coupon-title">
      <h2 id="plus-coupon-title" className="ck-card__title">
        {t('plus.pay.coupon')}
      </h2>
      {applied ? (
        <p className="plus-coupon-applied">
          <span>{applied.couponData.message}</span>
          <a href={`/plus/payment?plan=${encodeURIComponent(planId)}`}>{t('plus.pay.removeCoupon')}</a>
        </p>
      ) : (
        <form method="get" action="/plus/payment" className="plus-coupon-form">
          <input type="hidden" name="plan" value={planId} />
          <label className="visually-hidden" htmlFor="plus-coupon">
            {t('plus.pay.coupon')}
          </label>
          <input
            id="plus-coupon"
            name="coupon"
            className="text-input"
            defaultValue={couponCode}
            placeholder={t('plus.pay.couponPlaceholder')}
            maxLength={20}
            autoCapitalize="characters"
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? 'plus-coupon-error' : undefined}
          />
          <Button type="submit" variant="outlined">
            {t('plus.pay.apply')}
          </Button>
          {refusal ? (
            <p id="plus-coupon-error" className="field__error plus-coupon-form__error" role="alert">
              {refusal}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}

export function PlusPaymentPage({ plus, plan, coupon, couponCode, couponFailed }: Props) {
  const t = useT();
  const purchase = useBuyPlus();
  const method = useOnlinePayment(METHODS);

  if (!plan) {
    return (
      <div className="container ck-page">
        <h1 className="ck-page__title">{t('plus.pay.title')}</h1>
        <section className="ck-card">
          <p>{t('plus.pay.unknownPlan')}</p>
          <a className={buttonClass()} href={PLUS_PATH}>
            {t('plus.plans.title')}
          </a>
        </section>
      </div>
    );
  }
  const applied = coupon?.couponData.isValid ? coupon : null;
  const amountPaise = applied ? applied.amountPaise : plan.amountPaise;

  const submit = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const chosen = method.read();
    if (!chosen) return;
    void purchase.buy({
      body: {
        programId: 'plus',
        variantId: plan.id,
        amount: amountPaise,
        ...(applied ? { couponCode: applied.couponCode } : {}),
        paymentModeId: chosen.paymentTypeId,
      },
      bank: chosen.bank,
      instrument: chosen.instrument,
    });
  };
  const button = (
    <Button type="button" size="large" block loading={purchase.busy} loadingLabel={t('plus.pay.working')} onClick={submit}>
      {t('plus.pay.button', { amount: formatRupees(amountPaise) })}
    </Button>
  );
  const months = t('plus.months', { n: plan.durationMonths });
  return (
    <div className="container ck-page plus-pay">
      <h1 className="ck-page__title">{t('plus.pay.title')}</h1>
      {purchase.redirecting ? (
        <p className="ck-redirect" role="status">
          <LockIcon size="sm" />
          {t('plus.pay.redirecting')}
        </p>
      ) : null}
      <div className="ck-grid">
        <div className="ck-main">
          <section className="ck-card plus-pay__plan" aria-labelledby="plus-plan-title">
            <div className="ck-card__head">
              <h2 id="plus-plan-title" className="ck-card__title">
                {t('plus.pay.plan')}
              </h2>
              <a href={PLUS_PATH}>{t('plus.pay.change')}</a>
            </div>
            <p className="plus-pay__name">
              <strong>
                {plus.title} · {months}
              </strong>
              {plan.demo ? <span className="offer-demo">{t('plus.demoPlan')}</span> : null}
            </p>
            <p className="plus-muted">{plus.tagline}</p>
            {plus.membership ? (
              <p className="ck-note">
                {t('plus.pay.member', { date: formatDate(plus.membership.renewedUntil ?? plus.membership.endsAt) })}
              </p>
            ) : null}
          </section>
          <LabPayment {...method.fields} />
          {purchase.error ? (
            <p className="ck-inline-error" role="alert">
              {purchase.error}
            </p>
          ) : null}
        </div>
        <aside className="ck-side">
          <CouponBox planId={plan.id} coupon={coupon} couponCode={couponCode} couponFailed={couponFailed} />
          <section className="ck-card" aria-labelledby="plus-price-title">
            <h2 id="plus-price-title" className="ck-card__title">
              {t('plus.pay.total')}
            </h2>
            <dl className="ck-lines">
              <div className="ck-lines__line">
                <dt>{t('plus.pay.price')}</dt>
                <dd>{formatRupees(plan.amountPaise)}</dd>
              </div>
              {applied && applied.discountPaise > 0 ? (
                <div className="ck-lines__line ck-lines__line--discount">
                  <dt>{t('plus.pay.discount', { code: applied.couponCode })}</dt>
                  <dd>−{formatRupees(applied.discountPaise)}</dd>
                </div>
              ) : null}
              <div className="ck-lines__line ck-lines__line--total">
                <dt>{t('plus.pay.total')}</dt>
                <dd>{formatRupees(amountPaise)}</dd>
              </div>
            </dl>
          </section>
          <div className="ck-side__action">{button}</div>
        </aside>
      </div>
      <CheckoutBar amountPaise={amountPaise}>{button}</CheckoutBar>
    </div>
  );
}
