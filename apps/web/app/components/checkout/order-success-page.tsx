/**
 * /order-success (spec §2, §8 'Your order has been successfully placed.'): the order id, delivery date,
 * amount and payment method, what happens next, and ways on. The header's cart count is refreshed (0).
 */
import type { OrderDetail } from '@dawa/contracts';
import './checkout.css';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { MEDICINE_ORDERS } from '../../lib/api-orders.ts';
import { clearAttempt } from '../../lib/checkout-attempt.ts';
import { buttonClass } from '../ui/button.tsx';
import { formatDay } from '../orders/order-format.ts';
import { freeConsultationPath } from '../orders/free-consultation.ts';
import { SuccessIcon } from './checkout-icons.tsx';

export function OrderSuccessPage({ order }: { order: OrderDetail }) {
  const t = useT();
  useEffect(() => {
    clearAttempt();
  }, []);
  const rx = order.rxOption === 'uploaded' || order.rxOption === 'past';
  const consult = order.rxOption === 'consult';
  // Checkout's free consultation not booked yet: booking it is the next step.
  const bookConsult = consult && order.prescriptionIds.length === 0;
  const express = order.delivery.optionId === 'express';
  return (
    <div className="container ck-page">
      <section className="ck-success" aria-labelledby="ck-success-title">
        <div className="ck-success__head">
          <SuccessIcon size="lg" />
          <h1 id="ck-success-title">{t('ck.success.title')}</h1>
        </div>
        <dl className="ck-facts">
          <div>
            <dt>{t('ck.success.orderId')}</dt>
            <dd>#{order.orderId}</dd>
          </div>
          <div>
            <dt>{t('ck.success.delivery')}</dt>
            <dd>
              {formatDay(order.delivery.estimatedDate)}
              {express ? <span className="ck-tag">{t('ck.success.express')}</span> : null}
            </dd>
          </div>
          <div>
            <dt>{t('ck.success.amount')}</dt>
            <dd>{order.amount}</dd>
          </div>
          <div>
            <dt>{t('ck.success.method')}</dt>
            <dd>
              {order.payment.method}
              {order.payment.instrument ? <span className="ck-muted"> · {order.payment.instrument}</span> : null}
            </dd>
          </div>
        </dl>
        <h2 className="ck-success__next-title">{t('ck.success.next')}</h2>
        <ol className="ck-next">
          {rx ? <li>{t('ck.success.nextRx')}</li> : null}
          {consult ? <li>{t('ck.success.nextConsult')}</li> : null}
          <li>{t('ck.success.nextPack')}</li>
          <li>{t('ck.success.nextDeliver', { date: formatDay(order.delivery.estimatedDate) })}</li>
        </ol>
        <div className="ck-result__actions">
          {bookConsult ? (
            <Link to={freeConsultationPath(order.orderId)} className={buttonClass('large')}>
              {t('ck.success.bookConsult')}
            </Link>
          ) : null}
          <Link
            to={`/account/orders/${MEDICINE_ORDERS}/${order.orderId}`}
            className={buttonClass('large', bookConsult ? 'outlined' : 'default')}
          >
            {t('ck.success.view')}
          </Link>
          <Link to="/" className={buttonClass('large', 'outlined')}>
            {t('ck.success.shop')}
          </Link>
        </div>
      </section>
    </div>
  );
}
