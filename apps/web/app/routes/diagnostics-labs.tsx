/**
 * /diagnostics/certified-labs: the partner labs. They are demonstration profiles: the API's note leads the page
 * and every card carries a 'Demo profile' label.
 */
import { useRouteError } from 'react-router';
import { LabError } from '../components/diagnostics/lab-error.tsx';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { PUBLIC_CACHE } from '../components/ui/format.ts';
import { CheckIcon, InfoIcon, PinIcon } from '../components/ui/icons.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { labApi } from '../lib/api-diagnostics.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { Route } from './+types/diagnostics-labs';
import '../components/diagnostics/diagnostics.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { profiles: await labApi.labs(request), origin: publicOrigin(context) };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  if (!loaderData) return [];
  return [
    { title: translate(locale, 'diagnostics.labs.title') },
    { name: 'description', content: translate(locale, 'diagnostics.labs.description') },
    { tagName: 'link', rel: 'canonical', href: `${loaderData.origin}/diagnostics/certified-labs` },
  ];
}

export default function DiagnosticsLabs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { profiles } = loaderData;
  return (
    <div className="container lab-page">
      <header className="page-head">
        <Breadcrumbs
          items={[
            { name: t('catalogue.home'), href: '/' },
            { name: t('diagnostics.crumb'), href: '/diagnostics' },
            { name: t('diagnostics.labs.heading') },
          ]}
        />
        <h1>{t('diagnostics.labs.heading')}</h1>
        <p>{t('diagnostics.labs.lead')}</p>
      </header>
      <div className="notice lab-demo-note" role="note">
        <InfoIcon size="sm" />
        <p>{profiles.note}</p>
      </div>
      {profiles.labs.length === 0 ? (
        <p className="empty-state muted">{t('diagnostics.labs.empty')}</p>
      ) : (
        <ul className="lab-profiles">
          {profiles.labs.map((lab) => (
            <li key={lab.slug} className="lab-profile">
              <p className="lab-profile__demo">{t('diagnostics.labs.demo')}</p>
              <h2>{lab.name}</h2>
              <p className="lab-profile__since">{t('diagnostics.labs.since', { year: lab.established })}</p>
              <p>{lab.about}</p>
              <dl className="lab-profile__facts">
                <div>
                  <dt>{t('diagnostics.labs.accreditations')}</dt>
                  <dd>{lab.accreditations.join(', ')}</dd>
                </div>
                <div>
                  <dt>{t('diagnostics.labs.cities')}</dt>
                  <dd>{lab.cities.join(', ')}</dd>
                </div>
              </dl>
              <p className="lab-profile__collect">
                {lab.homeCollection ? <CheckIcon size="sm" /> : <PinIcon size="sm" />}
                {lab.homeCollection ? t('diagnostics.labs.homeCollection') : t('diagnostics.labs.atLab')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <LabError error={useRouteError()} />;
}
