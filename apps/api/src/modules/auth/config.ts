import { randomBytes } from 'node:crypto';
import type { Db } from '@dawa/db';
import { outboxSmsProvider, type SmsProvider } from './sms.ts';
import { devTruecallerProvider, type TruecallerProvider } from './truecaller.ts';

/** What the host may pass in (ApiDeps.auth); everything else comes from the environment. */
export interface AuthOptions {
  /** A real SMS gateway. Required in production; development uses the outbox. */
  sms?: SmsProvider;
  /**
   * A real Truecaller verification. Optional: in production without one the Truecaller calls answer
   * 404 'not available' (OTP login still works); development uses the simulated provider.
   */
  truecaller?: TruecallerProvider;
  /** Overrides TRUECALLER_PARTNER_KEY. */
  truecallerPartnerKey?: string;
  /** The clock, for tests. */
  now?: () => Date;
  /** Overrides OTP_DIGITS. */
  otpDigits?: number;
  /** Overrides SESSION_SECRET. */
  sessionSecret?: string;
  /** Overrides APP_ENV === 'production'. */
  production?: boolean;
  /** Where provider failures are logged. */
  log?: { error(details: object, message: string): void };
}

export interface AuthConfig {
  sms: SmsProvider;
  now: () => Date;
  otpDigits: number;
  /** Key of the OTP HMACs. */
  secret: Buffer;
  /** GET /api/dev/outbox (and the simulated Truecaller answers) are served only outside production. */
  devOutbox: boolean;
  /** null: Truecaller login is switched off (production without a provider). */
  truecaller: TruecallerProvider | null;
  truecallerPartnerKey: string;
  log?: { error(details: object, message: string): void };
}

/** Partner key of development, where the Truecaller app is simulated. */
export const DEV_TRUECALLER_PARTNER_KEY = 'dawa-dev-truecaller-partner-key';

// Without SESSION_SECRET (development) each process keys its OTP hashes with its own random secret.
const PROCESS_SECRET = randomBytes(32);

/** Resolves the login settings; throws (refusing to start) when production is not configured safely. */
export function resolveAuthConfig(db: Db, options: AuthOptions = {}, env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const production = options.production ?? env.APP_ENV === 'production';
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
  const truecallerPartnerKey = options.truecallerPartnerKey ?? env.TRUECALLER_PARTNER_KEY ?? (production ? '' : DEV_TRUECALLER_PARTNER_KEY);
  if (production && options.truecaller && !truecallerPartnerKey) {
    throw new Error('TRUECALLER_PARTNER_KEY must be set in production when a Truecaller provider is configured.');
  }
  return {
    sms: options.sms ?? outboxSmsProvider(db),
    truecaller: options.truecaller ?? (production ? null : devTruecallerProvider(db)),
    truecallerPartnerKey,
    now: options.now ?? (() => new Date()),
    otpDigits,
    secret: secretText ? Buffer.from(secretText, 'utf8') : PROCESS_SECRET,
    devOutbox: !production,
    log: options.log,
  };
}
