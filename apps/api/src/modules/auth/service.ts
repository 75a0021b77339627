import {
  OTP_EXPIRES_IN_SECONDS,
  OTP_RESEND_AFTER_SECONDS,
  type LoginBody,
  type LoginResult,
  type LoginViaSecretBody,
  type OtpData,
  type TruecallerAuth,
  type TruecallerPolling,
} from '@dawa/contracts';
import { validateLoginMobile, validateOtpFormat, validateProfileEmail, validateProfileName } from '@dawa/domain';
import type { Db } from '@dawa/db';
import { ok, type Result } from '../../http/result.ts';
import type { AuthConfig } from './config.ts';
import { authErrors, rateLimited, type RateLimited } from './errors.ts';
import {
  generateOtp,
  hashOtp,
  IP_LIMITS,
  LONGEST_WINDOW_MS,
  NUMBER_LIMITS,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_TTL_MS,
  attemptsExceededMessage,
  otpSmsText,
  retryAfterSeconds,
  sameHash,
  tooManyMessage,
  waitBeforeSend,
} from './otp.ts';
import * as repo from './repo.ts';
import type { SessionStore } from './session.ts';
import { findUser, toProfile, upsertUserByMobile, type UserRow } from './users.ts';
import { completeLoginRequest, createLoginRequest, findLoginRequest, truecallerErrors } from './truecaller.ts';
import * as secrets from './login-secret.ts';

/** From the orders domain: whether the customer has placed an order that went through, and had one delivered. */
export type OrderFlagsOf = (userId: number) => Promise<{ hasPlacedOrder: boolean; hasDeliveredOrder: boolean }>;

