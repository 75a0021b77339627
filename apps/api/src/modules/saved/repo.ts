import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';

type Executor = Db | Transaction<Database>;

export function page(db: Executor, userId: number, offset: number, limit: number) {
  return db
    .selectFrom('saved_items')
    .where('user_id', '=', userId)
    .select('product_id')
    .orderBy('created_at', 'desc')
    .orderBy('product_id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function count(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_items')
    .where('user_id', '=', userId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function allIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('saved_items')
    .where('user_id', '=', userId)
    .select('product_id')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => r.product_id);
}

export function add(trx: Transaction<Database>, userId: number, productId: number) {
  return trx
    .insertInto('saved_items')
    .values({ user_id: userId, product_id: productId })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet({ created_at: new Date() }))
    .execute();
}

export function remove(db: Executor, userId: number, productId: number) {
  return db.deleteFrom('saved_items').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
}

export async function productExists(db: Executor, productId: number): Promise<boolean> {
  return (await db.selectFrom('products').where('id', '=', productId).select('id').executeTakeFirst()) !== undefined;
}
