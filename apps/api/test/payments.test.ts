import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signReturnParams } from '@dawa/gateway';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { expectFailureEnvelope } from './support/http.ts';
import {
  CARD,
  UPI,
  dataOf,
  deliverWebhooks,
  gatewayOrder,
  historyOf,
  invoke,
  invoked,
  orderFor,
  orderStatus,
  pay,
  paymentRow,
  post,
  shopper,
  startTxn,
  statusCall,
  statusOf,
  webhookAuth,
  type Shopper,
} from './support/payments.ts';

let t: TestApp;
let me: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  me = await shopper(t.api, t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('paying an order through the sandbox gateway', () => {
  it('UPI success@upi: invoke, /txns, hosted page, redirect back → success, the order is placed once', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 64_950 });
    const inv = await invoked(t.api, me.cookie, orderId, 4);
    expect(inv).toMatchObject({
      pg_order_id: `DW${orderId}-1`,
      amountPaise: 64_950,
      gatewayUrl: '/gateway',
      meta_data: { payment_method: 'UPI', merchant_id: t.gateway.merchantId, payment_method_type: 'UPI' },
    });
    expect(inv.paymentSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(inv.returnUrl).toBe(`${t.gateway.publicUrl}/payment/order/${inv.paymentSecret}`);
    expect((await gatewayOrder(t, inv.pg_order_id)).amount).toBe(649.5);

    const back = await pay(t.api, inv, UPI('success@upi'));
    expect(back?.get('status')).toBe('CHARGED');
    const answer = await statusOf(t.api, me.cookie, inv.paymentSecret, back!);
    expect(answer).toEqual({
      orderId,
      status: 1,
      message: 'Payment received. Your order is placed.',
      retryUrl: null,
      amountPaise: 64_950,
      orderUrl: `/account/orders/medicine-healthcare/${orderId}`,
    });
    expect(await orderStatus(t.db, orderId)).toBe('PLACED');
    const payment = await paymentRow(t.db, inv.paymentSecret);
    expect(payment).toMatchObject({ status: 'CHARGED', instrument_label: 'UPI', payment_type_id: 4 });
    expect(payment.gateway_txn_id).toMatch(/^txn_/);

    // The webhook arrives after the redirect: nothing happens twice.
    expect(await deliverWebhooks(t)).toBeGreaterThan(0);
    const history = await historyOf(t.db, orderId);
    expect(history.orderEvents.filter((e) => e.event === 'PAYMENT_CONFIRMED')).toHaveLength(1);
    expect(history.notifications).toHaveLength(1);
    expect(history.paymentEvents.filter((e) => e.to_status === 'CHARGED')).toHaveLength(1);
    expect(history.paymentEvents[0]).toEqual({ source: 'invoke', from_status: 'NONE', to_status: 'CREATED' });

    // Paid orders are not invoked again.
    const again = await invoke(t.api, me.cookie, { parentOrderId: orderId, paymentTypeId: 4 });
    expect(again.statusCode).toBe(409);
    expect(again.body.error.message).toBe('This order is already paid.');
  });

  it('card 4111 1111 1111 1111 succeeds; the label is never the card number', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 120_000, paymentTypeId: 1 });
    const inv = await invoked(t.api, me.cookie, orderId, 1);
    expect(inv.meta_data).toMatchObject({ payment_method_type: 'CARD', payment_method: null });
    const back = await pay(t.api, inv, CARD('4111 1111 1111 1111'));
    expect((await statusOf(t.api, me.cookie, inv.paymentSecret, back!)).status).toBe(1);
    expect(await orderStatus(t.db, orderId)).toBe('PLACED');
    const payment = await paymentRow(t.db, inv.paymentSecret);
    expect(payment.instrument_label).toBe('VISA card');
    expect(JSON.stringify(payment)).not.toMatch(/4111\s?1111/);
  });

  it('declined card 4000 0000 0000 0002 → failed with a retry link; the order keeps waiting for a retry, nothing is placed', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 50_000, paymentTypeId: 1 });
    const inv = await invoked(t.api, me.cookie, orderId, 1);
    const back = await pay(t.api, inv, CARD('4000000000000002'));
    expect(back?.get('status')).toBe('AUTHORIZATION_FAILED');
    const answer = await statusOf(t.api, me.cookie, inv.paymentSecret, back!);
    expect(answer.status).toBe(0);
    expect(answer.message).toBe(
      `Your payment did not go through. Order #${orderId} is kept for you for 30 minutes from when you placed it. If any money was taken, it will be refunded.`,
    );
    expect(answer.retryUrl).toBe('/cart');
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');
    expect((await paymentRow(t.db, inv.paymentSecret)).status).toBe('FAILED');
    expect((await historyOf(t.db, orderId)).notifications).toHaveLength(0);
  });

  it('a status poll without parameters re-reads the gateway: pending, then the webhook decides', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 30_000 });
    const inv = await invoked(t.api, me.cookie, orderId, 4);
    const page = await startTxn(t.api, inv, UPI('shopper@okhdfcbank'));
    expect((await statusOf(t.api, me.cookie, inv.paymentSecret)).status).toBe(2);
    expect((await paymentRow(t.db, inv.paymentSecret)).status).toBe('PENDING');
    // The shopper approves but the browser never comes back: the webhook alone places the order.
    const res = await t.api.inject({
      method: 'POST',
      url: `${new URL(page).pathname}/decide`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(res.statusCode).toBe(303);
    await deliverWebhooks(t);
    expect(await orderStatus(t.db, orderId)).toBe('PLACED');
    expect((await statusOf(t.api, me.cookie, inv.paymentSecret)).status).toBe(1);
  });
});

