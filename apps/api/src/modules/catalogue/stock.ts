import { sql, type Transaction } from 'kysely';
import type { Database } from '@dawa/db';

/**
 * Takes `quantity` units of a product inside the caller's transaction, only if that many are in stock: the
 * conditional update never lets stock fall below zero, and concurrent takers queue on the row.
 */
export async function takeStock(trx: Transaction<Database>, productId: number, quantity: number): Promise<boolean> {
  const row = await trx
    .updateTable('products')
    .set({ stock: sql`stock - ${quantity}` })
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .where('not_for_sale', '=', false)
    .returning('stock')
    .executeTakeFirst();
  return row !== undefined;
}

/** Puts units back (an order's payment failed or it was cancelled before dispatch). */
export async function returnStock(trx: Transaction<Database>, productId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('products')
    .set({ stock: sql`stock + ${quantity}` })
    .where('id', '=', productId)
    .execute();
}
