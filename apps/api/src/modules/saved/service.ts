import type { Db } from '@dawa/db';
import type { SflPage } from '@dawa/contracts';
import { CART_TOASTS } from '@dawa/domain';
import { fail, ok, type Result } from '../../http/result.ts';
import type { CartService } from '../cart/service.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import * as repo from './repo.ts';

export const SFL_PAGE_SIZE = 20;
const REMOVED = 'Removed from save for later';

/** Save for later: products moved out of the cart, kept for another day. */
export function savedService(db: Db, catalogue: CatalogueService, cart: CartService) {
  return {
    async page(userId: number, page: number): Promise<SflPage> {
      const [rows, totalCount] = await Promise.all([
        repo.page(db, userId, (page - 1) * SFL_PAGE_SIZE, SFL_PAGE_SIZE),
        repo.count(db, userId),
      ]);
      const cards = new Map((await catalogue.cardsByIds(rows.map((r) => r.product_id))).map((c) => [c.productId, c]));
      return { items: rows.flatMap((r) => cards.get(r.product_id) ?? []), totalCount, page, limitPerPage: SFL_PAGE_SIZE };
    },

    /** Saves a product and takes it out of the cart, in one transaction. */
    async add(userId: number, productId: number | undefined): Promise<Result<{ count: number; message: string }>> {
      if (!productId) return fail('VALIDATION_FAILED', 'Something went wrong.', 400);
      if (!(await repo.productExists(db, productId))) return fail('PRODUCT_NOT_FOUND', 'This product is not in our catalogue.', 404);
      await db.transaction().execute(async (trx) => {
        await repo.add(trx, userId, productId);
        await cart.removeProduct(trx, userId, productId);
      });
      return ok({ count: await repo.count(db, userId), message: CART_TOASTS.savedForLater });
    },

    async remove(userId: number, productId: number | undefined): Promise<Result<{ count: number; message: string }>> {
      if (!productId) return fail('VALIDATION_FAILED', 'Something went wrong.', 400);
      await repo.remove(db, userId, productId);
      return ok({ count: await repo.count(db, userId), message: REMOVED });
    },

    allIds: (userId: number) => repo.allIds(db, userId),
  };
}
export type SavedService = ReturnType<typeof savedService>;
