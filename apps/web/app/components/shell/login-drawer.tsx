import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useServingText } from '../account/session.ts';
import { useTruecaller } from '../account/use-truecaller.ts';
import { Button } from '../ui/button.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { useToast } from '../ui/toast.tsx';
import { MobileNumberInput, OtpInput } from './login-fields.tsx';
import { LOGIN_ACTION, type LoginActionResult } from './login-intents.ts';

/** Spec §9: OTP 4 digits by default, resend after 30 s, success callback 400 ms after verifying. */
const DEFAULT_DIGITS = 4;
const RESEND_SECONDS = 30;
const SUCCESS_DELAY_MS = 400;
const MOBILE = /^[6-9][0-9]{9}$/;

type Step = { name: 'mobile' } | { name: 'otp'; digits: number; resendAfter: number };

/** Digits only, at most `max` of them (pasted text is trimmed and cut). */
const digitsOnly = (value: string, max: number) => value.trim().replace(/\D+/g, '').slice(0, max);

/** Seconds left until a deadline, ticking once a second (measured against the clock, so throttled timers catch up). */
function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!deadline) return;
    const tick = () => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [deadline]);
  const start = (seconds: number) => setDeadline(Date.now() + seconds * 1000);
  return [left, start] as const;
}

/**
 * The login drawer (spec §2, §4): mobile number, then the OTP sent to it, each step posted to the /login
 * action (which sets the session cookie and merges the guest cart). On success it waits 400 ms, closes,
 * reloads the page data so the header shows the user, and calls `onSuccess`.
 */
export function LoginDrawer({ open, onClose, onSuccess }: { open: boolean; onClose: () => void; onSuccess?: () => void }) {
  const t = useT();
  return (
    <Drawer open={open} onClose={onClose} title={t('account.login.title')}>
      {open ? <LoginFlow onClose={onClose} onSuccess={onSuccess} /> : null}
    </Drawer>
  );
}

