/**
 * One lab booking: its status and timeline, the slot and address, who is tested for what, payment, the
 * phlebotomist once assigned, the fasting reminder, 'View report' once the report is ready, and Cancel and
 * Reschedule while the sample is not collected yet. Cancel asks first; both are forms (`?cancel=1`,
 * `?reschedule=1` show them), so they work before the page is interactive.
 */
import type { LabBookingDetails } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useEffect, useState } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { clearLabAttempt } from '../../lib/lab-attempt.ts';
import '../checkout/checkout.css';
import { formatDateTime } from '../orders/order-format.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { ChevronLeftIcon, ClockIcon, InfoIcon } from '../ui/icons.tsx';
import type { BookingAnswer, BookingData } from './booking-data.server.ts';
import { LabSummary } from './lab-summary.tsx';
import { labOrderPath } from './lab-rules.ts';
import { SlotPicker } from './slot-picker.tsx';
import './lab-booking.css';

type Props = { data: Extract<BookingData, { signedIn: true }>; answer?: BookingAnswer };

const tone = (status: LabBookingDetails['status']) =>
  status === 'CANCELLED' || status === 'RELEASED'
    ? 'bad'
    : status === 'PAYMENT_PENDING'
      ? 'wait'
      : status === 'REPORT_READY'
        ? 'good'
        : 'plain';

function Rescheduling({ data }: Props) {
  const t = useT();
  const [slot, setSlot] = useState<string | undefined>();
  const busy = useNavigation().formData?.get('intent') === 'reschedule';
  const path = labOrderPath(data.booking.orderId);
  return (
    <section className="ck-card lbk-action-card" aria-labelledby="lbk-reschedule-title">
      <h2 id="lbk-reschedule-title" className="ck-card__title">
        {t('lab-booking.booking.rescheduleTitle')}
      </h2>
      {data.slots?.ok ? (
        <Form method="post" action={path}>
          <SlotPicker days={data.slots.data.days} selected={slot} onSelect={setSlot} />
          <div className="lbk-actions">
            <Button type="submit" name="intent" value="reschedule" loading={busy}>
              {t('lab-booking.booking.rescheduleConfirm')}
            </Button>
            <Link to={path} replace className={buttonClass('default', 'transparent')}>
              {t('lab-booking.booking.keep')}
            </Link>
          </div>
        </Form>
      ) : (
        <p className="ck-inline-error" role="alert">
          {data.slots?.message || t('lab-booking.slot.none')}
        </p>
      )}
    </section>
  );
}

function Cancelling({ data }: Props) {
  const t = useT();
  const busy = useNavigation().formData?.get('intent') === 'cancel';
  const path = labOrderPath(data.booking.orderId);
  return (
    <section className="ck-card lbk-action-card" role="alertdialog" aria-labelledby="lbk-cancel-title" aria-describedby="lbk-cancel-text">
      <h2 id="lbk-cancel-title" className="ck-card__title">
        {t('lab-booking.booking.cancelTitle')}
      </h2>
      <p id="lbk-cancel-text">{data.booking.payment.paid ? t('lab-booking.booking.cancelRefund') : t('lab-booking.booking.cancelText')}</p>
      <Form method="post" action={path} className="lbk-actions">
        <Button type="submit" name="intent" value="cancel" variant="outlined" loading={busy}>
          {t('lab-booking.booking.cancelConfirm')}
        </Button>
        <Link to={path} replace className={buttonClass()}>
          {t('lab-booking.booking.keep')}
        </Link>
      </Form>
    </section>
  );
}

