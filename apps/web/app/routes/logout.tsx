import { useEffect } from 'react';
import { Link } from 'react-router';
import { StatusPage } from '../components/shell/status-page.tsx';
import { UserIcon } from '../components/ui/icons.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { api } from '../lib/api.ts';
import type { Route } from './+types/logout';

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  return [
    { title: `${translate(locale, 'account.logout.title')} | ${translate(locale, 'brand.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * /logout: ends the session as soon as the page is shown, then goes home with a full load so every part
 * of the page forgets the user. The session cookie is HttpOnly, so the browser's own call clears it.
 */
export default function Logout() {
  const t = useT();
  useEffect(() => {
    let gone = false;
    api
      .logout()
      .catch(() => undefined)
      .finally(() => {
        if (!gone) window.location.replace('/');
      });
    return () => {
      gone = true;
    };
  }, []);
  return (
    <StatusPage art={<UserIcon />} title={t('account.logout.title')}>
      <p role="status">{t('account.logout.working')}</p>
      <p>
        <Link to="/" reloadDocument>
          {t('account.logout.home')}
        </Link>
      </p>
    </StatusPage>
  );
}
