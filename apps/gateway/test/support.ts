import Fastify, { type FastifyInstance } from 'fastify';
import { gatewayPlugin, manualScheduler, type GatewayOptions, type ManualScheduler, type WebhookRequest } from '../src/index.ts';

export const MERCHANT_ID = 'dawa_test';
export const API_KEY = 'key_test_0123456789';
export const RESPONSE_KEY = 'response-key-for-tests';
export const PUBLIC_BASE = 'http://localhost:3000/gateway';
export const RETURN_URL = 'http://localhost:3000/payment/return';

export interface TestGateway {
  app: FastifyInstance;
  scheduler: ManualScheduler;
  /** Every webhook POST attempted, in order. */
  deliveries: WebhookRequest[];
  /** The status the fake webhook receiver answers with next (taken from the front; 200 when empty). */
  answers: number[];
  clock: { now: Date; advance(ms: number): void };
}

export async function testGateway(overrides: Partial<GatewayOptions> = {}): Promise<TestGateway> {
  const scheduler = manualScheduler();
  const deliveries: WebhookRequest[] = [];
  const answers: number[] = [];
  const clock = {
    now: new Date('2026-03-01T10:00:00Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = Fastify();
  await app.register(gatewayPlugin, {
    prefix: '/gateway',
    merchantId: MERCHANT_ID,
    apiKey: API_KEY,
    responseKey: RESPONSE_KEY,
    publicBaseUrl: PUBLIC_BASE,
    webhook: { url: 'http://store.test/api/payments/webhook', username: 'hook-user', password: 'hook-pass' },
    now: () => clock.now,
    webhookScheduler: scheduler,
    post: async (request) => {
      deliveries.push(request);
      return { status: answers.shift() ?? 200 };
    },
    ...overrides,
  });
  await app.ready();
  return { app, scheduler, deliveries, answers, clock };
}

export const merchantAuth = { authorization: `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}` };

let orderCounter = 0;
export const nextOrderId = () => `ord_${Date.now().toString(36)}_${++orderCounter}`;

export async function createOrder(app: FastifyInstance, body: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/gateway/orders',
    headers: merchantAuth,
    payload: { order_id: nextOrderId(), amount: '499.50', currency: 'INR', customer_id: 'cust_1', return_url: RETURN_URL, ...body },
  });
  return { response, body: response.json() as Record<string, string> };
}

export const validCard = {
  payment_method_type: 'CARD',
  payment_method: 'VISA',
  card_number: '4111111111111111',
  card_exp_month: '12',
  card_exp_year: '2030',
  name_on_card: 'Asha Rao',
  card_security_code: '123',
};

/** Posts /txns as the shopper's browser would: a form body with the order's client auth token. */
export async function startTxn(app: FastifyInstance, order: Record<string, string>, fields: Record<string, string>) {
  const form = new URLSearchParams({
    order_id: order.order_id!,
    merchant_id: MERCHANT_ID,
    client_auth_token: order.client_auth_token!,
    format: 'json',
    redirect_after_payment: 'true',
    ...fields,
  });
  return app.inject({
    method: 'POST',
    url: '/gateway/txns',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** The path of a URL under the test server, for app.inject. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

export async function decideTxn(app: FastifyInstance, txnId: string, decision: string) {
  return app.inject({
    method: 'POST',
    url: `/gateway/pay/${txnId}/decide`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

export async function orderStatus(app: FastifyInstance, orderId: string) {
  const response = await app.inject({ method: 'GET', url: `/gateway/orders/${orderId}`, headers: merchantAuth });
  return response.json() as Record<string, unknown>;
}

/** Creates an order and pays it with the given instrument through the hosted page's decision. */
export async function payOrder(app: FastifyInstance, fields: Record<string, string>, decision = 'approve') {
  const { body: order } = await createOrder(app);
  const txn = (await startTxn(app, order, fields)).json() as { txn_id: string };
  const decided = await decideTxn(app, txn.txn_id, decision);
  return { order, txnId: txn.txn_id, decided };
}
