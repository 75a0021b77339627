import { useEffect } from 'react';
import { data, redirect } from 'react-router';
import type { AuthState } from '@dawa/contracts';
import { LogoutForm } from '../components/account/logout-form.tsx';
import { StatusPage } from '../components/shell/status-page.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { UserIcon } from '../components/ui/icons.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { api, LOGOUT_CALL } from '../lib/api.ts';
import { apiResult } from '../lib/api-result.server.ts';
import { cookieHeaders } from '../lib/form-answer.server.ts';
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
 * The 'Log out' form's post (the account menus before the page is interactive, or without JavaScript):
 * ends the session, clears its cookie and goes home. If the session could not be ended the page says so
 * and offers the button again; the cookie is left as the API left it.
 */
export async function action({ request }: Route.ActionArgs) {
  const result = await apiResult<AuthState>(LOGOUT_CALL, request);
  const headers = cookieHeaders(result.setCookies);
  if (result.ok) return redirect('/', { headers });
  return data({ failed: true as const }, { status: result.status >= 400 && result.status < 500 ? result.status : 503, headers });
}

/**
 * /logout: ends the session as soon as the page is interactive, then goes home with a full load so every part
 * of the page forgets the user (the session cookie is HttpOnly, so the browser's own call clears it). Until
 * then, or without JavaScript, its button posts the same request.
 */
export default function Logout({ actionData }: Route.ComponentProps) {
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
    <StatusPage
      art={<UserIcon />}
      title={t('account.logout.title')}
      actions={<LogoutForm className={buttonClass()} label={t('account.logout.title')} />}
    >
      {actionData?.failed ? <p role="alert">{t('account.logout.failed')}</p> : <p role="status">{t('account.logout.working')}</p>}
    </StatusPage>
  );
}
