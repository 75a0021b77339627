import type { ActionFunctionArgs } from 'react-router';
import { LoginPage } from '../components/shell/login-page.tsx';
import { translate } from '../i18n/index.ts';
import { loginAction } from '../lib/login-action.server.ts';

export function meta() {
  return [{ title: `${translate('en', 'account.login.title')} | Dawa` }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** Per-visitor answers (the code step, the session cookie): never stored by a shared cache. */
export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

/** The login steps (request-otp, verify-otp), posted by the login drawer and by this page's forms. */
export function action({ request }: ActionFunctionArgs) {
  return loginAction(request);
}

/** /login: the login drawer's form as a page, where the header's 'Hello, Log in' leads before hydration. */
export default function LoginRoute() {
  return <LoginPage />;
}
