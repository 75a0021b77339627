import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import type { NotificationList } from '@dawa/contracts';

export interface NewNotification {
  kind: 'order_placed' | 'payment_failed' | 'order_update' | 'wallet_credit';
  title: string;
  body: string;
  link: string | null;
  orderId: number | null;
}

const LIST_LIMIT = 50;

/** In-app notifications (spec §3 "Notification": hasSeen, unseen count derived). */
export function notificationService(db: Db) {
  return {
    /** Inside the caller's transaction, so a notification exists exactly when its event happened. */
    async notify(trx: Transaction<Database>, userId: number, n: NewNotification): Promise<void> {
      await trx
        .insertInto('notifications')
        .values({ user_id: userId, kind: n.kind, title: n.title, body: n.body, link: n.link, order_id: n.orderId })
        .execute();
    },

    async list(userId: number): Promise<NotificationList> {
      const [rows, unseen] = await Promise.all([
        db.selectFrom('notifications').where('user_id', '=', userId).selectAll().orderBy('id', 'desc').limit(LIST_LIMIT).execute(),
        db
          .selectFrom('notifications')
          .where('user_id', '=', userId)
          .where('has_seen', '=', false)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        notifications: rows.map((r) => ({
          id: String(r.id),
          kind: r.kind,
          title: r.title,
          body: r.body,
          link: r.link,
          hasSeen: r.has_seen,
          createdAt: new Date(r.created_at).toISOString(),
        })),
        unseenCount: Number(unseen.n),
      };
    },

    /** Marks the given notifications (or all) of the customer as seen. */
    async markSeen(userId: number, ids?: string[]): Promise<void> {
      let query = db.updateTable('notifications').set({ has_seen: true }).where('user_id', '=', userId).where('has_seen', '=', false);
      if (ids) query = query.where('id', 'in', ids.length ? ids : ['0']);
      await query.execute();
    },
  };
}
export type NotificationService = ReturnType<typeof notificationService>;
