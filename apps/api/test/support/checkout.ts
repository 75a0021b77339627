/** Steps of a checkout through the API, for the order and payment tests. */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@dawa/db';
import { call } from './http.ts';
import { png } from './prescription-files.ts';
import { buildServices } from '../../src/services.ts';

export const HOME_ADDRESS = {
  contactName: 'Asha Rao',
  contactNumber: '9876543210',
  flatNumber: 'Flat 4B, Sea View',
  streetName: 'Marine Drive',
  type: 0,
  pincode: 400001,
  longitude: 72.8355,
  latitude: 18.9364,
};

/** Saves the customer's address (Mumbai 400001: serviceable, express) and returns its id. */
export async function addAddress(api: FastifyInstance, cookie: string, fields: Partial<typeof HOME_ADDRESS> = {}): Promise<number> {
  const res = await call(api, { method: 'POST', url: '/api/address/add', payload: { ...HOME_ADDRESS, ...fields }, headers: { cookie } });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0].id as number;
}

export async function addToCart(api: FastifyInstance, cookie: string, productId: number, quantity = 1) {
  const res = await call(api, { method: 'POST', url: '/api/cart/addToCart', payload: { productId, quantity }, headers: { cookie } });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Uploads one small PNG prescription and returns its id. */
export async function uploadPrescription(api: FastifyInstance, cookie: string): Promise<string> {
  const slots = await call(api, {
    method: 'POST',
    url: '/api/prescriptions/generateUploadUrl',
    payload: { imageCount: 1 },
    headers: { cookie },
  });
  expect(slots.statusCode, JSON.stringify(slots.body)).toBe(200);
  const slot = slots.body.data.uploads[0];
  const res = await api.inject({ method: 'PUT', url: slot.url, payload: png(), headers: { 'content-type': 'image/png', cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return slot.id as string;
}

export function placeOrder(api: FastifyInstance, cookie: string, body: Record<string, unknown>, idempotencyKey?: string) {
  return call(api, {
    method: 'POST',
    url: '/api/order/placeOrder?isOmsOnboarded=true',
    payload: body,
    headers: { cookie, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
  });
}

/** In-stock, for-sale products of the fixture catalogue that may be sold online, Rx or not. */
export async function productsFor(
  db: Db,
  rx: boolean,
  count = 1,
): Promise<{ id: number; name: string; sale_price_paise: number; stock: number }[]> {
  const rows = await db
    .selectFrom('products')
    .where('is_rx_required', '=', rx)
    .where('not_for_sale', '=', false)
    .where('stock', '>', 5)
    .where('drug_schedule', 'not in', ['X', 'NDPS'])
    .select(['id', 'name', 'sale_price_paise', 'stock'])
    .orderBy('id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`The fixture catalogue has fewer than ${count} in-stock ${rx ? 'Rx' : 'non-Rx'} products`);
  return rows;
}

/** The domain services over a test app's database, to drive what no call drives (a payment's outcome). */
export function servicesOver(app: { db: Db; kind: 'pglite' | 'postgres' }) {
  return buildServices({ db: app.db, databaseKind: app.kind, search: undefined as never, config: { supportPhone: '1800-266-0101' } });
}

/**
 * `count` medicines a shopper can buy without a prescription, each priced at `salePaise` (MRP the same) with
 * `stock` units: what the wallet, referral and offer tests put in a cart.
 */
export async function buyableMedicines(db: Db, count: number, salePaise: number, stock = 40): Promise<number[]> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('is_rx_required', '=', false)
    .where('not_for_sale', '=', false)
    .where('product_type', '=', 1)
    .orderBy('id')
    .limit(count)
    .execute();
  const ids = rows.map((r) => r.id);
  await db.updateTable('products').set({ mrp_paise: salePaise, sale_price_paise: salePaise, stock }).where('id', 'in', ids).execute();
  return ids;
}
