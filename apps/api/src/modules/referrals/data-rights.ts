import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';

/**
 * Refer & earn's part of the shopper's download and erasure: the code and the referrals they made (a friend is
 * named only by the last digits of their number). On erasure the code is deleted, so nobody can apply it any
 * more; the referrals stay as the record of rewards paid, pointing at an anonymised account.
 */
export function referralDataRights(db: Db) {
  return {
    async exportFor(userId: number) {
      const code = await db.selectFrom('referral_codes').where('user_id', '=', userId).select('code').executeTakeFirst();
      const made = await db
        .selectFrom('referrals')
        .where('referrer_id', '=', userId)
        .select(['status', 'reward_paise', 'created_at', 'settled_at'])
        .orderBy('id')
        .execute();
      const used = await db
        .selectFrom('referrals')
        .where('referee_id', '=', userId)
        .select(['status', 'created_at'])
        .orderBy('id')
        .execute();
      return {
        code: code?.code ?? null,
        referred: made.map((r) => ({
          status: r.status,
          rewardPaise: r.reward_paise,
          at: new Date(r.created_at).toISOString(),
          settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
        })),
        referredBy: used.map((r) => ({ status: r.status, at: new Date(r.created_at).toISOString() })),
      };
    },

    async eraseFor(trx: Transaction<Database>, userId: number): Promise<void> {
      await trx.deleteFrom('referral_codes').where('user_id', '=', userId).execute();
    },
  };
}