function LoginFlow({ onClose, onSuccess }: { onClose: () => void; onSuccess?: () => void }) {
  const t = useT();
  const serving = useServingText(t);
  const toast = useToast();
  const revalidator = useRevalidator();
  // Not keyed: each opening of the drawer starts with fresh answers.
  const sending = useFetcher<LoginActionResult>();
  const verifying = useFetcher<LoginActionResult>();
  const [step, setStep] = useState<Step>({ name: 'mobile' });
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resendLeft, setResendLeft] = useCountdown();
  const mobileRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  const resend = useRef(false);
  const handled = useRef<{ sent?: LoginActionResult; verified?: LoginActionResult }>({});
  const busy = sending.state !== 'idle' || (verifying.state !== 'idle' && !done.current);

  /** Spec §4: the same ending for every way of logging in: 400 ms, close, reload the page data. */
  const succeed = () => {
    done.current = true;
    window.setTimeout(() => {
      onClose();
      void revalidator.revalidate();
      onSuccess?.();
    }, SUCCESS_DELAY_MS);
  };
  const truecaller = useTruecaller({ onSignedIn: succeed, onFallback: () => mobileRef.current?.focus() });

  // After the dialog has opened (it focuses its first control itself), move focus to the step's input.
  useEffect(() => {
    const timer = window.setTimeout(() => (step.name === 'mobile' ? mobileRef : otpRef).current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [step.name]);

  // The code was sent (on to the OTP step), or not (back to the mobile step with the reason, spec §4).
  useEffect(() => {
    const result = sending.data;
    if (sending.state !== 'idle' || !result || handled.current.sent === result) return;
    handled.current.sent = result;
    if (!result.ok) {
      setError(result.message || t('account.error.generic'));
      setStep({ name: 'mobile' });
      return;
    }
    if (result.intent !== 'request-otp') return;
    const info = result.otp;
    const digits = Number.isInteger(info?.numberOfDigits) && info.numberOfDigits > 0 ? info.numberOfDigits : DEFAULT_DIGITS;
    const resendAfter = info?.resendAfterSeconds > 0 ? info.resendAfterSeconds : RESEND_SECONDS;
    setOtp('');
    setStep({ name: 'otp', digits, resendAfter });
    setResendLeft(resendAfter);
    if (resend.current) otpRef.current?.focus();
    // Runs per answer (the ref keeps it to once); the texts and setters it uses need not re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sending.state, sending.data]);

  // Signed in (with the guest cart merged: capped and left-out lines are told), or the code was refused.
  useEffect(() => {
    const result = verifying.data;
    if (verifying.state === 'submitting' || !result || handled.current.verified === result) return;
    handled.current.verified = result;
    if (!result.ok) {
      setError(result.message || t('account.error.generic'));
      otpRef.current?.select();
      return;
    }
    if (result.intent !== 'verify-otp') return;
    for (const line of result.merged?.capped ?? []) toast.show(t('cart.toast.capped', { name: line.name, n: line.quantity }), 'info');
    const left = result.merged?.notAdded.length ?? 0;
    if (left > 0) toast.show(t('cart.toast.cartFull', { n: left }), 'error');
    succeed();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verifying.state, verifying.data]);

  const mobileError = (value: string) => {
    if (value === '') return t('account.error.emptyMobile');
    if (!MOBILE.test(value)) return t('account.error.invalidMobile');
    return null;
  };

  function sendOtp(kind: 'first' | 'resend') {
    setError(null);
    resend.current = kind === 'resend';
    void sending.submit({ intent: 'request-otp', mobile, _js: '1' }, { method: 'post', action: LOGIN_ACTION });
  }

  function submitMobile(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = mobileError(mobile);
    setError(problem);
    if (problem) {
      mobileRef.current?.focus();
      return;
    }
    sendOtp('first');
  }

  function verify(code: string, digits: number) {
    if (busy || done.current) return;
    if (code.length !== digits) {
      setError(t('account.error.invalidOtp'));
      otpRef.current?.focus();
      return;
    }
    setError(null);
    void verifying.submit({ intent: 'verify-otp', mobile, otp: code, _js: '1' }, { method: 'post', action: LOGIN_ACTION });
  }

  function editNumber() {
    setError(null);
    setOtp('');
    setStep({ name: 'mobile' });
  }

  const errorId = 'login-error';
  const errorLine = error ? (
    <p id={errorId} className="field__error" role="alert">
      {error}
    </p>
  ) : null;

  if (step.name === 'mobile') {
    return (
      <form className="login" onSubmit={submitMobile} noValidate>
        <h3 className="login__heading">{t('account.login.heading')}</h3>
        <p className="login__serving small">{serving}</p>
        {truecaller.offered ? (
          <>
            <Button
              variant="outlined"
              size="medium"
              block
              loading={truecaller.waiting}
              loadingLabel={t('account.login.truecallerWaiting')}
              onClick={() => void truecaller.start()}
            >
              {t('account.login.truecaller')}
            </Button>
            <p className="or-line small">
              <span>{t('account.login.orManual')}</span>
            </p>
          </>
        ) : null}
        <label className="field__label" htmlFor="login-mobile">
          {t('account.login.mobileLabel')}
        </label>
        <MobileNumberInput
          ref={mobileRef}
          id="login-mobile"
          countryCode={t('account.login.countryCode')}
          invalid={Boolean(error)}
          value={mobile}
          aria-describedby={error ? errorId : 'login-mobile-hint'}
          onChange={(event) => {
            setMobile(digitsOnly(event.target.value, 10));
            if (error) setError(null);
          }}
        />
        {errorLine ?? (
          <p id="login-mobile-hint" className="field__hint">
            {t('account.login.mobileHint')}
          </p>
        )}
        <Button type="submit" size="medium" block loading={busy} loadingLabel={t('account.login.sending')}>
          {t('account.login.sendOtp')}
        </Button>
      </form>
    );
  }

  const { digits } = step;
  return (
    <form
      className="login"
      onSubmit={(event) => {
        event.preventDefault();
        verify(otp, digits);
      }}
      noValidate
    >
      <h3 className="login__heading">{t('account.login.otpHeading')}</h3>
      <p className="small">
        {t('account.login.otpSent', { count: digits, number: mobile })}{' '}
        <button type="button" className="link-btn" onClick={editNumber}>
          {t('account.login.editNumber')}
        </button>
      </p>
      <label className="field__label" htmlFor="login-otp">
        {t('account.login.otpLabel')}
      </label>
      <OtpInput
        ref={otpRef}
        id="login-otp"
        digits={digits}
        invalid={Boolean(error)}
        value={otp}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const code = digitsOnly(event.target.value, digits);
          setOtp(code);
          if (error) setError(null);
          // Spec §4: the OTP submits itself once it has the expected number of digits.
          if (code.length === digits && code !== otp) verify(code, digits);
        }}
        onPaste={(event) => {
          event.preventDefault();
          const code = digitsOnly(event.clipboardData.getData('text'), digits);
          setOtp(code);
          if (error) setError(null);
          if (code.length === digits) verify(code, digits);
        }}
      />
      {errorLine}
      <Button type="submit" size="medium" block loading={busy} loadingLabel={t('account.login.verifying')}>
        {t('account.login.verify')}
      </Button>
      <p className="login__resend" aria-live="polite">
        {resendLeft > 0 ? (
          t('account.login.resendIn', { seconds: resendLeft })
        ) : (
          <button type="button" className="link-btn" onClick={() => sendOtp('resend')} disabled={busy}>
            {t('account.login.resend')}
          </button>
        )}
      </p>
    </form>
  );
}

/** The default export: a lazy import names the module only (fewer bytes in the page's first-load script). */
export default LoginDrawer;
