import { data, Form, redirect, useNavigation, useRouteError } from 'react-router';
import { DoctorFrame } from '../components/doctor/doctor-frame.tsx';
import { DoctorRouteError } from '../components/doctor/doctor-route-error.tsx';
import { translate, useT } from '../i18n/index.ts';
import { apiResult } from '../lib/api-result.server.ts';
import { cookieHeaders } from '../lib/form-answer.server.ts';
import { doctorApi, doctorCalls, privateHeaders } from '../lib/api-doctor.ts';
import type { Route } from './+types/doctor-login';

/** /doctor/login: the doctor console's own sign-in (email and password), apart from the shoppers' OTP login. */
export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await doctorApi.me(request).then(
    () => true,
    () => false,
  );
  if (signedIn) throw redirect('/doctor');
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const result = await apiResult(doctorCalls.login(email, String(form.get('password') ?? '')), request);
  if (result.ok) return redirect('/doctor', { headers: cookieHeaders(result.setCookies) });
  return data({ email, message: result.message || translate('en', 'doctor.login.failed') }, { status: result.status === 429 ? 429 : 400 });
}

export const headers = privateHeaders;
export const meta = () => [{ title: translate('en', 'doctor.login.metaTitle') }, { name: 'robots', content: 'noindex, nofollow' }];

export default function DoctorLogin({ actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <DoctorFrame doctor={null}>
      <section className="dc-card console-login">
        <h1>{t('doctor.login.title')}</h1>
        <p className="dc-muted">{t('doctor.login.lead')}</p>
        <Form method="post" className="console-form dc-form">
          <label>
            {t('doctor.login.email')}
            <input name="email" type="email" autoComplete="username" required defaultValue={actionData?.email ?? ''} />
          </label>
          <label>
            {t('doctor.login.password')}
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          {actionData?.message ? (
            <p className="dc-error" role="alert">
              {actionData.message}
            </p>
          ) : null}
          <button type="submit" className="btn btn--medium" disabled={busy}>
            {busy ? t('doctor.login.busy') : t('doctor.login.submit')}
          </button>
        </Form>
      </section>
    </DoctorFrame>
  );
}

export function ErrorBoundary() {
  return <DoctorRouteError error={useRouteError()} />;
}
