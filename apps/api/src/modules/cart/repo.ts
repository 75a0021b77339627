import { sql, type Transaction } from 'kysely';
import type { Database, Db, DrugScheduleCode } from '@dawa/db';

type Executor = Db | Transaction<Database>;

/** A cart line with the product facts the cart rules need (null product fields for a custom medicine). */
export interface LineRow {
  id: number;
  product_id: number | null;
  custom_name: string | null;
  quantity: number;
  name: string | null;
  product_type: number | null;
  mrp_paise: number | null;
  sale_price_paise: number | null;
  is_rx_required: boolean | null;
  drug_schedule: DrugScheduleCode | null;
  stock: number | null;
  not_for_sale: boolean | null;
}

export function lines(db: Executor, userId: number): Promise<LineRow[]> {
  return db
    .selectFrom('cart_items as c')
    .leftJoin('products as p', 'p.id', 'c.product_id')
    .where('c.user_id', '=', userId)
    .select([
      'c.id',
      'c.product_id',
      'c.custom_name',
      'c.quantity',
      'p.name',
      'p.product_type',
      'p.mrp_paise',
      'p.sale_price_paise',
      'p.is_rx_required',
      'p.drug_schedule',
      'p.stock',
      'p.not_for_sale',
    ])
    .orderBy('c.id')
    .execute();
}

/** Product facts for lines that are not in a cart yet (a guest's local cart, a replacement). */
export function productFacts(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .where('id', 'in', ids)
    .select(['id', 'name', 'product_type', 'mrp_paise', 'sale_price_paise', 'is_rx_required', 'drug_schedule', 'stock', 'not_for_sale'])
    .execute();
}
export type ProductFacts = Awaited<ReturnType<typeof productFacts>>[number];

/** The customer's cart row, created on first use and locked for the rest of the transaction. */
export async function lockCart(trx: Transaction<Database>, userId: number) {
  await trx
    .insertInto('carts')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return trx.selectFrom('carts').where('user_id', '=', userId).selectAll().forUpdate().executeTakeFirstOrThrow();
}

export async function cartRow(db: Executor, userId: number) {
  return db.selectFrom('carts').where('user_id', '=', userId).selectAll().executeTakeFirst();
}

/** Every change of the lines gives the cart a new version, so an order can claim exactly one. */
export function bumpVersion(trx: Transaction<Database>, userId: number) {
  return trx
    .updateTable('carts')
    .set({ version: sql`version + 1`, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

export function setPromo(db: Executor, userId: number, code: string | null) {
  return db.updateTable('carts').set({ promo_code: code, updated_at: new Date() }).where('user_id', '=', userId).execute();
}

export function insertLine(
  trx: Transaction<Database>,
  userId: number,
  line: { productId: number | null; customName: string | null; quantity: number },
) {
  return trx
    .insertInto('cart_items')
    .values({ user_id: userId, product_id: line.productId, custom_name: line.customName, quantity: line.quantity })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function setQuantity(trx: Transaction<Database>, itemId: number, quantity: number) {
  return trx.updateTable('cart_items').set({ quantity, updated_at: new Date() }).where('id', '=', itemId).execute();
}

export function setProduct(trx: Transaction<Database>, itemId: number, productId: number, quantity: number) {
  return trx
    .updateTable('cart_items')
    .set({ product_id: productId, custom_name: null, quantity, updated_at: new Date() })
    .where('id', '=', itemId)
    .execute();
}

export function deleteLine(trx: Transaction<Database>, itemId: number) {
  return trx.deleteFrom('cart_items').where('id', '=', itemId).execute();
}

export function deleteProductLine(trx: Transaction<Database>, userId: number, productId: number) {
  return trx.deleteFrom('cart_items').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
}

/** Empties the cart after an order took its lines. */
export function clearLines(trx: Transaction<Database>, userId: number) {
  return trx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
}

export async function count(db: Executor, userId: number): Promise<{ count: number; quantity: number }> {
  const row = await db
    .selectFrom('cart_items')
    .where('user_id', '=', userId)
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.coalesce(eb.fn.sum<string>('quantity'), sql<string>`0`).as('q')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), quantity: Number(row.q) };
}

/** Popular products anyone may buy without a prescription, in stock, for the cart's suggestions. */
export async function popularNonRx(db: Executor, exclude: number[], limit: number): Promise<number[]> {
  let query = db
    .selectFrom('products')
    .where('is_rx_required', '=', false)
    .where('not_for_sale', '=', false)
    .where('stock', '>', 0)
    .select('id')
    .orderBy('popularity', 'desc')
    .orderBy('id')
    .limit(limit);
  if (exclude.length > 0) query = query.where('id', 'not in', exclude);
  return (await query.execute()).map((r) => r.id);
}
