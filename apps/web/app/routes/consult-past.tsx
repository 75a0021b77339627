/** /doctor-consultation/past-consultations: the shopper's consultations, newest first, with status and actions. */
import { Link, useRouteError } from 'react-router';
import { PageHead } from '../components/consult/consult-parts.tsx';
import { must } from '../components/consult/consult-data.server.ts';
import { stepPath } from '../components/consult/consult-rules.ts';
import { ConsultationCard } from '../components/consult/consultation-card.tsx';
import { RouteError } from '../components/shell/route-error.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { consultApi } from '../lib/api-consult.ts';
import type { Route } from './+types/consult-past';
import '../components/consult/consult.css';

export async function loader({ request }: Route.LoaderArgs) {
  return { list: must(await consultApi.list(request), request).consultations };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: translate(localeFromPath(location.pathname), 'consult.past.metaTitle') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ConsultPast({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { list } = loaderData;
  return (
    <div className="container cs-page cs-narrow">
      <PageHead title={t('consult.past.title')}>
        <p className="cs-head__actions">
          <Link to={stepPath('select-speciality')} className={buttonClass('small')}>
            {t('consult.past.new')}
          </Link>
        </p>
      </PageHead>
      {list.length === 0 ? (
        <p className="cs-empty">{t('consult.past.empty')}</p>
      ) : (
        <ul className="cs-consultations">
          {list.map((c) => (
            <ConsultationCard key={c.orderId} c={c} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
