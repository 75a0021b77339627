/** /500: the static server error page (spec "Static pages"), answered with status 500 and never indexed. */
import { data } from 'react-router';
import { StatusPage } from '../components/shell/status-page.tsx';
import { Button } from '../components/ui/button.tsx';
import { InfoIcon } from '../components/ui/icons.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import type { Route } from './+types/server-error';

export async function loader() {
  return data({ shown: true }, { status: 500 });
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'no-store' };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  return [
    { title: `${translate(locale, 'pages.serverError.title')} | ${translate(locale, 'brand.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Back to the page that failed when there is one, else a fresh load. */
function retry() {
  if (window.history.length > 1) window.history.back();
  else window.location.reload();
}

export default function ServerError() {
  const t = useT();
  return (
    <StatusPage
      art={<InfoIcon />}
      code="500"
      title={t('pages.serverError.title')}
      actions={<Button onClick={retry}>{t('pages.serverError.retry')}</Button>}
    >
      <p>{t('pages.serverError.text')}</p>
    </StatusPage>
  );
}
