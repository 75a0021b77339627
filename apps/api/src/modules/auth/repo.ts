import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';

type Trx = Transaction<Database>;

/**
 * Locks one row per key for the rest of the transaction (an upsert takes the row lock), so concurrent
 * sends for the same number or address queue behind each other and count each other's rows.
 * Callers lock in a fixed order (number, then address), which rules out deadlocks.
 */
export async function lockRateKeys(trx: Trx, keys: string[]) {
  for (const key of keys) {
    await trx
      .insertInto('otp_rate_keys')
      .values({ key })
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ key: eb.ref('excluded.key') })))
      .execute();
  }
}

export async function sendTimes(trx: Trx, by: 'mobile_number' | 'ip', value: string, since: Date): Promise<Date[]> {
  const rows = await trx.selectFrom('otp_sends').select('sent_at').where(by, '=', value).where('sent_at', '>', since).execute();
  return rows.map((r) => new Date(r.sent_at));
}

/** Records an accepted send and makes `codeHash` the number's only live code (a resend replaces the last). */
export async function recordSend(trx: Trx, send: { mobileNumber: string; ip: string; codeHash: string; now: Date; expiresAt: Date; forgetBefore: Date }) {
  await trx
    .deleteFrom('otp_sends')
    .where((eb) => eb.or([eb('mobile_number', '=', send.mobileNumber), eb('ip', '=', send.ip)]))
    .where('sent_at', '<', send.forgetBefore)
    .execute();
  await trx.insertInto('otp_sends').values({ mobile_number: send.mobileNumber, ip: send.ip, sent_at: send.now }).execute();
  await trx
    .insertInto('otp_codes')
    .values({ mobile_number: send.mobileNumber, code_hash: send.codeHash, failed_attempts: 0, created_at: send.now, expires_at: send.expiresAt })
    .onConflict((oc) =>
      oc.column('mobile_number').doUpdateSet({ code_hash: send.codeHash, failed_attempts: 0, created_at: send.now, expires_at: send.expiresAt }),
    )
    .execute();
}

export function liveCodeForUpdate(trx: Trx, mobileNumber: string) {
  return trx
    .selectFrom('otp_codes')
    .select(['code_hash', 'failed_attempts', 'expires_at'])
    .where('mobile_number', '=', mobileNumber)
    .forUpdate()
    .executeTakeFirst();
}

export async function countFailedAttempt(trx: Trx, mobileNumber: string, failedAttempts: number) {
  await trx.updateTable('otp_codes').set({ failed_attempts: failedAttempts }).where('mobile_number', '=', mobileNumber).execute();
}

export async function deleteCode(trx: Trx | Db, mobileNumber: string) {
  await trx.deleteFrom('otp_codes').where('mobile_number', '=', mobileNumber).execute();
}
