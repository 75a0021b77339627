import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_KEY, createOrder, merchantAuth, nextOrderId, RETURN_URL, testGateway, type TestGateway } from './support.ts';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await testGateway();
});
afterEach(() => gateway.app.close());

describe('orders', () => {
  it('creates an order with a client auth token that lasts 15 minutes', async () => {
    const { response, body } = await createOrder(gateway.app, { amount: '123.45' });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'NEW', amount: 123.45, currency: 'INR' });
    expect(body.client_auth_token).toMatch(/^tkn_/);
    expect(body.client_auth_token_expiry).toBe('2026-03-01T10:15:00.000Z');
  });

  it('returns the same order for a repeated order_id and amount, and 409 for another amount', async () => {
    const orderId = nextOrderId();
    const first = await createOrder(gateway.app, { order_id: orderId, amount: 250 });
    const again = await createOrder(gateway.app, { order_id: orderId, amount: '250.00' });
    expect(again.response.statusCode).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.client_auth_token).toBe(first.body.client_auth_token);

    const other = await createOrder(gateway.app, { order_id: orderId, amount: '251.00' });
    expect(other.response.statusCode).toBe(409);
    expect(other.body).toMatchObject({ status: 'error', error_code: 'DUPLICATE_ORDER_ID' });
  });

  it('issues a new client auth token when the order is created again after the old one expired', async () => {
    const orderId = nextOrderId();
    const first = await createOrder(gateway.app, { order_id: orderId });
    gateway.clock.advance(16 * 60_000);
    const again = await createOrder(gateway.app, { order_id: orderId });
    expect(again.body.client_auth_token).not.toBe(first.body.client_auth_token);
  });

  it.each([['0'], ['-5'], ['12.345'], ['abc'], [0.001], ['']])('rejects the amount %s', async (amount) => {
    const { response, body } = await createOrder(gateway.app, { amount });
    expect(response.statusCode).toBe(400);
    expect(body.status).toBe('error');
  });

  it('rejects unknown fields, a bad currency and a return URL that is not http(s)', async () => {
    for (const extra of [{ surprise: 1 }, { currency: 'USD' }, { return_url: 'javascript:alert(1)' }]) {
      const { response, body } = await createOrder(gateway.app, extra);
      expect(response.statusCode).toBe(400);
      expect(body.error_code).toBe('INVALID_REQUEST');
    }
  });

  it('answers unreadable bodies with the protocol’s stable codes, never a 500 or an internal name', async () => {
    const send = (payload: string, type: string) =>
      gateway.app.inject({ method: 'POST', url: '/gateway/orders', headers: { ...merchantAuth, 'content-type': type }, payload });
    const cases: [string, string, number, string][] = [
      ['{"order_id": ', 'application/json', 400, 'INVALID_REQUEST'],
      ['<order/>', 'application/xml', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [JSON.stringify({ order_id: 'x'.repeat(2_000_000) }), 'application/json', 413, 'BODY_TOO_LARGE'],
      ['[1, 2]', 'application/json', 400, 'INVALID_REQUEST'],
      [JSON.stringify({ order_id: 'o1', amount: 1e308 }), 'application/json', 400, 'INVALID_REQUEST'],
    ];
    for (const [payload, type, status, code] of cases) {
      const response = await send(payload, type);
      expect(response.statusCode, `${type} ${payload.slice(0, 40)}`).toBe(status);
      expect(response.json()).toMatchObject({ status: 'error', error_code: code });
    }
  });

  it('reads the order status back', async () => {
    const { body } = await createOrder(gateway.app, { amount: '99.00' });
    const status = await gateway.app.inject({ method: 'GET', url: `/gateway/orders/${body.order_id}`, headers: merchantAuth });
    expect(status.json()).toMatchObject({
      order_id: body.order_id,
      status: 'NEW',
      status_id: 10,
      amount: 99,
      txn_id: null,
      refunded: false,
      date_created: '2026-03-01T10:00:00.000Z',
    });
    const missing = await gateway.app.inject({ method: 'GET', url: '/gateway/orders/nope', headers: merchantAuth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error_code: 'ORDER_NOT_FOUND' });
  });

  it('answers 401 without the API key, with a wrong key, or with a password', async () => {
    const basic = (text: string) => ({ authorization: `Basic ${Buffer.from(text).toString('base64')}` });
    for (const headers of [{}, basic('wrong:'), basic(`${API_KEY}:secret`), { authorization: `Bearer ${API_KEY}` }]) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/gateway/orders',
        headers,
        payload: { order_id: nextOrderId(), amount: '1', customer_id: 'c', return_url: RETURN_URL },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 'error', error_code: 'ACCESS_DENIED' });
    }
  });

  it('answers malformed bodies and unknown paths with JSON errors, never 500', async () => {
    const broken = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/orders',
      headers: { ...merchantAuth, 'content-type': 'application/json' },
      payload: '{"order_id":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().status).toBe('error');
    const unknown = await gateway.app.inject({ method: 'GET', url: '/gateway/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'error', error_code: 'NOT_FOUND' });
  });
});
