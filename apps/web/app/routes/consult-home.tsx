/**
 * /doctor-consultation (and /doctor-consultation/landing): the specialities with their fees, how an online
 * consultation works, what it costs (anchored on the CGHS 2025 consultation rates; a follow-up within the days the
 * API says is free), consulting now or at a chosen time, and the 'Demo doctors' notice while the doctors are
 * demonstration profiles.
 */
import { formatRupees } from '@dawa/domain';
import { Link, useRouteError } from 'react-router';
import { DemoNotice, PageHead } from '../components/consult/consult-parts.tsx';
import { must } from '../components/consult/consult-data.server.ts';
import { CONSULT_PATH, PAST_PATH, stepPath } from '../components/consult/consult-rules.ts';
import { SpecialityGrid } from '../components/consult/speciality-grid.tsx';
import { RouteError } from '../components/shell/route-error.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { PUBLIC_CACHE } from '../components/ui/format.ts';
import { localeFromPath, translate, useT, type MessageKey } from '../i18n/index.ts';
import { consultApi } from '../lib/api-consult.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { Route } from './+types/consult-home';
import '../components/consult/consult.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { home: must(await consultApi.home(request), request), origin: publicOrigin(context) };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ location, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  return [
    { title: translate(locale, 'consult.meta.title') },
    { name: 'description', content: translate(locale, 'consult.meta.description') },
    { tagName: 'link', rel: 'canonical', href: `${loaderData?.origin ?? ''}${CONSULT_PATH}` },
  ];
}

const HOW: ReadonlyArray<readonly [MessageKey, MessageKey]> = [
  ['consult.how.1.title', 'consult.how.1.text'],
  ['consult.how.2.title', 'consult.how.2.text'],
  ['consult.how.3.title', 'consult.how.3.text'],
  ['consult.how.4.title', 'consult.how.4.text'],
];

export default function ConsultHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { home } = loaderData;
  const fees = [...new Set(home.specialities.map((s) => s.feePaise))].sort((a, b) => a - b);
  return (
    <div className="container cs-page">
      <PageHead title={t('consult.home.title')}>
        <p className="cs-lead">{t('consult.home.lead')}</p>
        <p className="cs-head__actions">
          <Link to={stepPath('select-speciality')} className={buttonClass('medium')}>
            {t('consult.home.start')}
          </Link>
          <Link to={PAST_PATH} className={buttonClass('medium', 'outlined')}>
            {t('consult.past.link')}
          </Link>
        </p>
      </PageHead>
      {home.demoDoctors ? <DemoNotice /> : null}
      <section className="cs-section" aria-labelledby="cs-specialities-title">
        <h2 id="cs-specialities-title" className="cs-section__title">
          {t('consult.home.specialities')}
        </h2>
        <SpecialityGrid specialities={home.specialities} />
      </section>
      <section className="cs-section" aria-labelledby="cs-how-title">
        <h2 id="cs-how-title" className="cs-section__title">
          {t('consult.how.title')}
        </h2>
        <ol className="cs-how">
          {HOW.map(([title, text], i) => (
            <li key={title} className="cs-how__step">
              <span className="cs-how__n" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="cs-how__title">{t(title)}</h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ol>
      </section>
      <div className="cs-two">
        <section className="cs-card" aria-labelledby="cs-fees-title">
          <h2 id="cs-fees-title" className="cs-card__title">
            {t('consult.fees.title')}
          </h2>
          <ul className="cs-list">
            {home.specialities.length > 0 ? (
              <li>
                {t('consult.fees.range', {
                  low: formatRupees(fees[0] ?? 0),
                  high: formatRupees(fees[fees.length - 1] ?? 0),
                })}
              </li>
            ) : null}
            <li>{t('consult.fees.cghs')}</li>
            <li>{t('consult.fees.followUp', { days: home.followUpDays })}</li>
            <li>{t('consult.fees.refund')}</li>
          </ul>
        </section>
        <section className="cs-card" aria-labelledby="cs-modes-title">
          <h2 id="cs-modes-title" className="cs-card__title">
            {t('consult.modes.title')}
          </h2>
          <dl className="cs-facts">
            <dt>{t('consult.modes.instant')}</dt>
            <dd>{t('consult.modes.instantText')}</dd>
            <dt>{t('consult.modes.scheduled')}</dt>
            <dd>{t('consult.modes.scheduledText')}</dd>
          </dl>
        </section>
      </div>
      <section className="cs-card cs-section" aria-labelledby="cs-rules-title">
        <h2 id="cs-rules-title" className="cs-card__title">
          {t('consult.home.rulesTitle')}
        </h2>
        <p>{t('consult.home.rulesText')}</p>
        <p>
          <Link to={`${CONSULT_PATH}/general-info`}>{t('consult.home.rulesLink')}</Link>
        </p>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
