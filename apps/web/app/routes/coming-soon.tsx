import { data } from 'react-router';
import { soonName, soonPageFor, soonText } from '../components/shell/coming-soon-pages.ts';
import { StatusPage } from '../components/shell/status-page.tsx';
import { ConstructionIcon } from '../components/ui/icons.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import type { Route } from './+types/coming-soon';

/**
 * Every path not handled by another route. Paths from the spec's route table (and our footer) that are not
 * built yet get a page saying what they will be (status 200); anything else is a real 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = soonPageFor(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'public, max-age=3600' };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const locale = localeFromPath(location.pathname);
  const page = translate(locale, soonName(loaderData.page));
  return [
    { title: translate(locale, 'shell.soon.metaTitle', { page }) },
    { name: 'description', content: translate(locale, soonText(loaderData.page)) },
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
