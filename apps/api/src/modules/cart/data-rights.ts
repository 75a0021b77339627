import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import * as repo from './repo.ts';
import { iso } from '../../http/iso.ts';

type Trx = Transaction<Database>;

/** The cart in the shopper's download, and deleted with the account. */
export function cartDataRights(db: Db) {
  return {
    async exportFor(userId: number) {
      const cart = await db.selectFrom('carts').select('promo_code').where('user_id', '=', userId).executeTakeFirst();
      const items = await db
        .selectFrom('cart_items as c')
        .leftJoin('products as p', 'p.id', 'c.product_id')
        .where('c.user_id', '=', userId)
        .select(['c.product_id', 'c.custom_name', 'p.name', 'c.quantity', 'c.created_at'])
        .orderBy('c.id')
        .execute();
      return {
        promoCode: cart?.promo_code ?? null,
        items: items.map((i) => ({
          productId: i.product_id,
          name: i.name ?? i.custom_name,
          quantity: i.quantity,
          addedAt: iso(i.created_at),
        })),
      };
    },

    /**
     * Locks the cart for the erasure's transaction, as order placement does: a placement in flight ends
     * first (and its order is then seen as in progress), or waits and finds no cart.
     */
    holdFor: (trx: Trx, userId: number) => repo.lockCart(trx, userId),

    /**
     * Empties the cart and drops its promo code. The cart row itself stays (a version number, nothing
     * personal): a placement or cart change waiting on its lock then finds an empty cart, where a deleted
     * row would leave it nothing to lock.
     */
    async eraseFor(trx: Trx, userId: number): Promise<void> {
      const [deleted] = await repo.clearLines(trx, userId);
      await repo.setPromo(trx, userId, null);
      if (Number(deleted?.numDeletedRows ?? 0) > 0) await repo.bumpVersion(trx, userId);
    },
  };
}
