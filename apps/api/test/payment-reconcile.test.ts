import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import {
  UPI,
  ageOrder,
  agePayment,
  decide,
  deliverWebhooks,
  gatewayOrder,
  historyOf,
  invoked,
  orderFor,
  orderStatus,
  paymentRow,
  shopper,
  startTxn,
  statusOf,
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

describe('reconciling payments the browser and the webhook left open', () => {
  it('pending@upi stays pending; the reconciler leaves it for 30 minutes, then fails it and its order', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 55_000 });
    const inv = await invoked(t.api, me.cookie, orderId, 4);
    const page = await startTxn(t.api, inv, UPI('pending@upi'));
    // The hosted page keeps waiting; "back to the store" brings an honest PENDING_VBV.
    expect(await decide(t.api, page, 'approve')).toBeNull();
    const back = await decide(t.api, page, 'leave');
    expect(back?.get('status')).toBe('PENDING_VBV');
    const answer = await statusOf(t.api, me.cookie, inv.paymentSecret, back!);
    expect(answer).toMatchObject({ status: 2, retryUrl: null });
    expect((await paymentRow(t.db, inv.paymentSecret)).status).toBe('PENDING');

    // Touched a moment ago: not re-read yet.
    expect((await t.payments.reconcilePendingPayments()).checked).toBe(0);
    // Five minutes on: re-read, still pending, left alone.
    await agePayment(t.db, inv.paymentSecret, 5);
    expect(await t.payments.reconcilePendingPayments()).toMatchObject({ checked: 1, pending: 1, failed: 0 });
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');
    // Thirty-one minutes on: failed, and the order with it (its own window has passed too).
    await agePayment(t.db, inv.paymentSecret, 31);
    await ageOrder(t.db, orderId, 31);
    expect(await t.payments.reconcilePendingPayments()).toMatchObject({ checked: 1, failed: 1 });
    expect((await paymentRow(t.db, inv.paymentSecret)).status).toBe('FAILED');
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_FAILED');
    const history = await historyOf(t.db, orderId);
    expect(history.paymentEvents.at(-1)).toEqual({ source: 'reconcile', from_status: 'PENDING', to_status: 'FAILED' });
    expect((await statusOf(t.api, me.cookie, inv.paymentSecret)).status).toBe(0);
    // Nothing left to reconcile.
    expect((await t.payments.reconcilePendingPayments()).checked).toBe(0);
  });

  it('a charge the browser never reported is found by the reconciler and places the order', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 61_000 });
    const inv = await invoked(t.api, me.cookie, orderId, 4);
    const page = await startTxn(t.api, inv, UPI('asha@okicici'));
    await decide(t.api, page, 'approve');
    // The webhook is lost (never delivered here) and the shopper closed the tab.
    await agePayment(t.db, inv.paymentSecret, 3);
    expect(await t.payments.reconcilePendingPayments()).toMatchObject({ checked: 1, charged: 1 });
    expect(await orderStatus(t.db, orderId)).toBe('PLACED');
    expect((await historyOf(t.db, orderId)).notifications).toHaveLength(1);
  });

  it('an attempt that is never started fails after 30 minutes, but not while another attempt is open', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 18_000 });
    const first = await invoked(t.api, me.cookie, orderId, 4);
    const second = await invoked(t.api, me.cookie, orderId, 1);
    await ageOrder(t.db, orderId, 31);
    await agePayment(t.db, first.paymentSecret, 31);
    await t.payments.reconcilePendingPayments();
    expect((await paymentRow(t.db, first.paymentSecret)).status).toBe('FAILED');
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');
    await agePayment(t.db, second.paymentSecret, 31);
    await t.payments.reconcilePendingPayments();
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_FAILED');
  });

  it('a late charge of a failed order is refunded through the gateway and the order stays failed', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 33_300 });
    const inv = await invoked(t.api, me.cookie, orderId, 4);
    const page = await startTxn(t.api, inv, UPI('late.payer@okaxis'));
    await agePayment(t.db, inv.paymentSecret, 31);
    await ageOrder(t.db, orderId, 31);
    await t.payments.reconcilePendingPayments();
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_FAILED');

    // The shopper approves in the UPI app long after: the gateway charges and says so.
    const back = await decide(t.api, page, 'approve');
    expect(back?.get('status')).toBe('CHARGED');
    await deliverWebhooks(t);
    expect((await paymentRow(t.db, inv.paymentSecret)).status).toBe('REFUNDED');
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_FAILED');
    expect(await gatewayOrder(t, inv.pg_order_id)).toMatchObject({ refunded: true, amount_refunded: 333 });
    const answer = await statusOf(t.api, me.cookie, inv.paymentSecret, back!);
    expect(answer.status).toBe(0);
    expect(answer.message).toMatch(/refunded/);
    const history = await historyOf(t.db, orderId);
    expect(history.orderEvents.filter((e) => e.event === 'PAYMENT_CONFIRMED')).toHaveLength(0);
    expect(history.notifications).toHaveLength(0);
    expect(history.paymentEvents.map((e) => e.to_status)).toEqual(['CREATED', 'FAILED', 'CHARGED', 'REFUNDED']);
    // The refund webhook and more reads change nothing.
    await deliverWebhooks(t);
    expect((await statusOf(t.api, me.cookie, inv.paymentSecret)).status).toBe(0);
    expect((await gatewayOrder(t, inv.pg_order_id)).amount_refunded).toBe(333);
  });
});
