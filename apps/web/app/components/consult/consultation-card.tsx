/** One consultation in the list: who, when, status, and its actions (DETAILS, VIDEO, PRESCRIPTION, FOLLOW-UP). */
import type { ConsultationView } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { Link } from 'react-router';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { formatDate, formatDateTime } from '../orders/order-format.ts';
import { buttonClass } from '../ui/button.tsx';
import { DemoBadge, MODE_TEXT, StatusLabel } from './consult-parts.tsx';
import { detailsPath, flowHref, prescriptionPath, readFlow, roomPath } from './consult-rules.ts';

const ACTION_TEXT = {
  DETAILS: 'consult.action.details',
  VIDEO: 'consult.action.video',
  PRESCRIPTION: 'consult.action.prescription',
  'FOLLOW-UP': 'consult.action.followUp',
} as const satisfies Record<ConsultationView['actions'][number], MessageKey>;

/** Where each action leads. A follow-up starts the flow at the patient step with the same doctor. */
export function actionHref(c: ConsultationView, action: ConsultationView['actions'][number]): string {
  switch (action) {
    case 'DETAILS':
      return detailsPath(c.orderId);
    case 'VIDEO':
      return roomPath(c.orderId);
    case 'PRESCRIPTION':
      return prescriptionPath(c.orderId);
    case 'FOLLOW-UP':
      return flowHref('patient-details', readFlow(new URLSearchParams()), {
        speciality: c.speciality.id,
        doctor: c.doctor.slug,
        followUpOf: String(c.orderId),
      });
  }
}

export function ActionLinks({ c, skip = [] }: { c: ConsultationView; skip?: ReadonlyArray<ConsultationView['actions'][number]> }) {
  const t = useT();
  const actions = c.actions.filter((a) => !skip.includes(a));
  if (actions.length === 0) return null;
  return (
    <p className="cs-card__actions">
      {actions.map((a) => (
        <Link key={a} to={actionHref(c, a)} className={buttonClass('small', a === 'VIDEO' ? 'default' : 'outlined')}>
          {t(ACTION_TEXT[a])}
        </Link>
      ))}
    </p>
  );
}

export function ConsultationCard({ c }: { c: ConsultationView }) {
  const t = useT();
  return (
    <li className="cs-card cs-consultation">
      <div className="cs-consultation__head">
        <h2 className="cs-consultation__title">
          <Link to={detailsPath(c.orderId)}>{t('consult.details.title', { id: c.orderId })}</Link>
        </h2>
        <StatusLabel status={c.status} />
      </div>
      <p>
        <strong>{c.doctor.name}</strong> {c.doctor.demo ? <DemoBadge /> : null} · {c.speciality.name}
      </p>
      <p className="cs-muted">
        {c.slotType === 'Instant' ? t('consult.list.instant', { time: formatDateTime(c.startsAt) }) : formatDateTime(c.startsAt)} ·{' '}
        {t(MODE_TEXT[c.callMode])} · {c.patient.name}
      </p>
      <p className="cs-muted">
        {c.isFollowUp || c.amountPaise === 0 ? t('consult.free') : formatRupees(c.amountPaise)}
        {c.paymentPending ? ` · ${t('consult.details.paymentPending')}` : ''}
        {c.followUpUntil ? ` · ${t('consult.details.followUpUntil', { date: formatDate(c.followUpUntil) })}` : ''}
      </p>
      <ActionLinks c={c} />
    </li>
  );
}
