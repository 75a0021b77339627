/**
 * /account/medical-records: the account's lab reports (each opens its PDF and links to its booking), then
 * every lab test booking with its status. Empty states point to the lab tests store.
 */
import type { ConsultationView, LabBookingList, LabMedicalRecords } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import '../checkout/checkout.css';
import { formatDate } from '../orders/order-format.ts';
import { buttonClass } from '../ui/button.tsx';
import './lab-booking.css';

type Props = {
  records: LabMedicalRecords;
  bookings: LabBookingList;
  /** Consultations whose doctor signed an e-prescription (decision 068). */
  prescribed: ConsultationView[];
};

export function RecordsPage({ records, bookings, prescribed }: Props) {
  const t = useT();
  return (
    <div className="container ck-page lbk-records">
      <h1 className="ck-page__title">{t('lab-booking.records.title')}</h1>
      <section className="ck-card" aria-labelledby="lbk-reports-title">
        <h2 id="lbk-reports-title" className="ck-card__title">
          {t('lab-booking.records.reports')}
        </h2>
        {records.reports.length === 0 ? (
          <div className="lbk-empty">
            <p>{t('lab-booking.records.empty')}</p>
            <a href="/diagnostics" className={buttonClass()}>
              {t('lab-booking.records.book')}
            </a>
          </div>
        ) : (
          <ul className="lbk-record-list">
            {records.reports.map((r) => (
              <li key={r.orderId} className="lbk-record">
                <div>
                  <p className="lbk-record__name">{r.itemNames.join(', ')}</p>
                  <p className="ck-muted">
                    {t('lab-booking.records.for', { names: r.patientNames.join(', ') })} ·{' '}
                    {t('lab-booking.records.reported', { date: formatDate(r.reportedAt) })}
                  </p>
                </div>
                <div className="lbk-actions">
                  <a href={r.reportUrl} className={buttonClass('small')} target="_blank" rel="noopener">
                    {t('lab-booking.report.view')}
                  </a>
                  <Link to={r.orderUrl} className={buttonClass('small', 'transparent')}>
                    {t('lab-booking.records.booking', { id: r.orderId })}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {prescribed.length > 0 ? (
        <section className="ck-card" aria-labelledby="lbk-rx-title">
          <h2 id="lbk-rx-title" className="ck-card__title">
            {t('lab-booking.records.prescriptions')}
          </h2>
          <ul className="lbk-record-list">
            {prescribed.map((c) => (
              <li key={c.orderId} className="lbk-record">
                <div>
                  <p className="lbk-record__name">{t('lab-booking.records.prescriptionBy', { doctor: c.doctor.name })}</p>
                  <p className="ck-muted">
                    {t('lab-booking.records.for', { names: c.patient.name })} · {formatDate(c.startsAt)}
                  </p>
                </div>
                <div className="lbk-actions">
                  <Link to={`/doctor-consultation/view-prescription/${c.orderId}`} className={buttonClass('small')}>
                    {t('lab-booking.records.viewPrescription')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="ck-card" id="bookings" aria-labelledby="lbk-bookings-title">
        <h2 id="lbk-bookings-title" className="ck-card__title">
          {t('lab-booking.records.bookings')}
        </h2>
        {bookings.bookings.length === 0 ? (
          <div className="lbk-empty">
            <p>{t('lab-booking.records.noBookings')}</p>
            <a href="/diagnostics" className={buttonClass('default', 'outlined')}>
              {t('lab-booking.records.book')}
            </a>
          </div>
        ) : (
          <ul className="lbk-record-list">
            {bookings.bookings.map((b) => (
              <li key={b.orderId} className="lbk-record">
                <div>
                  <p className="lbk-record__name">
                    <Link to={b.url}>{t('lab-booking.booking.title', { id: b.orderId })}</Link>{' '}
                    <span className="lbk-status">{b.statusText}</span>
                  </p>
                  <p>{b.itemNames.join(', ')}</p>
                  <p className="ck-muted">
                    {b.patientNames.join(', ')} · {b.slotLabel} · {formatRupees(b.amountPaise)}
                  </p>
                </div>
                <Link
                  to={b.url}
                  className={buttonClass('small', 'outlined')}
                  aria-label={t('lab-booking.records.viewLabel', { id: b.orderId })}
                >
                  {t('lab-booking.records.view')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
