import { sql } from 'kysely';
import type { Db } from '@dawa/db';
import { SECRET_FAILURE_WINDOW_MS } from './login-secret.ts';
import { LONGEST_WINDOW_MS } from './otp.ts';
import { SESSION_IDLE_MS } from './session.ts';

/**
 * How long login records are kept after they stop mattering: a code or request past its expiry, a send or
 * failed attempt past the longest window it is counted in, a session past its expiry or idle limit.
 * One day, so a support question about "the code I got last night" can still be answered from the tables.
 */
export const AUTH_RECORD_RETENTION_MS = 24 * 60 * 60_000;

export interface PruneReport {
  otpCodes: number;
  otpSends: number;
  rateKeys: number;
  loginRequests: number;
  loginSecrets: number;
  secretFailures: number;
  sessions: number;
}

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * Deletes login records older than the retention. Idempotent and safe beside live traffic: it only removes
 * rows that no check reads any more (rate limits count sends within their window, codes and sessions are
 * refused past expiry), so running it twice, or on two instances at once, changes nothing more.
 */
export async function pruneLoginRecords(db: Db, now: Date): Promise<PruneReport> {
  const before = (ms: number) => new Date(now.getTime() - ms - AUTH_RECORD_RETENTION_MS);
  const otpCodes = await db.deleteFrom('otp_codes').where('expires_at', '<', before(0)).executeTakeFirst();
  const otpSends = await db.deleteFrom('otp_sends').where('sent_at', '<', before(LONGEST_WINDOW_MS)).executeTakeFirst();
  // A rate key is only a row to lock while a send is counted; one with no send left to count is recreated when needed.
  const rateKeys = await db
    .deleteFrom('otp_rate_keys')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('key', 'like', 'number:%'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('otp_sends')
                .select('id')
                .where('mobile_number', '=', sql<string>`substring(otp_rate_keys.key from 8)`),
            ),
          ),
        ]),
        eb.and([
          eb('key', 'like', 'ip:%'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('otp_sends')
                .select('id')
                .where('ip', '=', sql<string>`substring(otp_rate_keys.key from 4)`),
            ),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  const loginRequests = await db.deleteFrom('login_requests').where('expires_at', '<', before(0)).executeTakeFirst();
  const loginSecrets = await db.deleteFrom('login_secrets').where('expires_at', '<', before(0)).executeTakeFirst();
  const secretFailures = await db
    .deleteFrom('login_secret_failures')
    .where('failed_at', '<', before(SECRET_FAILURE_WINDOW_MS))
    .executeTakeFirst();
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before(0)), eb('last_seen_at', '<', before(SESSION_IDLE_MS))]))
    .executeTakeFirst();
  return {
    otpCodes: deleted(otpCodes),
    otpSends: deleted(otpSends),
    rateKeys: deleted(rateKeys),
    loginRequests: deleted(loginRequests),
    loginSecrets: deleted(loginSecrets),
    secretFailures: deleted(secretFailures),
    sessions: deleted(sessions),
  };
}
