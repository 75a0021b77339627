/**
 * /login as a page (decision 041): the login drawer's two steps as plain forms, so a tap on 'Hello, Log in'
 * before hydration, or without JavaScript, still signs the shopper in. Each step posts to the /login action,
 * which answers with the next step; the verified code goes back to `redirectTo`.
 */
import { Form, useActionData, useLocation, useNavigation } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useServingText } from '../account/session.ts';
import { Button } from '../ui/button.tsx';
import { MobileNumberInput, OtpInput } from './login-fields.tsx';
import { LOGIN_PAGE_FIELD, type LoginPageAnswer } from './login-intents.ts';

const DEFAULT_DIGITS = 4;

export function LoginPage() {
  const t = useT();
  const serving = useServingText(t);
  const answer = useActionData<LoginPageAnswer>();
  const { search } = useLocation();
  const busy = useNavigation().state === 'submitting';
  const redirectTo = new URLSearchParams(search).get('redirectTo') ?? '';
  // Posted to this very address, so the way back stays in it from one step to the next.
  const action = `/login${search}`;
  const codeStep = answer && ((answer.ok && answer.intent === 'request-otp') || (!answer.ok && answer.intent === 'verify-otp'));
  const digits =
    answer?.ok && answer.intent === 'request-otp' && answer.otp?.numberOfDigits > 0 ? answer.otp.numberOfDigits : DEFAULT_DIGITS;
  const error = answer && !answer.ok ? answer.message : null;
  const errorLine = error ? (
    <p id="login-error" className="field__error" role="alert">
      {error}
    </p>
  ) : null;
  const hidden = (
    <>
      <input type="hidden" name={LOGIN_PAGE_FIELD} value="1" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
    </>
  );

  return (
    <div className="container location-page">
      <h1>{t('account.login.title')}</h1>
      <div className="location-page__card">
        {codeStep ? (
          // Keyed by the step, so the code field never keeps the number typed in the first step.
          <Form method="post" action={action} className="login" key="otp">
            {hidden}
            <input type="hidden" name="intent" value="verify-otp" />
            <input type="hidden" name="mobile" value={answer.mobile} />
            <h2 className="login__heading">{t('account.login.otpHeading')}</h2>
            <p className="small">{t('account.login.otpSent', { count: digits, number: answer.mobile })}</p>
            <label className="field__label" htmlFor="login-page-otp">
              {t('account.login.otpLabel')}
            </label>
            <OtpInput id="login-page-otp" digits={digits} invalid={Boolean(error)} aria-describedby={error ? 'login-error' : undefined} />
            {errorLine}
            <Button type="submit" size="medium" block loading={busy} loadingLabel={t('account.login.verifying')}>
              {t('account.login.verify')}
            </Button>
          </Form>
        ) : (
          <Form method="post" action={action} className="login" key="mobile">
            {hidden}
            <input type="hidden" name="intent" value="request-otp" />
            <h2 className="login__heading">{t('account.login.heading')}</h2>
            <p className="login__serving small">{serving}</p>
            <label className="field__label" htmlFor="login-page-mobile">
              {t('account.login.mobileLabel')}
            </label>
            <MobileNumberInput
              id="login-page-mobile"
              countryCode={t('account.login.countryCode')}
              invalid={Boolean(error)}
              defaultValue={answer?.mobile ?? ''}
              aria-describedby={error ? 'login-error' : 'login-page-hint'}
            />
            {errorLine ?? (
              <p id="login-page-hint" className="field__hint">
                {t('account.login.mobileHint')}
              </p>
            )}
            <Button type="submit" size="medium" block loading={busy} loadingLabel={t('account.login.sending')}>
              {t('account.login.sendOtp')}
            </Button>
          </Form>
        )}
      </div>
    </div>
  );
}