describe('one fulfilment, whatever arrives how often', () => {
  it('a webhook replayed 100 times (and new event ids for the same order) places the order once', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 77_700 });
    const inv = await invoked(t.api, me.cookie, orderId, 4);
    const before = t.webhookDeliveries.length;
    await pay(t.api, inv, UPI('success@upi'));
    await deliverWebhooks(t);
    const delivery = t.webhookDeliveries.slice(before).find((d) => d.body.includes(inv.pg_order_id));
    expect(delivery).toBeDefined();
    expect(await orderStatus(t.db, orderId)).toBe('PLACED');

    const replay = (body: string) =>
      t.api.inject({ method: 'POST', url: '/api/payments/webhook', headers: delivery!.headers, payload: body });
    const answers = [];
    for (let batch = 0; batch < 10; batch++) {
      answers.push(...(await Promise.all(Array.from({ length: 10 }, () => replay(delivery!.body)))));
    }
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.every((a) => a.json().data.duplicate === true)).toBe(true);
    // A gateway that sends the same news under new event ids changes nothing either.
    const event = JSON.parse(delivery!.body) as { id: string };
    for (let i = 0; i < 5; i++) {
      const res = await replay(JSON.stringify({ ...event, id: `${event.id}_again_${i}` }));
      expect(res.json()).toEqual({ status: 1, data: { received: true, duplicate: false } });
    }

    const history = await historyOf(t.db, orderId);
    expect(history.orderEvents.filter((e) => e.event === 'PAYMENT_CONFIRMED')).toHaveLength(1);
    expect(history.notifications).toHaveLength(1);
    expect(history.paymentEvents.filter((e) => e.to_status === 'CHARGED')).toEqual([
      { source: 'webhook', from_status: 'CREATED', to_status: 'CHARGED' },
    ]);
    expect(await t.db.selectFrom('gateway_webhook_events').select('event_id').where('event_id', '=', event.id).execute()).toHaveLength(1);
  });

  it('the same Idempotency-Key 20 times at once creates one payment; another body with it is a 409', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 45_000 });
    const body = { parentOrderId: orderId, paymentTypeId: 4 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => invoke(t.api, me.cookie, body, 'inv-key-1')));
    const data = answers.map((a) => dataOf(a));
    expect(new Set(data.map((d) => d.paymentSecret)).size).toBe(1);
    expect(new Set(data.map((d) => d.pg_order_id))).toEqual(new Set([`DW${orderId}-1`]));
    expect(await t.db.selectFrom('payments').select('id').where('order_id', '=', orderId).execute()).toHaveLength(1);

    const other = await invoke(t.api, me.cookie, { ...body, paymentTypeId: 1 }, 'inv-key-1');
    expect(other.statusCode).toBe(409);
    expectFailureEnvelope(other.body);
    expect(other.body.error.message).toMatch(/Idempotency-Key/);
    // Without a key a second invoke is a second attempt.
    expect((await invoked(t.api, me.cookie, orderId, 2)).pg_order_id).toBe(`DW${orderId}-2`);
  });
});

