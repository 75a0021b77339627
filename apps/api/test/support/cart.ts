/** Cart test helpers: products set up for a precise situation, and the cart calls as a shopper's client makes them. */
import { expect } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '@dawa/db';
import { cartData, type CartData } from '@dawa/contracts';
import { call, expectSuccessEnvelope, type Reply } from './http.ts';

export interface ProductSetup {
  mrpPaise?: number;
  salePaise?: number;
  stock?: number;
  /** 1 medicine, 2 over the counter. */
  productType?: 1 | 2;
  rx?: boolean;
  notForSale?: boolean;
}

/** Sets a product's price, stock and kind straight in the database. */
export async function setProduct(db: Db, id: number, s: ProductSetup): Promise<void> {
  await db
    .updateTable('products')
    .set({
      ...(s.mrpPaise !== undefined ? { mrp_paise: s.mrpPaise } : {}),
      ...(s.salePaise !== undefined ? { sale_price_paise: s.salePaise } : {}),
      ...(s.stock !== undefined ? { stock: s.stock } : {}),
      ...(s.productType !== undefined ? { product_type: s.productType } : {}),
      ...(s.rx !== undefined ? { is_rx_required: s.rx } : {}),
      ...(s.notForSale !== undefined ? { not_for_sale: s.notForSale } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export interface PoolProduct {
  id: number;
  name: string;
}

/**
 * Hands out distinct in-stock, for-sale medicines of the fixture catalogue, one per call, so that a test
 * that changes a product's price or stock never disturbs another test of the same file.
 * `excludeGroups`: composition groups kept for tests of alternatives.
 */
export async function productPool(db: Db, excludeGroups: number[] = []) {
  let query = db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('stock', '>=', 25)
    .where('not_for_sale', '=', false)
    .where('product_type', '=', 1)
    .where('drug_schedule', 'not in', ['X', 'NDPS']) // never sold online: the refusal tests pick these themselves
    .orderBy('id');
  if (excludeGroups.length > 0) {
    query = query.where((eb) => eb.or([eb('composition_group_id', 'is', null), eb('composition_group_id', 'not in', excludeGroups)]));
  }
  const rows = await query.execute();
  let next = 0;
  /** The next unused product, set up as asked (defaults: an Rx medicine, stock 50). */
  return async (setup: ProductSetup = {}): Promise<PoolProduct> => {
    const row = rows[next++];
    if (!row) throw new Error('The fixture catalogue ran out of products for this test file');
    await setProduct(db, row.id, { stock: 50, rx: true, ...setup });
    return row;
  };
}

/** A product id that no product has. */
export async function unknownProductId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select(sql<number>`max(id)`.as('max'))
    .executeTakeFirstOrThrow();
  return Number(row.max) + 1000;
}

export const withCookie = (cookie: string | undefined): Pick<InjectOptions, 'headers'> => (cookie ? { headers: { cookie } } : {});

export function post(api: FastifyInstance, url: string, payload: unknown, cookie?: string): Promise<Reply> {
  return call(api, { method: 'POST', url, payload: payload as object, ...withCookie(cookie) });
}

export const addToCart = (api: FastifyInstance, cookie: string | undefined, payload: object) =>
  post(api, '/api/cart/addToCart', payload, cookie);

export const updateQuantity = (api: FastifyInstance, cookie: string, itemId: number, payload: object) =>
  post(api, `/api/cart/updateQuantity/${itemId}`, payload, cookie);

export const deleteFromCart = (api: FastifyInstance, cookie: string, itemId: number) =>
  call(api, { method: 'DELETE', url: `/api/cart/deleteFromCart/${itemId}`, ...withCookie(cookie) });

/** A data envelope that must have succeeded. */
export function dataOf<T = any>(res: Reply): T {
  expect(res.statusCode, JSON.stringify(res.body).slice(0, 400)).toBe(200);
  expectSuccessEnvelope(res.body);
  return res.body.data as T;
}

/** Adds a line that must succeed and returns its item id. */
export async function added(api: FastifyInstance, cookie: string, productId: number, quantity: number): Promise<number> {
  const data = dataOf(await addToCart(api, cookie, { productId, quantity }));
  expect(data.itemId).toBeTypeOf('number');
  return data.itemId as number;
}

/** The signed-in shopper's cart, checked against the contract. */
export async function cartOf(api: FastifyInstance, cookie: string, query = ''): Promise<CartData> {
  const res = await call(api, { method: 'GET', url: `/api/cart/getCartItems${query}`, ...withCookie(cookie) });
  return cartData.parse(dataOf(res));
}

export async function countOf(api: FastifyInstance, cookie?: string): Promise<{ count: number; quantity: number }> {
  return dataOf(await call(api, { method: 'GET', url: '/api/cart/getCartCount', ...withCookie(cookie) }));
}

/** The summary as identifier → signed paise. */
export function summaryOf(cart: Pick<CartData, 'summary'>): Record<string, number> {
  return Object.fromEntries(cart.summary.map((l) => [l.identifier, l.valuePaise]));
}

/**
 * The summary adds up: the signed lines before amount_to_be_paid sum to it, amount_to_be_paid is the last
 * line and equals amountToBePaidPaise, and every line carries the spec's id.
 */
export function expectSummaryAddsUp(cart: Pick<CartData, 'summary' | 'amountToBePaidPaise'>) {
  const last = cart.summary.at(-1)!;
  expect(last.identifier).toBe('amount_to_be_paid');
  expect(last.id).toBe(9);
  const before = cart.summary.slice(0, -1).reduce((sum, l) => sum + l.valuePaise, 0);
  expect(before).toBe(last.valuePaise);
  expect(cart.amountToBePaidPaise).toBe(last.valuePaise);
  const ids: Record<string, number> = {
    total_mrp: 18,
    discount_on_mrp: 19,
    promotional_discount: 4,
    delivery_charges: 7,
    handling_charges: 15,
    cash_handling_charge: 3,
    instant_discount: 17,
  };
  for (const line of cart.summary.slice(0, -1)) expect(line.id).toBe(ids[line.identifier]);
}
