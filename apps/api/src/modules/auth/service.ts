import {
  OTP_EXPIRES_IN_SECONDS,
  OTP_RESEND_AFTER_SECONDS,
  type LoginBody,
  type LoginResult,
  type OtpData,
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
  otpSmsText,
  sameHash,
  tooManyMessage,
  waitBeforeSend,
} from './otp.ts';
import * as repo from './repo.ts';
import type { SessionStore } from './session.ts';
import { toProfile, upsertUserByMobile } from './users.ts';

export function authService(db: Db, config: AuthConfig, sessions: SessionStore) {
  const otpData: OtpData = {
    numberOfDigits: config.otpDigits,
    resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
    expiresInSeconds: OTP_EXPIRES_IN_SECONDS,
  };

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
      if (wait > 0) return rateLimited(tooManyMessage(wait), Math.ceil(wait / 1000));
      await config.sms.send(`+91${mobile.value}`, otpSmsText(code));
      return ok(otpData);
    },

    /** Checks the code (single use, 5 wrong tries kill it), signs the number in or up, rotates the session. */
    async login(body: LoginBody, previousToken: string | undefined): Promise<Result<LoginResult & { token: string }>> {
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
        if (!live || new Date(live.expires_at) <= now || live.failed_attempts >= OTP_MAX_FAILED_ATTEMPTS) {
          if (live) await repo.deleteCode(trx, mobile.value);
          return 'expired' as const;
        }
        if (!sameHash(live.code_hash, hashOtp(config.secret, mobile.value, otp.value))) {
          const failed = live.failed_attempts + 1;
          if (failed >= OTP_MAX_FAILED_ATTEMPTS) await repo.deleteCode(trx, mobile.value);
          else await repo.countFailedAttempt(trx, mobile.value, failed);
          return 'wrong' as const;
        }
        await repo.deleteCode(trx, mobile.value);
        return upsertUserByMobile(trx, mobile.value, details);
      });
      if (outcome === 'expired') return authErrors.otpExpired();
      if (outcome === 'wrong') return authErrors.wrongOtp();
      const token = await sessions.rotate(previousToken, outcome.id);
      return ok({ profile: toProfile(outcome), token });
    },

    async logout(token: string | undefined) {
      if (token) await sessions.destroy(token);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
