/**
 * One order: the status timeline (done / current / upcoming, cancelled and failed variants), items,
 * price summary, address, delivery date, payment (with 'Complete payment' while it waits), prescriptions
 * and 'Cancel order' with a confirmation while the order can still be cancelled.
 */
import type { OrderDetail, OrderItems, OrderRxReview, OrderSummary } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { ordersApi } from '../../lib/api-orders.ts';
import { summaryTone } from '../cart/cart-rules.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { ChevronLeftIcon } from '../ui/icons.tsx';
import { Modal } from '../ui/modal.tsx';
import { useToast } from '../ui/toast.tsx';
import { formatDate, formatDay, statusTone } from './order-format.ts';
import { freeConsultationPath } from './free-consultation.ts';
import { OrderTimeline } from './order-timeline.tsx';
import { RxResubmit } from './rx-resubmit.tsx';
import './orders.css';
import '../checkout/checkout.css';

type Props = { order: { detail: OrderDetail; items: OrderItems['items']; summary: OrderSummary; rxReview?: OrderRxReview | null } };

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

function AddressBlock({ address }: { address: Record<string, unknown> }) {
  const line = [address.flatNumber, address.streetName, address.landmark, address.cityName, address.pincode]
    .map(text)
    .filter(Boolean)
    .join(', ');
  return (
    <address className="order-address">
      <strong>{text(address.contactName)}</strong>
      <span>{line}</span>
      <span>{text(address.contactNumber)}</span>
    </address>
  );
}

export function OrderDetailPage({ order }: Props) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { detail, items, summary } = order;
  const [confirm, setConfirm] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const cancel = async () => {
    if (cancelling) return;
    setCancelling(true);
    try {
      await ordersApi.cancel(detail.orderId);
      setConfirm(false);
      toast.show(t('orders.cancel.done'), 'success');
      await revalidator.revalidate();
    } catch (error) {
      toast.show(error instanceof ApiError && error.message ? error.message : t('ck.error.generic'), 'error');
    } finally {
      setCancelling(false);
    }
  };

  return (
    <div className="container orders-page">
      <Link to="/account/orders/medicine-healthcare" className="orders-back">
        <ChevronLeftIcon size="sm" />
        {t('orders.detail.back')}
      </Link>
      <div className="order-head">
        <h1 className="orders-page__title">{t('orders.detail.title', { id: detail.orderId })}</h1>
        <span className={`order-status order-status--${statusTone(detail.status)}`}>{detail.statusText}</span>
      </div>
      <p className="order-head__meta">{t('orders.placedOn', { date: formatDate(detail.placedAt) })}</p>

      <div className="order-grid">
        <div className="order-main">
          <section className="order-card" aria-labelledby="order-timeline">
            <h2 id="order-timeline" className="order-card__title">
              {t('orders.detail.timeline')}
            </h2>
            <OrderTimeline steps={detail.timeline} outcome={detail.outcome} />
          </section>
          <section className="order-card" aria-labelledby="order-items">
            <h2 id="order-items" className="order-card__title">
              {t('orders.detail.items')} <span className="order-muted">({items.length})</span>
            </h2>
            <ul className="order-items">
              {items.map((i) => (
                <li key={i.position} className="order-item">
                  <div>
                    <p className="order-item__name">
                      {i.name}
                      {i.isRxRequired ? <span className="order-rx">{t('orders.detail.rxTag')}</span> : null}
                    </p>
                    <p className="order-muted">{[i.packLabel, i.manufacturer].filter(Boolean).join(' · ')}</p>
                  </div>
                  <div className="order-item__price">
                    <strong>{formatRupees(i.lineTotalPaise)}</strong>
                    <span className="order-muted">{t('orders.detail.qty', { n: i.quantity })}</span>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="order-side">
          <section className="order-card" aria-labelledby="order-summary">
            <h2 id="order-summary" className="order-card__title">
              {t('orders.detail.summary')}
            </h2>
            <dl className="ck-lines">
              {summary.summary.map((line) => (
                <div key={line.identifier} className={`ck-lines__line ck-lines__line--${summaryTone(line)}`}>
                  <dt>{line.label}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="order-card" aria-labelledby="order-payment">
            <h2 id="order-payment" className="order-card__title">
              {t('orders.detail.payment')}
            </h2>
            <p>
              {detail.payment.method}
              {detail.payment.instrument ? <span className="order-muted"> · {detail.payment.instrument}</span> : null}
            </p>
            <p className="order-muted">{detail.payment.status}</p>
            {detail.walletPaise > 0 ? <p>{t('orders.detail.walletPaid', { amount: formatRupees(detail.walletPaise) })}</p> : null}
            {detail.refund ? (
              <p className="order-refund" role="status">
                {detail.refund.text}
              </p>
            ) : null}
            {detail.payment.retryUrl ? (
              <Link to={detail.payment.retryUrl} className={buttonClass('medium', 'default', 'btn--block')}>
                {t('orders.detail.completePayment')}
              </Link>
            ) : null}
          </section>
          <section className="order-card" aria-labelledby="order-delivery">
            <h2 id="order-delivery" className="order-card__title">
              {t('orders.detail.delivery')}
            </h2>
            <p>
              {detail.delivery.optionId === 'express' ? t('orders.detail.express') : t('orders.detail.standard')} ·{' '}
              {t('orders.detail.eta', { date: formatDay(detail.delivery.estimatedDate) })}
            </p>
            <AddressBlock address={detail.address} />
          </section>
          <section className="order-card" aria-labelledby="order-rx">
            <h2 id="order-rx" className="order-card__title">
              {t('orders.detail.rx')}
            </h2>
            <p>
              {detail.prescriptionIds.length > 0
                ? t('orders.detail.rxCount', { n: detail.prescriptionIds.length })
                : detail.rxOption === 'consult'
                  ? t('orders.detail.rxConsult')
                  : t('orders.detail.rxNone')}
            </p>
            {detail.rxOption === 'consult' && detail.prescriptionIds.length === 0 && detail.canCancel ? (
              <Link to={freeConsultationPath(detail.orderId)} className={buttonClass('small')}>
                {t('orders.detail.bookConsult')}
              </Link>
            ) : null}
            {order.rxReview ? <RxResubmit review={order.rxReview} /> : null}
          </section>
          {detail.canCancel ? (
            <Button variant="outlined" block onClick={() => setConfirm(true)} aria-haspopup="dialog">
              {t('orders.detail.cancel')}
            </Button>
          ) : null}
        </aside>
      </div>
      <Modal open={confirm} onClose={() => setConfirm(false)} title={t('orders.cancel.title')}>
        <p className="order-modal__text">{t(detail.refundTo === 'wallet' ? 'orders.cancel.textWallet' : 'orders.cancel.text')}</p>
        <div className="order-modal__actions">
          <Button block onClick={() => setConfirm(false)}>
            {t('orders.cancel.keep')}
          </Button>
          <Button block variant="outlined" loading={cancelling} onClick={() => void cancel()}>
            {t('orders.cancel.confirm')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
