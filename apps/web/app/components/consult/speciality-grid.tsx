/** The specialities as cards: name, what it treats, common reasons, fee, doctors, and 'Consult now' when one is on duty. */
import type { Speciality } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { buttonClass } from '../ui/button.tsx';
import { stepPath } from './consult-rules.ts';

type Props = {
  specialities: Speciality[];
  headingLevel?: 2 | 3;
  /** The medicine order a free consultation is booked for, carried on through the flow. */
  forOrderId?: string;
};

export function SpecialityGrid({ specialities, headingLevel = 3, forOrderId = '' }: Props) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (specialities.length === 0) return <p className="cs-empty">{t('consult.speciality.none')}</p>;
  return (
    <ul className="cs-specialities">
      {specialities.map((s) => {
        const href = `${stepPath('select-doctor')}?speciality=${encodeURIComponent(s.id)}${forOrderId ? `&forOrderId=${forOrderId}` : ''}`;
        return (
          <li key={s.id} className="cs-speciality">
            <Heading className="cs-speciality__name">
              <Link to={href}>{s.name}</Link>
            </Heading>
            <p className="cs-speciality__summary">{s.summary}</p>
            {s.concerns.length > 0 ? (
              <p className="cs-speciality__concerns">
                <span className="visually-hidden">{t('consult.speciality.concerns')} </span>
                {s.concerns.join(' · ')}
              </p>
            ) : null}
            <p className="cs-speciality__facts">
              <strong className="cs-speciality__fee">{formatRupees(s.feePaise)}</strong>
              <span className="cs-muted">
                {s.doctorCount === 1 ? t('consult.speciality.doctorsOne') : t('consult.speciality.doctors', { n: s.doctorCount })}
              </span>
              {s.instantAvailable ? (
                <span className="cs-now">
                  <span className="cs-dot" aria-hidden="true" />
                  {t('consult.speciality.onDuty')}
                </span>
              ) : null}
            </p>
            <Link
              to={href}
              className={buttonClass('small', s.instantAvailable ? 'default' : 'outlined')}
              aria-label={`${s.instantAvailable ? t('consult.consultNow') : t('consult.book')} — ${s.name}`}
            >
              {s.instantAvailable ? t('consult.consultNow') : t('consult.book')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
