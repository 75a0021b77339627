import type { InputHTMLAttributes, Ref } from 'react';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** The login's mobile number field with its country code, the same in the drawer and on the /login page. */
export function MobileNumberInput({ invalid, countryCode, ...input }: InputProps & { invalid: boolean; countryCode: string }) {
  return (
    <div className={`phone-input${invalid ? ' phone-input--error' : ''}`}>
      <span className="phone-input__code" aria-hidden="true">
        {countryCode}
      </span>
      <input
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        aria-invalid={invalid ? true : undefined}
        {...input}
      />
    </div>
  );
}

/** The one-time code field, as wide as the code's digits, the same in the drawer and on the /login page. */
export function OtpInput({ invalid, digits, ...input }: InputProps & { invalid: boolean; digits: number }) {
  return (
    <input
      name="otp"
      className={`otp-input${invalid ? ' otp-input--error' : ''}`}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="one-time-code"
      maxLength={digits}
      size={digits}
      style={{ width: `calc(${digits} * 1.6em + 2 * var(--space-3))` }}
      aria-invalid={invalid ? true : undefined}
      {...input}
    />
  );
}
