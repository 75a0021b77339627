import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import { erasedMobileNumber } from '@dawa/domain';
import { iso } from '../../http/iso.ts';

type Trx = Transaction<Database>;

/** The account's part of the data rights: its own fields and sign-ins, and how an erased account looks. */
export function accountDataRights(db: Db) {
  return {
    async exportFor(userId: number) {
      const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!user) return null;
      const sessions = await db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
      return {
        account: { id: user.id, mobileNumber: user.mobile_number, name: user.name, email: user.email, createdAt: iso(user.created_at) },
        signIns: sessions.map((s) => ({ startedAt: iso(s.created_at), lastUsedAt: iso(s.last_seen_at), endsAt: iso(s.expires_at) })),
      };
    },

    /** The account, locked until the erasure's transaction ends; undefined when there is none. */
    lockFor: (trx: Trx, userId: number) =>
      trx.selectFrom('users').select(['id', 'mobile_number', 'erased_at']).where('id', '=', userId).forUpdate().executeTakeFirst(),

    /**
     * Inside the erasure's transaction: the name and email go, the number becomes 'erased-<id>' (the real one
     * can sign up again as a new account), and every session and login secret ends: signed out everywhere.
     */
    async eraseFor(trx: Trx, userId: number, at: Date): Promise<void> {
      const user = await trx.selectFrom('users').select(['mobile_number', 'erased_at']).where('id', '=', userId).executeTakeFirst();
      if (!user) return;
      if (!user.erased_at) await trx.deleteFrom('otp_codes').where('mobile_number', '=', user.mobile_number).execute();
      await trx
        .updateTable('users')
        .set({ name: null, email: null, mobile_number: erasedMobileNumber(userId), erased_at: user.erased_at ?? at })
        .where('id', '=', userId)
        .execute();
      await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await trx.deleteFrom('login_secrets').where('user_id', '=', userId).execute();
    },
  };
}
export type AccountDataRights = ReturnType<typeof accountDataRights>;
