import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';

type Executor = Db | Transaction<Database>;

export const codeOf = (db: Executor, userId: number) =>
  db.selectFrom('referral_codes').where('user_id', '=', userId).select('code').executeTakeFirst();

export const ownerOf = (db: Executor, code: string) =>
  db.selectFrom('referral_codes').where('code', '=', code).select('user_id').executeTakeFirst();

/** Stores a new code for the shopper; false when the code is taken (or the shopper got one meanwhile). */
export async function insertCode(db: Db, userId: number, code: string): Promise<boolean> {
  const row = await db
    .insertInto('referral_codes')
    .values({ user_id: userId, code })
    .onConflict((oc) => oc.doNothing())
    .returning('code')
    .executeTakeFirst();
  return row !== undefined;
}

/** The shopper's live referral as a new shopper (one at most): what single use counts. */
export async function liveAsReferee(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('referrals')
    .where('referee_id', '=', userId)
    .where('status', '<>', 'void')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertReferral(
  trx: Transaction<Database>,
  r: { referrerId: number; refereeId: number; orderId: number; rewardPaise: number },
): Promise<void> {
  await trx
    .insertInto('referrals')
    .values({ referrer_id: r.referrerId, referee_id: r.refereeId, order_id: r.orderId, reward_paise: r.rewardPaise })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function voidForOrder(trx: Transaction<Database>, orderId: number, at: Date): Promise<void> {
  await trx
    .updateTable('referrals')
    .set({ status: 'void', settled_at: at })
    .where('order_id', '=', orderId)
    .where('status', '=', 'applied')
    .execute();
}

export const appliedForOrder = (trx: Transaction<Database>, orderId: number) =>
  trx
    .selectFrom('referrals')
    .where('order_id', '=', orderId)
    .where('status', '=', 'applied')
    .select(['id', 'referrer_id', 'reward_paise'])
    .forUpdate()
    .executeTakeFirst();

/** Locks the referrer's code row: their rewards are settled one at a time, so the monthly cap holds. */
export async function lockReferrer(trx: Transaction<Database>, referrerId: number): Promise<void> {
  await trx.selectFrom('referral_codes').where('user_id', '=', referrerId).select('user_id').forUpdate().execute();
}

export async function rewardedSince(trx: Transaction<Database>, referrerId: number, since: Date): Promise<number> {
  const row = await trx
    .selectFrom('referrals')
    .where('referrer_id', '=', referrerId)
    .where('status', '=', 'rewarded')
    .where('settled_at', '>=', since)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function settle(trx: Transaction<Database>, id: number, status: 'rewarded' | 'capped', at: Date): Promise<void> {
  await trx.updateTable('referrals').set({ status, settled_at: at }).where('id', '=', id).execute();
}

/** The shopper's referrals as the friend who shared the code, newest first, with the new shopper's mobile's last digits. */
export function referralsBy(db: Db, referrerId: number, limit: number) {
  return db
    .selectFrom('referrals as r')
    .innerJoin('users as u', 'u.id', 'r.referee_id')
    .where('r.referrer_id', '=', referrerId)
    .select([
      'r.id',
      'r.status',
      'r.reward_paise',
      'r.created_at',
      'r.settled_at',
      sql<string>`right(u.mobile_number, 4)`.as('last_digits'),
    ])
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}
