import { LOGIN_MESSAGES } from '@dawa/domain';
import { fail, type Failure } from '../../http/result.ts';

/** Expected failures of login and sessions, with the spec's texts where it gives them. */
export const authErrors = {
  invalid: (message: string) => fail('VALIDATION_FAILED', message, 400),
  wrongOtp: () => fail('OTP_INVALID', LOGIN_MESSAGES.otpInvalid, 400),
  otpExpired: () => fail('OTP_EXPIRED', 'This OTP has expired. Request a new one.', 400),
  unauthenticated: () => fail('UNAUTHENTICATED', 'Please log in to continue.', 401),
  smsUnavailable: () => fail('SMS_UNAVAILABLE', 'We could not send the code just now. Please try again in a minute.', 503, true),
};

/** A 429 that also says when to come back (sent as Retry-After). */
export interface RateLimited extends Failure {
  retryAfterSeconds: number;
}
export const rateLimited = (
  message: string,
  retryAfterSeconds: number,
  code: 'RATE_LIMITED' | 'OTP_ATTEMPTS_EXCEEDED' = 'RATE_LIMITED',
): RateLimited => ({
  ...fail(code, message, 429),
  retryAfterSeconds,
});
