import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import type { CatalogueService } from '../catalogue/service.ts';

/** Saved-for-later products in the shopper's download, and deleted with the account. */
export function savedDataRights(db: Db, catalogue: CatalogueService) {
  return {
    async exportFor(userId: number) {
      const rows = await db
        .selectFrom('saved_items')
        .select(['product_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      const names = new Map((await catalogue.cardsByIds(rows.map((r) => r.product_id))).map((c) => [c.productId, c.name]));
      return rows.map((r) => ({
        productId: r.product_id,
        name: names.get(r.product_id) ?? null,
        savedAt: new Date(r.created_at).toISOString(),
      }));
    },
    async eraseFor(trx: Transaction<Database>, userId: number): Promise<void> {
      await trx.deleteFrom('saved_items').where('user_id', '=', userId).execute();
    },
  };
}