export function BookingPage({ data, answer }: Props) {
  const t = useT();
  const [params] = useSearchParams();
  const { booking } = data;
  const path = labOrderPath(booking.orderId);
  useEffect(() => clearLabAttempt(), []);
  const waiting = booking.status === 'BOOKED' || booking.status === 'PHLEBOTOMIST_ASSIGNED';
  const note = params.get('cancelled')
    ? t('lab-booking.booking.cancelled')
    : params.get('rescheduled')
      ? t('lab-booking.booking.rescheduled')
      : null;

  return (
    <div className="container ck-page lbk-booking-page">
      <Link to="/account/medical-records#bookings" className="lbk-back">
        <ChevronLeftIcon size="sm" />
        {t('lab-booking.booking.back')}
      </Link>
      <div className="lbk-head">
        <h1 className="ck-page__title">{t('lab-booking.booking.title', { id: booking.orderId })}</h1>
        <span className={`lbk-status lbk-status--${tone(booking.status)}`}>{booking.statusText}</span>
      </div>
      {note ? (
        <p className="ck-note" role="status">
          {note}
        </p>
      ) : null}
      {answer ? (
        <p className="ck-inline-error" role="alert">
          {answer.message}
        </p>
      ) : null}
      {booking.reportUrl ? (
        <section className="ck-card lbk-report-ready" aria-labelledby="lbk-report-title">
          <h2 id="lbk-report-title" className="ck-card__title">
            {t('lab-booking.booking.reportReady')}
          </h2>
          <a href={booking.reportUrl} className={buttonClass()} target="_blank" rel="noopener">
            {t('lab-booking.report.view')}
          </a>
        </section>
      ) : null}
      {waiting && booking.fastingHours > 0 ? (
        <p className="ck-note lbk-fasting">
          <ClockIcon size="sm" />
          <span>{t('lab-booking.booking.fasting', { n: booking.fastingHours })}</span>
        </p>
      ) : null}
      {data.confirmCancel ? <Cancelling data={data} /> : null}
      {data.slots ? <Rescheduling data={data} /> : null}
      <div className="ck-grid">
        <div className="ck-main">
          <section className="ck-card" aria-labelledby="lbk-when-title">
            <h2 id="lbk-when-title" className="ck-card__title">
              {t('lab-booking.booking.collection')}
            </h2>
            <p className="lbk-slot-line">{booking.slotLabel}</p>
            <address className="lbk-address-block">
              <strong>{booking.address.name}</strong>
              {booking.address.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            {booking.phlebotomist ? (
              <p className="lbk-phlebotomist">{t('lab-booking.booking.phlebotomist', { name: booking.phlebotomist })}</p>
            ) : null}
            {booking.canCancel || booking.canReschedule ? (
              <div className="lbk-actions">
                {booking.canReschedule ? (
                  <Link to={`${path}?reschedule=1`} className={buttonClass('small', 'outlined')} preventScrollReset>
                    {t('lab-booking.booking.reschedule')}
                  </Link>
                ) : null}
                {booking.canCancel ? (
                  <Link to={`${path}?cancel=1`} className={buttonClass('small', 'transparent')} preventScrollReset>
                    {t('lab-booking.booking.cancel')}
                  </Link>
                ) : null}
              </div>
            ) : null}
          </section>
          <section className="ck-card" aria-labelledby="lbk-status-title">
            <h2 id="lbk-status-title" className="ck-card__title">
              {t('lab-booking.booking.timeline')}
            </h2>
            <ol className="lbk-timeline">
              {booking.timeline.map((step, i) => (
                <li key={`${step.status}-${i}`} className="lbk-timeline__step">
                  <span className="lbk-timeline__text">{step.text}</span>
                  <time dateTime={step.at} className="ck-muted">
                    {formatDateTime(step.at)}
                  </time>
                </li>
              ))}
            </ol>
          </section>
          <section className="ck-card" aria-labelledby="lbk-who-title">
            <h2 id="lbk-who-title" className="ck-card__title">
              {t('lab-booking.booking.tests')}
            </h2>
            {booking.lines.map((line) => (
              <div key={line.patient.id} className="lbk-person">
                <h3 className="lbk-person__name">
                  {line.patient.name}
                  {line.patient.age !== null ? (
                    <span className="ck-muted"> · {t('lab-booking.patient.years', { n: line.patient.age })}</span>
                  ) : null}
                </h3>
                <ul className="lbk-person__items">
                  {line.items.map((item) => (
                    <li key={`${item.type}-${item.id}`}>
                      <Link to={item.url}>{item.name}</Link>
                      <span>{formatRupees(item.pricePaise)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        </div>
        <aside className="ck-side">
          <section className="ck-card" aria-labelledby="lbk-payment-title">
            <h2 id="lbk-payment-title" className="ck-card__title">
              {t('lab-booking.booking.payment')}
            </h2>
            <p>{booking.payment.method}</p>
            <p className="ck-muted">{booking.payment.paid ? t('lab-booking.booking.paid') : t('lab-booking.booking.unpaid')}</p>
          </section>
          <LabSummary summary={booking.summary} />
          <p className="ck-muted lbk-small">
            <InfoIcon size="sm" /> {t('lab-booking.booking.help')}
          </p>
        </aside>
      </div>
    </div>
  );
}
