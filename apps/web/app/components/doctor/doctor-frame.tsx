import type { ReactNode } from 'react';
import { Form, NavLink } from 'react-router';
import type { DoctorProfile } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import '../ui/console.css';
import './doctor.css';

/** The doctor console's frame: who is signed in (a demo profile says so), the console's pages, sign-out. */
export function DoctorFrame({ doctor, children }: { doctor: DoctorProfile | null; children: ReactNode }) {
  const t = useT();
  return (
    <div className="dc">
      <div className="console-bar">
        <NavLink to={doctor ? '/doctor' : '/doctor/login'} className="console-bar__brand" end>
          Dawa <span>{t('doctor.console')}</span>
        </NavLink>
        {doctor ? (
          <>
            <nav className="dc-bar__nav" aria-label={t('doctor.nav')}>
              <NavLink to="/doctor" end>
                {t('doctor.nav.queue')}
              </NavLink>
              <NavLink to="/doctor/availability">{t('doctor.nav.availability')}</NavLink>
            </nav>
            <div className="console-bar__who dc-bar__who">
              <span>
                {doctor.name}
                {doctor.demo ? <span className="console-tag dc-tag--demo">{t('doctor.demo')}</span> : null}
                <small>{t('doctor.reg', { number: doctor.registrationNumber, council: doctor.council })}</small>
              </span>
              <Form method="post" action="/doctor">
                <input type="hidden" name="intent" value="logout" />
                <button type="submit" className="btn btn--small btn--outlined dc-bar__out">
                  {t('doctor.signOut')}
                </button>
              </Form>
            </div>
          </>
        ) : null}
      </div>
      <div className="dc-main">{children}</div>
    </div>
  );
}

export const CALL_MODE_KEY = { 1: 'doctor.mode.audio', 2: 'doctor.mode.video' } as const;
export const STATUS_KEY = {
  'ON GOING': 'doctor.status.ongoing',
  UPCOMING: 'doctor.status.upcoming',
  COMPLETED: 'doctor.status.completed',
  CANCELLED: 'doctor.status.cancelled',
  PROGRESS: 'doctor.status.payment',
  SCHEDULED: 'doctor.status.scheduled',
} as const;
