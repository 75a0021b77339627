/** Payment test helpers: orders waiting for payment, and the browser's side of the sandbox gateway. */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@dawa/db';
import { call, type Reply } from './http.ts';
import { login, testMobile } from './auth.ts';
import type { TestApp } from './create-test-app.ts';

export interface Shopper {
  cookie: string;
  userId: number;
}

/** A new signed-in customer and their user id. */
export async function shopper(api: FastifyInstance, db: Db): Promise<Shopper> {
  const mobile = testMobile();
  const cookie = await login(api, mobile);
  const user = await db.selectFrom('users').select('id').where('mobile_number', 'like', `%${mobile}`).executeTakeFirstOrThrow();
  return { cookie, userId: user.id };
}

let cartVersion = 1_000;

/**
 * An order as placement leaves it (inserted straight into the table): online orders wait for payment,
 * cash on delivery is placed at once. The amount lines add up to `amountPaise`.
 */
export async function orderFor(
  db: Db,
  userId: number,
  input: { amountPaise: number; paymentTypeId?: number; status?: 'PAYMENT_PENDING' | 'PLACED' },
) {
  const paymentTypeId = input.paymentTypeId ?? 4;
  const status = input.status ?? (paymentTypeId === -1 ? 'PLACED' : 'PAYMENT_PENDING');
  const row = await db
    .insertInto('orders')
    .values({
      user_id: userId,
      status,
      cart_version: cartVersion++,
      address_snapshot: JSON.stringify({ name: 'Asha Rao', pincode: '400001' }),
      delivery_option: 'standard',
      estimated_delivery_date: '2030-01-02',
      payment_type_id: paymentTypeId,
      rx_option: 'not_needed',
      total_mrp_paise: input.amountPaise + 1_000,
      discount_on_mrp_paise: 1_000,
      sub_total_paise: input.amountPaise,
      delivery_charges_paise: 0,
      handling_charges_paise: 0,
      amount_paise: input.amountPaise,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const post = (
  api: FastifyInstance,
  url: string,
  payload: object,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<Reply> => call(api, { method: 'POST', url, payload, headers: { ...(cookie ? { cookie } : {}), ...headers } });
export const get = (api: FastifyInstance, url: string, cookie?: string): Promise<Reply> =>
  call(api, { method: 'GET', url, headers: cookie ? { cookie } : {} });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape is checked by each test
export function dataOf<T = any>(res: Reply): T {
  expect(res.statusCode, JSON.stringify(res.body).slice(0, 400)).toBe(200);
  expect(res.body.status).toBe(1);
  return res.body.data as T;
}

export interface Invoked {
  pg_order_id: string;
  meta_data: { payment_method: string | null; merchant_id: string; payment_method_type: string; client_auth_token: string };
  amountPaise: number;
  gatewayUrl: string;
  paymentSecret: string;
  returnUrl: string;
}

export const invoke = (api: FastifyInstance, cookie: string, body: object, key?: string) =>
  post(api, '/api/ufp/fetchPaymentInvokeDetails?isOmsOnboarded=true', body, cookie, key ? { 'idempotency-key': key } : {});

export async function invoked(api: FastifyInstance, cookie: string, orderId: number, paymentTypeId = 4): Promise<Invoked> {
  return dataOf<Invoked>(await invoke(api, cookie, { parentOrderId: orderId, paymentTypeId }));
}

export const UPI = (vpa: string) => ({ payment_method_type: 'UPI', payment_method: 'UPI', upi_vpa: vpa, txn_type: 'UPI_COLLECT' });
export const CARD = (number: string) => ({
  payment_method_type: 'CARD',
  card_number: number,
  card_exp_month: '12',
  card_exp_year: '2035',
  name_on_card: 'Asha Rao',
  card_security_code: '123',
});

const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost:3000');
  return parsed.pathname + parsed.search;
};

/**
 * What the browser does with the invoke answer: posts /txns (a form body with the client auth token) to
 * the gateway URL, and returns the hosted page's address.
 */
export async function startTxn(api: FastifyInstance, inv: Invoked, instrument: Record<string, string>): Promise<string> {
  const form = new URLSearchParams({
    order_id: inv.pg_order_id,
    merchant_id: inv.meta_data.merchant_id,
    client_auth_token: inv.meta_data.client_auth_token,
    format: 'json',
    redirect_after_payment: 'true',
    ...instrument,
  });
  const res = await api.inject({
    method: 'POST',
    url: `${inv.gatewayUrl}/txns`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { status: string; payment: { authentication: { url: string } } };
  expect(body.status).toBe('PENDING_VBV');
  return body.payment.authentication.url;
}

/** Posts the hosted page's decision; the redirect back to the store (its query), or null when the page stays. */
export async function decide(
  api: FastifyInstance,
  pageUrl: string,
  decision: 'approve' | 'decline' | 'leave',
): Promise<URLSearchParams | null> {
  const page = await api.inject({ method: 'GET', url: pathOf(pageUrl) });
  expect(page.statusCode).toBe(200);
  const res = await api.inject({
    method: 'POST',
    url: `${pathOf(pageUrl)}/decide`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
  expect(res.statusCode).toBe(303);
  const location = String(res.headers.location);
  if (location.includes('/gateway/pay/')) return null;
  const url = new URL(location);
  expect(url.pathname).toMatch(/^\/payment\/order\/[A-Za-z0-9_-]{43}$/);
  return url.searchParams;
}

/** The whole browser journey for one instrument: /txns, the hosted page, the redirect back. */
export async function pay(
  api: FastifyInstance,
  inv: Invoked,
  instrument: Record<string, string>,
  decision: 'approve' | 'decline' = 'approve',
) {
  return decide(api, await startTxn(api, inv, instrument), decision);
}

export const statusCall = (api: FastifyInstance, cookie: string, secret: string, query?: URLSearchParams) =>
  get(api, `/api/ufp/paymentStatus/${secret}${query ? `?${query.toString()}` : ''}`, cookie);

export async function statusOf(api: FastifyInstance, cookie: string, secret: string, query?: URLSearchParams) {
  return dataOf<{ orderId: number; status: 0 | 1 | 2; message: string; retryUrl: string | null; amountPaise: number }>(
    await statusCall(api, cookie, secret, query),
  );
}

export async function orderStatus(db: Db, orderId: number) {
  return (await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
}

export async function paymentRow(db: Db, secret: string) {
  return db.selectFrom('payments').selectAll().where('secret', '=', secret).executeTakeFirstOrThrow();
}

/** The order's events, the payment's transitions and the customer's notifications about the order. */
export async function historyOf(db: Db, orderId: number) {
  const [orderEvents, paymentEvents, notifications] = await Promise.all([
    db.selectFrom('order_events').select(['event', 'to_status']).where('order_id', '=', orderId).orderBy('id').execute(),
    db
      .selectFrom('payment_events as e')
      .innerJoin('payments as p', 'p.id', 'e.payment_id')
      .select(['e.source', 'e.from_status', 'e.to_status'])
      .where('p.order_id', '=', orderId)
      .orderBy('e.id')
      .execute(),
    db.selectFrom('notifications').select(['kind', 'title']).where('order_id', '=', orderId).execute(),
  ]);
  return { orderEvents, paymentEvents, notifications };
}

/** The gateway's view of an order, through its merchant API. */
export async function gatewayOrder(t: TestApp, gatewayOrderId: string) {
  const res = await t.api.inject({
    method: 'GET',
    url: `/gateway/orders/${gatewayOrderId}`,
    headers: { authorization: `Basic ${Buffer.from(`${t.gateway.apiKey}:`).toString('base64')}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { status: string; amount: number; refunded: boolean; amount_refunded: number };
}

/** Delivers every webhook the sandbox has queued (and their retries). */
export const deliverWebhooks = (t: TestApp) => t.webhooks.runAll();

export const webhookAuth = (t: TestApp, password = t.gateway.webhookPassword) =>
  `Basic ${Buffer.from(`${t.gateway.webhookUsername}:${password}`).toString('base64')}`;

/** Moves a payment's timestamps into the past, as if `minutes` had gone by. */
export async function agePayment(db: Db, secret: string, minutes: number) {
  const at = new Date(Date.now() - minutes * 60_000);
  await db.updateTable('payments').set({ created_at: at, updated_at: at }).where('secret', '=', secret).execute();
}

/** Moves an order's placement into the past, as if `minutes` had gone by (its payment window runs from there). */
export async function ageOrder(db: Db, orderId: number, minutes: number) {
  const at = new Date(Date.now() - minutes * 60_000);
  await db.updateTable('orders').set({ created_at: at, updated_at: at }).where('id', '=', orderId).execute();
}
