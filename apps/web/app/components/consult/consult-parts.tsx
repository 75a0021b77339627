/**
 * Parts the consultation pages share: the 'Demo doctors' notice, a doctor's card (who the doctor is, as the
 * Telemedicine Practice Guidelines 2020 ask a patient to be told), the flow's step bar, a status label and the
 * page heading with its breadcrumbs.
 */
import type { ConsultationView, DoctorCard } from '@dawa/contracts';
import type { ReactNode } from 'react';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { formatDateTime } from '../orders/order-format.ts';
import { Breadcrumbs, type Crumb } from '../ui/breadcrumbs.tsx';
import { InfoIcon, UserIcon } from '../ui/icons.tsx';
import { CONSULT_PATH, statusTone, type ConsultStep } from './consult-rules.ts';

export function DemoNotice() {
  const t = useT();
  return (
    <aside className="cs-demo" role="note" aria-labelledby="cs-demo-title">
      <InfoIcon size="sm" />
      <div>
        <h2 id="cs-demo-title" className="cs-demo__title">
          {t('consult.demo.title')}
        </h2>
        <p>{t('consult.demo.text')}</p>
      </div>
    </aside>
  );
}

export function DemoBadge({ label = 'consult.demo.badge' }: { label?: MessageKey }) {
  const t = useT();
  return <span className="cs-badge cs-badge--demo">{t(label)}</span>;
}

type DoctorLike = Pick<
  DoctorCard,
  'name' | 'qualification' | 'registrationNumber' | 'council' | 'languages' | 'experienceYears' | 'demo' | 'gender'
> &
  Partial<Pick<DoctorCard, 'availableNow' | 'nextSlot' | 'about'>>;

/** A doctor: name, demo badge, qualification, registration and council, languages, experience, availability. */
export function DoctorInfo({
  doctor,
  headingLevel = 3,
  showAbout = false,
}: {
  doctor: DoctorLike;
  headingLevel?: 2 | 3;
  showAbout?: boolean;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="cs-doctor">
      <span className="cs-doctor__art" aria-hidden="true">
        <UserIcon />
      </span>
      <div className="cs-doctor__body">
        <Heading className="cs-doctor__name">
          {doctor.name} {doctor.demo ? <DemoBadge /> : null}
        </Heading>
        <p className="cs-doctor__line">{doctor.qualification}</p>
        <p className="cs-doctor__line cs-muted">
          {t('consult.doctor.registration', { number: doctor.registrationNumber, council: doctor.council })}
        </p>
        <p className="cs-doctor__line cs-muted">
          {t('consult.doctor.experience', { n: doctor.experienceYears })} ·{' '}
          {t('consult.doctor.languages', { languages: doctor.languages.join(', ') })}
        </p>
        {showAbout && doctor.about ? <p className="cs-doctor__line">{doctor.about}</p> : null}
        {doctor.availableNow ? (
          <p className="cs-doctor__now">
            <span className="cs-dot" aria-hidden="true" />
            {t('consult.doctor.availableNow')}
          </p>
        ) : doctor.nextSlot !== undefined ? (
          <p className="cs-doctor__line">
            {doctor.nextSlot ? t('consult.doctor.nextSlot', { time: formatDateTime(doctor.nextSlot) }) : t('consult.doctor.noSlot')}
          </p>
        ) : null}
      </div>
    </div>
  );
}

const STEPS: readonly ConsultStep[] = ['select-speciality', 'select-doctor', 'patient-details', 'select-slot', 'consultation-summary'];
const STEP_TEXT = {
  'select-speciality': 'consult.step.speciality',
  'select-doctor': 'consult.step.doctor',
  'patient-details': 'consult.step.patient',
  'select-slot': 'consult.step.slot',
  'consultation-summary': 'consult.step.summary',
} as const satisfies Record<ConsultStep, MessageKey>;

/** Where the shopper is in the flow: the steps in order, the current one marked. */
export function StepBar({ step }: { step: ConsultStep }) {
  const t = useT();
  const at = STEPS.indexOf(step);
  return (
    <ol className="cs-steps" aria-label={t('consult.step.label', { n: at + 1, total: STEPS.length })}>
      {STEPS.map((s, i) => (
        <li key={s} className={`cs-steps__item${i < at ? ' cs-steps__item--done' : ''}${i === at ? ' cs-steps__item--now' : ''}`}>
          <span className="cs-steps__n" aria-hidden="true">
            {i + 1}
          </span>
          <span className="cs-steps__text" aria-current={i === at ? 'step' : undefined}>
            {t(STEP_TEXT[s])}
          </span>
        </li>
      ))}
    </ol>
  );
}

const STATUS_TEXT = {
  'ON GOING': 'consult.status.ongoing',
  UPCOMING: 'consult.status.upcoming',
  COMPLETED: 'consult.status.completed',
  CANCELLED: 'consult.status.cancelled',
  PROGRESS: 'consult.status.progress',
  SCHEDULED: 'consult.status.scheduled',
} as const satisfies Record<ConsultationView['status'], MessageKey>;

export function StatusLabel({ status }: { status: ConsultationView['status'] }) {
  const t = useT();
  return <span className={`cs-status cs-status--${statusTone(status)}`}>{t(STATUS_TEXT[status])}</span>;
}

/** The page's breadcrumbs (the consultation landing first) and its title. */
export function PageHead({ title, crumbs = [], children }: { title: string; crumbs?: Crumb[]; children?: ReactNode }) {
  const t = useT();
  return (
    <header className="cs-head">
      <Breadcrumbs
        items={[{ name: t('catalogue.home'), href: '/' }, { name: t('consult.crumb'), href: CONSULT_PATH }, ...crumbs, { name: title }]}
      />
      <h1 className="cs-head__title">{title}</h1>
      {children}
    </header>
  );
}

export const MODE_TEXT = { 1: 'consult.mode.audio', 2: 'consult.mode.video' } as const satisfies Record<1 | 2, MessageKey>;