export function authService(db: Db, config: AuthConfig, sessions: SessionStore, orderFlags: OrderFlagsOf) {
  const otpData: OtpData = {
    numberOfDigits: config.otpDigits,
    resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
    expiresInSeconds: OTP_EXPIRES_IN_SECONDS,
  };

  /** Signs `user` in, whatever proved the number: a new session replaces the caller's old one. */
  async function signIn(user: UserRow, previousToken: string | undefined): Promise<Result<LoginResult & { token: string }>> {
    const token = await sessions.rotate(previousToken, user.id);
    return ok({ profile: { ...toProfile(user), ...(await orderFlags(user.id)) }, token });
  }

  return {
    /**
     * Sends a fresh code, replacing any earlier one, within the send limits. Known and unknown numbers
     * get the same answer: nothing here looks at the accounts.
     */
    async requestOtp(contactNumber: string, ip: string): Promise<Result<OtpData> | RateLimited> {
      const mobile = validateLoginMobile(contactNumber);
      if (!mobile.ok) return authErrors.invalid(mobile.message);
      const now = config.now();
      const code = generateOtp(config.otpDigits);
      const wait = await db.transaction().execute(async (trx) => {
        await repo.lockRateKeys(trx, [`number:${mobile.value}`, `ip:${ip}`]);
        const since = new Date(now.getTime() - LONGEST_WINDOW_MS);
        const byNumber = await repo.sendTimes(trx, 'mobile_number', mobile.value, since);
        const byIp = await repo.sendTimes(trx, 'ip', ip, since);
        const waitMs = Math.max(waitBeforeSend(byNumber, NUMBER_LIMITS, now), waitBeforeSend(byIp, IP_LIMITS, now));
        if (waitMs > 0) return waitMs;
        await repo.recordSend(trx, {
          mobileNumber: mobile.value,
          ip,
          codeHash: hashOtp(config.secret, mobile.value, code),
          now,
          expiresAt: new Date(now.getTime() + OTP_TTL_MS),
          forgetBefore: since,
        });
        return 0;
      });
      if (wait > 0) return rateLimited(tooManyMessage(wait), retryAfterSeconds(wait));
      try {
        await config.sms.send(`+91${mobile.value}`, otpSmsText(code), { otp: code });
      } catch (error) {
        // The provider's failure is ours to log, not the shopper's to read; the attempt still counts.
        config.log?.error({ err: { message: (error as Error).message } }, 'SMS provider failed to send a login code');
        return authErrors.smsUnavailable();
      }
      return ok(otpData);
    },

    /**
     * Checks the code (single use), signs the number in or up, rotates the session. The fifth wrong try
     * kills the code; every try after it, right or wrong, is a 429 until a new code is sent.
     */
    async login(body: LoginBody, previousToken: string | undefined): Promise<Result<LoginResult & { token: string }> | RateLimited> {
      const mobile = validateLoginMobile(body.contactNumber);
      if (!mobile.ok) return authErrors.invalid(mobile.message);
      const otp = validateOtpFormat(body.userOtp, config.otpDigits);
      if (!otp.ok) return authErrors.wrongOtp();
      const details: { name?: string; email?: string } = {};
      if (body.name?.trim()) {
        const name = validateProfileName(body.name);
        if (!name.ok) return authErrors.invalid(name.message);
        details.name = name.value;
      }
      if (body.profileEmail?.trim()) {
        const email = validateProfileEmail(body.profileEmail);
        if (!email.ok) return authErrors.invalid(email.message);
        details.email = email.value;
      }

      const now = config.now();
      const outcome = await db.transaction().execute(async (trx) => {
        const live = await repo.liveCodeForUpdate(trx, mobile.value);
        if (!live || new Date(live.expires_at) <= now) {
          if (live) await repo.deleteCode(trx, mobile.value);
          return 'expired' as const;
        }
        if (live.failed_attempts >= OTP_MAX_FAILED_ATTEMPTS) {
          // The dead code stays until it expires or a resend replaces it, so later tries keep getting 429.
          const sends = await repo.sendTimes(trx, 'mobile_number', mobile.value, new Date(now.getTime() - LONGEST_WINDOW_MS));
          return { exhaustedForMs: waitBeforeSend(sends, NUMBER_LIMITS, now) };
        }
        if (!sameHash(live.code_hash, hashOtp(config.secret, mobile.value, otp.value))) {
          await repo.countFailedAttempt(trx, mobile.value, live.failed_attempts + 1);
          return 'wrong' as const;
        }
        await repo.deleteCode(trx, mobile.value);
        return upsertUserByMobile(trx, mobile.value, details);
      });
      if (outcome === 'expired') return authErrors.otpExpired();
      if (outcome === 'wrong') return authErrors.wrongOtp();
      if ('exhaustedForMs' in outcome) {
        const wait = outcome.exhaustedForMs;
        return rateLimited(attemptsExceededMessage(wait), retryAfterSeconds(wait), 'OTP_ATTEMPTS_EXCEEDED');
      }
      return signIn(outcome, previousToken);
    },

    /** A Truecaller request for the storefront to hand to the app; it can be answered for 2 minutes. */
    async startTruecaller(): Promise<Result<TruecallerAuth>> {
      if (!config.truecaller) return truecallerErrors.unavailable();
      const requestId = await createLoginRequest(db, config.now());
      return ok({ partnerKey: config.truecallerPartnerKey, partnerName: 'Dawa', requestId, skipOption: 'useanothernum', title: 'login' });
    },

    /**
     * `retry: true` while the customer has not answered; once they consent, signs the number in (or up)
     * like an OTP login, exactly once. A refusal, or a request already finished, gives `retry: false`
     * without a profile; an unknown or expired requestId is a 400.
     */
    async pollTruecaller(requestId: string, previousToken: string | undefined): Promise<Result<TruecallerPolling & { token?: string }>> {
      const provider = config.truecaller;
      if (!provider) return truecallerErrors.unavailable();
      const now = config.now();
      const request = await findLoginRequest(db, requestId);
      if (!request) return truecallerErrors.expired();
      if (request.completed_at !== null) return ok({ retry: false });
      if (new Date(request.expires_at) <= now) return truecallerErrors.expired();

      const verdict = await provider.verify(requestId);
      if (verdict.status === 'pending') return ok({ retry: true });
      const mobile = verdict.status === 'verified' ? validateLoginMobile(verdict.mobileNumber) : null;
      if (!mobile?.ok || verdict.status !== 'verified') {
        await completeLoginRequest(db, requestId, 'rejected', now);
        return ok({ retry: false });
      }
      const name = verdict.name?.trim() ? validateProfileName(verdict.name) : null;
      const user = await db.transaction().execute(async (trx) => {
        // Only the poll that finishes the request signs in; a concurrent or later one gets no session.
        if (!(await completeLoginRequest(trx, requestId, 'verified', now))) return null;
        return upsertUserByMobile(trx, mobile.value, name?.ok ? { name: name.value } : {});
      });
      if (!user) return ok({ retry: false });
      const signedIn = await signIn(user, previousToken);
      return signedIn.ok ? ok({ ...signedIn.data, retry: false }) : signedIn;
    },

    /**
     * Internal only (no public call issues one): a one-time login secret for `userId`, for the purpose
     * `type`, valid for 15 minutes. Returns the secret to put in a link; only its HMAC is stored.
     */
    async issueLoginSecret(userId: number, type: string): Promise<string> {
      if (!secrets.LOGIN_SECRET_TYPE.test(type)) throw new Error(`Invalid login secret type: ${type}`);
      const code = secrets.newLoginSecret();
      await secrets.storeLoginSecret(db, { codeHash: secrets.hashLoginSecret(config.secret, type, code), userId, type, now: config.now() });
      return code;
    },

    /** Signs in with a one-time secret (single use, 15 minutes); failures are limited per client address. */
    async loginViaSecret(
      body: LoginViaSecretBody,
      ip: string,
      previousToken: string | undefined,
    ): Promise<Result<LoginResult & { token: string }> | RateLimited> {
      const now = config.now();
      const since = new Date(now.getTime() - secrets.SECRET_FAILURE_WINDOW_MS);
      const wait = waitBeforeSend(await secrets.failureTimes(db, ip, since), secrets.SECRET_FAILURE_LIMITS, now);
      if (wait > 0) return rateLimited(secrets.tooManySecretFailures(wait), Math.ceil(wait / 1000));
      const wellFormed = secrets.LOGIN_SECRET_TYPE.test(body.type) && /^[\w-]{16,200}$/.test(body.code);
      const user = !wellFormed
        ? undefined
        : await db.transaction().execute(async (trx) => {
            const taken = await secrets.takeLoginSecret(trx, secrets.hashLoginSecret(config.secret, body.type, body.code));
            if (!taken || new Date(taken.expires_at) <= now) return undefined;
            return findUser(trx, taken.user_id);
          });
      if (!user) {
        await secrets.recordFailure(db, ip, now);
        return secrets.loginSecretExpired();
      }
      return signIn(user, previousToken);
    },

    async logout(token: string | undefined) {
      if (token) await sessions.destroy(token);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
