/**
 * A charge and the order it places commit together, and every recorded charge ends in a placed order or a
 * refund (decision 018): the reconciler places an order whose charge was recorded without it, and refunds
 * the charge of an order that closed or was cancelled — by the shopper or by the pharmacy.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call } from './support/http.ts';
import {
  UPI,
  agePayment,
  dataOf,
  gatewayOrder,
  get,
  historyOf,
  invoked,
  orderFor,
  orderStatus,
  pay,
  paymentRow,
  post,
  shopper,
  statusCall,
  type Shopper,
} from './support/payments.ts';

const TOKEN = 'ops-token-for-the-repair-tests';
let t: TestApp;
let me: Shopper;

beforeAll(async () => {
  t = await createTestApp({ opsToken: TOKEN });
  me = await shopper(t.api, t.db);
});
afterAll(async () => {
  await t?.close();
});

/** An order paid at the gateway whose payment the store has not settled yet (no redirect, no webhook). */
async function chargedAtGateway(amountPaise: number) {
  const orderId = await orderFor(t.db, me.userId, { amountPaise });
  const inv = await invoked(t.api, me.cookie, orderId, 4);
  await pay(t.api, inv, UPI('asha@okicici'));
  return { orderId, inv };
}

/** What the two-step settlement could leave after a crash: the payment CHARGED, its order still waiting. */
async function recordChargeOnly(secret: string) {
  await t.db.updateTable('payments').set({ status: 'CHARGED' }).where('secret', '=', secret).execute();
}

const opsCancel = (orderId: number) =>
  call(t.api, {
    method: 'POST',
    url: `/api/ops/orders/${orderId}/events`,
    payload: { event: 'CANCEL' },
    headers: { authorization: `Bearer ${TOKEN}` },
  });

describe('settlement is one transaction', () => {
  it('when placing the order fails, the charge is not recorded either; the reconciler then places it once', async () => {
    const { orderId, inv } = await chargedAtGateway(41_000);
    // The order's first event after placement cannot be written: settlement fails half-way.
    await sql`CREATE FUNCTION refuse_confirmation() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.event = 'PAYMENT_CONFIRMED' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`.execute(t.db);
    await sql`CREATE TRIGGER refuse_confirmation BEFORE INSERT ON order_events FOR EACH ROW EXECUTE FUNCTION refuse_confirmation()`.execute(
      t.db,
    );
    try {
      expect((await statusCall(t.api, me.cookie, inv.paymentSecret)).statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_confirmation ON order_events`.execute(t.db);
      await sql`DROP FUNCTION refuse_confirmation()`.execute(t.db);
    }
    expect((await paymentRow(t.db, inv.paymentSecret)).status).not.toBe('CHARGED');
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');

    await agePayment(t.db, inv.paymentSecret, 3);
    expect(await t.payments.reconcilePendingPayments()).toMatchObject({ charged: 1 });
    expect(await orderStatus(t.db, orderId)).toBe('PLACED');
    expect((await paymentRow(t.db, inv.paymentSecret)).status).toBe('CHARGED');
    const history = await historyOf(t.db, orderId);
    expect(history.orderEvents.filter((e) => e.event === 'PAYMENT_CONFIRMED')).toHaveLength(1);
    expect(history.notifications).toHaveLength(1);
  });
});

describe('the reconciler repairs recorded charges', () => {
  it('a charge recorded without its order (the two-step crash) places the order, once', async () => {
    const { orderId, inv } = await chargedAtGateway(52_000);
    await recordChargeOnly(inv.paymentSecret);
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');

    expect(await t.payments.reconcilePendingPayments()).toMatchObject({ repaired: 1 });
    expect(await orderStatus(t.db, orderId)).toBe('PLACED');
    expect((await t.payments.reconcilePendingPayments()).repaired).toBe(0);
    const history = await historyOf(t.db, orderId);
    expect(history.orderEvents.filter((e) => e.event === 'PAYMENT_CONFIRMED')).toHaveLength(1);
    expect(history.notifications).toHaveLength(1);
    expect((await gatewayOrder(t, inv.pg_order_id)).refunded).toBe(false);
  });

  it('the shopper cancels an order whose charge was recorded without it: the charge is refunded, once', async () => {
    const { orderId, inv } = await chargedAtGateway(27_500);
    await recordChargeOnly(inv.paymentSecret);
    const cancelled = await post(t.api, `/api/order/cancelOrder/${orderId}`, {}, me.cookie);
    expect(dataOf(cancelled)).toMatchObject({ status: 'CANCELLED' });

    expect(await t.payments.reconcilePendingPayments()).toMatchObject({ repaired: 1 });
    expect((await paymentRow(t.db, inv.paymentSecret)).status).toBe('REFUNDED');
    expect(await orderStatus(t.db, orderId)).toBe('CANCELLED');
    expect(await gatewayOrder(t, inv.pg_order_id)).toMatchObject({ refunded: true, amount_refunded: 275 });
    await t.payments.reconcilePendingPayments();
    expect((await gatewayOrder(t, inv.pg_order_id)).amount_refunded).toBe(275);
  });

  it('the pharmacy cancels a paid order: the reconciler refunds the charge, once', async () => {
    const { orderId, inv } = await chargedAtGateway(38_000);
    await statusCall(t.api, me.cookie, inv.paymentSecret);
    expect(await orderStatus(t.db, orderId)).toBe('PLACED');
    expect((await opsCancel(orderId)).statusCode).toBe(200);

    expect(await t.payments.reconcilePendingPayments()).toMatchObject({ repaired: 1 });
    expect((await paymentRow(t.db, inv.paymentSecret)).status).toBe('REFUNDED');
    expect(await gatewayOrder(t, inv.pg_order_id)).toMatchObject({ refunded: true, amount_refunded: 380 });
    expect((await t.payments.reconcilePendingPayments()).repaired).toBe(0);
    expect((await gatewayOrder(t, inv.pg_order_id)).amount_refunded).toBe(380);
    // The shopper's payment page says where the money went.
    const answer = dataOf(await statusCall(t.api, me.cookie, inv.paymentSecret));
    expect(answer.message).toMatch(/refunded/);
  });

  it('a paid order the shopper cancels before packing, refunds to source chosen, is refunded by the reconciler', async () => {
    const { orderId, inv } = await chargedAtGateway(19_000);
    await statusCall(t.api, me.cookie, inv.paymentSecret);
    const cancelled = dataOf(await post(t.api, `/api/order/cancelOrder/${orderId}`, {}, me.cookie));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', canCancel: false });
    expect(cancelled.refund).toMatchObject({ walletPaise: 0, sourcePaise: 19_000 });
    expect(cancelled.refund.text).toMatch(/being refunded to your original payment method/);
    expect(await t.payments.reconcilePendingPayments()).toMatchObject({ repaired: 1 });
    expect(await gatewayOrder(t, inv.pg_order_id)).toMatchObject({ refunded: true });
    expect(dataOf(await get(t.api, `/api/order/fetchOrder/medicine-healthcare/${orderId}`, me.cookie)).refund.text).toMatch(
      /was refunded to your original payment method/,
    );
  });
});
