import { randomBytes } from 'node:crypto';
import type { Db } from '@dawa/db';
import { outboxSmsProvider, type SmsProvider } from './sms.ts';

/** What the host may pass in (ApiDeps.auth); everything else comes from the environment. */
export interface AuthOptions {
  /** A real SMS gateway. Required in production; development uses the outbox. */
  sms?: SmsProvider;
  /** The clock, for tests. */
  now?: () => Date;
  /** Overrides OTP_DIGITS. */
  otpDigits?: number;
  /** Overrides SESSION_SECRET. */
  sessionSecret?: string;
  /** Overrides NODE_ENV === 'production'. */
  production?: boolean;
}

export interface AuthConfig {
  sms: SmsProvider;
  now: () => Date;
  otpDigits: number;
  /** Key of the OTP HMACs. */
  secret: Buffer;
  /** GET /api/dev/outbox is served only outside production. */
  devOutbox: boolean;
}

// Without SESSION_SECRET (development) each process keys its OTP hashes with its own random secret.
const PROCESS_SECRET = randomBytes(32);

/** Resolves the login settings; throws (refusing to start) when production is not configured safely. */
export function resolveAuthConfig(db: Db, options: AuthOptions = {}, env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const production = options.production ?? env.NODE_ENV === 'production';
  const otpDigits = options.otpDigits ?? (env.OTP_DIGITS ? Number(env.OTP_DIGITS) : 6);
  if (!Number.isInteger(otpDigits) || otpDigits < 4 || otpDigits > 8) throw new Error('OTP_DIGITS must be a whole number from 4 to 8.');
  if (production && !options.sms) {
    throw new Error(
      'OTP login has no SMS provider: in production pass a real SmsProvider as ApiDeps.auth.sms (the development outbox is not allowed).',
    );
  }
  const secretText = options.sessionSecret ?? env.SESSION_SECRET;
  if (production && (!secretText || secretText.length < 32)) {
    throw new Error('SESSION_SECRET must be set in production to a random value of at least 32 characters.');
  }
  return {
    sms: options.sms ?? outboxSmsProvider(db),
    now: options.now ?? (() => new Date()),
    otpDigits,
    secret: secretText ? Buffer.from(secretText, 'utf8') : PROCESS_SECRET,
    devOutbox: !production,
  };
}
