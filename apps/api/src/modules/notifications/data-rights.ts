import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';

/** Every in-app notification in the shopper's download (not only the 50 the panel shows); deleted with the account. */
export function notificationDataRights(db: Db) {
  return {
    async exportFor(userId: number) {
      const rows = await db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
      return rows.map((r) => ({
        kind: r.kind,
        title: r.title,
        body: r.body,
        link: r.link,
        seen: r.has_seen,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },
    async eraseFor(trx: Transaction<Database>, userId: number): Promise<void> {
      await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    },
  };
}
