import { data } from 'react-router';
import { soonName, soonPageFor, soonText } from '../components/shell/coming-soon-pages.ts';
import { StatusPage } from '../components/shell/status-page.tsx';
import { ConstructionIcon } from '../components/ui/icons.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import type { Route } from './+types/coming-soon';

/**
 * Every path not handled by another route. Paths from the spec's route table (and our footer) that are not
 * built yet get a page saying what they will be (status 200); anything else is a real 404.
 * The path is the route's splat, never the request's URL: a client navigation asks for `/offers.data`.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const page = soonPageFor(`/${params['*'] ?? ''}`);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

/** A placeholder is not a page to keep: no shared cache holds it, so the real page replaces it at once. */
export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const locale = localeFromPath(location.pathname);
  const page = translate(locale, soonName(loaderData.page));
  return [
    { title: translate(locale, 'shell.soon.metaTitle', { page }) },
    { name: 'description', content: translate(locale, soonText(loaderData.page)) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page } = loaderData;
  return (
    <StatusPage art={<ConstructionIcon />} tag={t('shell.soon.tag')} title={t('shell.soon.title', { page: t(soonName(page)) })}>
      <p>{t(soonText(page))}</p>
      <p>{t('shell.soon.meanwhile')}</p>
    </StatusPage>
  );
}