describe('what the store does not trust', () => {
  it('a redirect with a bad signature changes nothing and answers pending with a message', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 20_000 });
    const inv = await invoked(t.api, me.cookie, orderId, 4);
    const forged = new URLSearchParams({
      order_id: inv.pg_order_id,
      status: 'CHARGED',
      status_id: '21',
      signature: 'bm90IGEgc2lnbmF0dXJl',
      signature_algorithm: 'HMAC-SHA256',
    });
    const answer = await statusOf(t.api, me.cookie, inv.paymentSecret, forged);
    expect(answer.status).toBe(2);
    expect(answer.message).toMatch(/could not be verified/);
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');
    expect((await paymentRow(t.db, inv.paymentSecret)).status).toBe('CREATED');
  });

  it("a correctly signed 'CHARGED' for an order the gateway has not charged is not fulfilled", async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 20_000 });
    const inv = await invoked(t.api, me.cookie, orderId, 4);
    const params = { order_id: inv.pg_order_id, status: 'CHARGED', status_id: '21' };
    const signed = new URLSearchParams({
      ...params,
      signature: signReturnParams(params, t.gateway.responseKey),
      signature_algorithm: 'HMAC-SHA256',
    });
    expect((await statusOf(t.api, me.cookie, inv.paymentSecret, signed)).status).toBe(2);
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');
    expect((await historyOf(t.db, orderId)).notifications).toHaveLength(0);
  });

  it("another payment's genuine redirect brought to this payment's page is ignored", async () => {
    const paidOrder = await orderFor(t.db, me.userId, { amountPaise: 25_000 });
    const paid = await invoked(t.api, me.cookie, paidOrder, 4);
    const back = await pay(t.api, paid, UPI('success@upi'));
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 25_000 });
    const inv = await invoked(t.api, me.cookie, orderId, 4);
    const answer = await statusOf(t.api, me.cookie, inv.paymentSecret, back!);
    expect(answer.status).toBe(2);
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');
  });

  it('an order amount changed after invoke: the charge is not fulfilled, the payment fails, the money goes back and the order waits', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 40_000 });
    const inv = await invoked(t.api, me.cookie, orderId, 4);
    await t.db.updateTable('orders').set({ amount_paise: 40_100 }).where('id', '=', orderId).execute();
    const back = await pay(t.api, inv, UPI('success@upi'));
    const answer = await statusOf(t.api, me.cookie, inv.paymentSecret, back!);
    expect(answer.status).toBe(0);
    expect((await paymentRow(t.db, inv.paymentSecret)).status).toBe('FAILED');
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');
    const history = await historyOf(t.db, orderId);
    expect(history.orderEvents.map((e) => e.event)).toEqual([]);
    expect(history.notifications).toHaveLength(0);
    expect(await gatewayOrder(t, inv.pg_order_id)).toMatchObject({ status: 'CHARGED', refunded: true, amount_refunded: 400 });
    // The webhook that follows changes nothing.
    await deliverWebhooks(t);
    expect((await paymentRow(t.db, inv.paymentSecret)).status).toBe('FAILED');
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');
  });

  it("a payment whose amount is not the gateway order's is never fulfilled", async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 40_000 });
    const inv = await invoked(t.api, me.cookie, orderId, 4);
    await t.db.updateTable('payments').set({ amount_paise: 30_000 }).where('secret', '=', inv.paymentSecret).execute();
    await t.db.updateTable('orders').set({ amount_paise: 30_000 }).where('id', '=', orderId).execute();
    await pay(t.api, inv, UPI('success@upi'));
    await deliverWebhooks(t);
    expect((await paymentRow(t.db, inv.paymentSecret)).status).toBe('FAILED');
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');
  });

  it('another customer can neither invoke, read the status of, nor read the amounts of your order (404)', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 35_000 });
    const inv = await invoked(t.api, me.cookie, orderId, 4);
    const other = await shopper(t.api, t.db);
    const tries = [
      await invoke(t.api, other.cookie, { parentOrderId: orderId, paymentTypeId: 4 }),
      await post(t.api, '/api/ufp/getClientAuthPI', { parentOrderId: orderId }, other.cookie),
      await statusCall(t.api, other.cookie, inv.paymentSecret),
      await t.api
        .inject({ method: 'GET', url: `/api/ufp/fetchPaymentBifurcationPostOrder?orderId=${orderId}`, headers: { cookie: other.cookie } })
        .then((r) => ({ statusCode: r.statusCode, body: r.json() })),
    ];
    for (const res of tries) {
      expect(res.statusCode).toBe(404);
      expectFailureEnvelope(res.body);
    }
    // The owner can.
    expect(dataOf(await post(t.api, '/api/ufp/getClientAuthPI', { parentOrderId: orderId }, me.cookie)).pg_order_id).toBe(inv.pg_order_id);
    // Signed out: 401.
    expect((await statusCall(t.api, '', inv.paymentSecret)).statusCode).toBe(401);
  });

  it('the webhook needs the Basic auth pair: none or a wrong one is a 401', async () => {
    const body = { id: 'evt_x', event_name: 'ORDER_SUCCEEDED', content: { order: { order_id: 'DW1-1' } } };
    for (const headers of [{}, { authorization: webhookAuth(t, 'wrong-password') }, { authorization: 'Bearer abc' }]) {
      const res = await t.api.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: body });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Basic/);
    }
    const unread = await t.api.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { authorization: webhookAuth(t) },
      payload: { hello: 1 },
    });
    expect(unread.statusCode).toBe(400);
    // An unknown gateway order is recorded and acknowledged so the gateway stops.
    const unknown = await t.api.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { authorization: webhookAuth(t) },
      payload: body,
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('no call takes a card number: the invoke body is strict', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 35_000 });
    const res = await invoke(t.api, me.cookie, { parentOrderId: orderId, paymentTypeId: 1, card_number: '4111111111111111' });
    expect(res.statusCode).toBe(400);
    expect(res.body.error.message).toMatch(/Unknown field: card_number/);
    const sdk = await invoke(t.api, me.cookie, {
      parentOrderId: orderId,
      paymentTypeId: 1,
      sdkDetails: { cardNumber: '4111111111111111' },
    });
    expect(sdk.statusCode).toBe(400);
  });

  it('cash on delivery is not invoked (400), and a cash on delivery order has nothing to pay online (409)', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 35_000, paymentTypeId: -1 });
    const cod = await invoke(t.api, me.cookie, { parentOrderId: orderId, paymentTypeId: -1 });
    expect(cod.statusCode).toBe(400);
    expect(cod.body.error.message).toBe('Cash on delivery needs no online payment.');
    const online = await invoke(t.api, me.cookie, { parentOrderId: orderId, paymentTypeId: 4 });
    expect(online.statusCode).toBe(409);
    const missing = await invoke(t.api, me.cookie, { parentOrderId: 99_999_999, paymentTypeId: 4 });
    expect(missing.statusCode).toBe(404);
  });
});
