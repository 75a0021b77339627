import { data, Form, redirect, useNavigation } from 'react-router';
import { ConsoleFrame } from '../components/pharmacist/console-frame.tsx';
import { apiResult } from '../lib/api-result.server.ts';
import { cookieHeaders } from '../lib/form-answer.server.ts';
import { consoleHeaders, consoleMeta, pharmacistApi, pharmacistCalls } from '../lib/api-pharmacist.ts';
import type { Route } from './+types/pharmacist-login';

/** /pharmacist/login: the console's own sign-in (email and password), apart from the shoppers' OTP login. */
export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await pharmacistApi.me(request).then(
    () => true,
    () => false,
  );
  if (signedIn) throw redirect('/pharmacist');
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const result = await apiResult(pharmacistCalls.login(email, String(form.get('password') ?? '')), request);
  if (result.ok) return redirect('/pharmacist', { headers: cookieHeaders(result.setCookies) });
  return data({ email, message: result.message || 'Sign-in failed. Try again.' }, { status: result.status === 429 ? 429 : 400 });
}

export const headers = consoleHeaders;
export const meta = () => consoleMeta('Sign in');

export default function PharmacistLogin({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <ConsoleFrame pharmacist={null}>
      <section className="rxc-card console-login">
        <h1>Pharmacist sign-in</h1>
        <p className="rxc-muted">For registered pharmacists of Dawa. Shoppers sign in from the store.</p>
        <Form method="post" className="console-form rxc-form">
          <label>
            Email
            <input name="email" type="email" autoComplete="username" required defaultValue={actionData?.email ?? ''} />
          </label>
          <label>
            Password
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          {actionData?.message ? (
            <p className="rxc-error" role="alert">
              {actionData.message}
            </p>
          ) : null}
          <button type="submit" className="btn btn--medium" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </Form>
      </section>
    </ConsoleFrame>
  );
}
