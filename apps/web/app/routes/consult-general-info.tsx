/**
 * /doctor-consultation/general-info: how a teleconsultation works under the Telemedicine Practice Guidelines 2020 —
 * what a doctor may prescribe online and when (List O, A, B; Schedule X and NDPS never), who reads the consultation,
 * and that a minor is consulted only with an adult.
 */
import { Link, useRouteError } from 'react-router';
import { PageHead } from '../components/consult/consult-parts.tsx';
import { CONSULT_PATH, stepPath } from '../components/consult/consult-rules.ts';
import { RouteError } from '../components/shell/route-error.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { PUBLIC_CACHE } from '../components/ui/format.ts';
import { localeFromPath, translate, useT, type MessageKey } from '../i18n/index.ts';
import type { Route } from './+types/consult-general-info';
import '../components/consult/consult.css';

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  return [{ title: translate(locale, 'consult.info.metaTitle') }, { name: 'description', content: translate(locale, 'consult.info.lead') }];
}

const LISTS: ReadonlyArray<readonly [MessageKey, MessageKey, MessageKey]> = [
  ['consult.info.listO', 'consult.info.listOWhen', 'consult.info.listOText'],
  ['consult.info.listA', 'consult.info.listAWhen', 'consult.info.listAText'],
  ['consult.info.listB', 'consult.info.listBWhen', 'consult.info.listBText'],
  ['consult.info.listX', 'consult.info.listXWhen', 'consult.info.listXText'],
];

export default function ConsultGeneralInfo() {
  const t = useT();
  return (
    <div className="container cs-page cs-prose">
      <PageHead title={t('consult.info.title')}>
        <p className="cs-lead">{t('consult.info.lead')}</p>
      </PageHead>
      <section className="cs-card cs-section" aria-labelledby="cs-info-how">
        <h2 id="cs-info-how" className="cs-card__title">
          {t('consult.info.howTitle')}
        </h2>
        <ul className="cs-list">
          <li>{t('consult.info.how1')}</li>
          <li>{t('consult.info.how2')}</li>
          <li>{t('consult.info.how3')}</li>
          <li>{t('consult.info.how4')}</li>
        </ul>
      </section>
      <section className="cs-card cs-section" aria-labelledby="cs-info-rx">
        <h2 id="cs-info-rx" className="cs-card__title">
          {t('consult.info.rxTitle')}
        </h2>
        <p>{t('consult.info.rxLead')}</p>
        <div className="cs-table-wrap" tabIndex={0} role="region" aria-label={t('consult.info.rxLead')}>
          <table className="cs-table cs-table--stack">
            <thead>
              <tr>
                <th scope="col">{t('consult.info.colList')}</th>
                <th scope="col">{t('consult.info.colWhen')}</th>
                <th scope="col">{t('consult.info.colWhat')}</th>
              </tr>
            </thead>
            <tbody>
              {LISTS.map(([name, when, text]) => (
                <tr key={name}>
                  <th scope="row">{t(name)}</th>
                  <td data-label={t('consult.info.colWhen')}>{t(when)}</td>
                  <td data-label={t('consult.info.colWhat')}>{t(text)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="cs-muted">{t('consult.info.rxNote')}</p>
      </section>
      <section className="cs-card cs-section" aria-labelledby="cs-info-privacy">
        <h2 id="cs-info-privacy" className="cs-card__title">
          {t('consult.info.privacyTitle')}
        </h2>
        <ul className="cs-list">
          <li>{t('consult.info.privacy1')}</li>
          <li>{t('consult.info.privacy2')}</li>
          <li>{t('consult.info.privacy3')}</li>
        </ul>
      </section>
      <section className="cs-card cs-section" aria-labelledby="cs-info-minor">
        <h2 id="cs-info-minor" className="cs-card__title">
          {t('consult.info.minorTitle')}
        </h2>
        <p>{t('consult.info.minorText')}</p>
      </section>
      <section className="cs-card cs-section" aria-labelledby="cs-info-emergency">
        <h2 id="cs-info-emergency" className="cs-card__title">
          {t('consult.info.emergencyTitle')}
        </h2>
        <p>{t('consult.info.emergencyText')}</p>
      </section>
      <p className="cs-head__actions">
        <Link to={stepPath('select-speciality')} className={buttonClass('medium')}>
          {t('consult.home.start')}
        </Link>
        <Link to={CONSULT_PATH} className={buttonClass('medium', 'outlined')}>
          {t('consult.info.back')}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
