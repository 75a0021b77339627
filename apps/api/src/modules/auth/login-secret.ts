import { createHmac, randomBytes } from 'node:crypto';
import { LOGIN_SECRET_EXPIRES_IN_SECONDS } from '@dawa/contracts';
import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import { fail } from '../../http/result.ts';
import type { SendLimit } from './otp.ts';

/**
 * One-time login secrets: a random code (for a link sent by SMS, say) that signs one account in once,
 * within 15 minutes, for one purpose (`type`). Issued only by server code through `issueLoginSecret`;
 * no public call creates one. Stored as an HMAC under the server secret.
 */
export const LOGIN_SECRET_TTL_MS = LOGIN_SECRET_EXPIRES_IN_SECONDS * 1000;
export const LOGIN_SECRET_TYPE = /^[a-z0-9_-]{1,40}$/i;
export const LOGIN_SECRET_EXPIRED = 'This link has expired. Please log in again.';
export const loginSecretExpired = () => fail('LOGIN_SECRET_EXPIRED', LOGIN_SECRET_EXPIRED, 400);

export function tooManySecretFailures(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Failed attempts per client address: 10 in 10 minutes. */
export const SECRET_FAILURE_LIMITS: SendLimit[] = [{ windowMs: 10 * 60_000, max: 10 }];
export const SECRET_FAILURE_WINDOW_MS = 10 * 60_000;

type Trx = Transaction<Database>;

export const newLoginSecret = () => randomBytes(24).toString('base64url');

export function hashLoginSecret(secret: Buffer, type: string, code: string): string {
  return createHmac('sha256', secret).update(`login-secret:${type}:${code}`).digest('hex');
}

export async function storeLoginSecret(db: Db, row: { codeHash: string; userId: number; type: string; now: Date }) {
  await db.deleteFrom('login_secrets').where('user_id', '=', row.userId).where('expires_at', '<=', row.now).execute();
  await db
    .insertInto('login_secrets')
    .values({
      code_hash: row.codeHash,
      user_id: row.userId,
      type: row.type,
      created_at: row.now,
      expires_at: new Date(row.now.getTime() + LOGIN_SECRET_TTL_MS),
    })
    .execute();
}

/** Takes the secret out (single use, whatever its state); its account and expiry, or undefined when unknown. */
export function takeLoginSecret(trx: Trx, codeHash: string) {
  return trx.deleteFrom('login_secrets').where('code_hash', '=', codeHash).returning(['user_id', 'expires_at']).executeTakeFirst();
}

export async function failureTimes(trx: Pick<Db, 'selectFrom'>, ip: string, since: Date): Promise<Date[]> {
  const rows = await trx
    .selectFrom('login_secret_failures')
    .select('failed_at')
    .where('ip', '=', ip)
    .where('failed_at', '>', since)
    .execute();
  return rows.map((r) => new Date(r.failed_at));
}

export async function recordFailure(db: Db, ip: string, now: Date) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('login_secret_failures')
      .where('ip', '=', ip)
      .where('failed_at', '<=', new Date(now.getTime() - SECRET_FAILURE_WINDOW_MS))
      .execute();
    await trx.insertInto('login_secret_failures').values({ ip, failed_at: now }).execute();
  });
}
