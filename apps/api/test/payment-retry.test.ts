/**
 * Decision 014: one purchase attempt is one order. A declined payment leaves the order waiting; a retry —
 * another online method or cash on delivery — pays that same order; a late charge of an earlier attempt is
 * refunded. Stock is taken once, the promo redeemed once, the customer notified once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { HOME_ADDRESS } from './support/checkout.ts';
import {
  CARD,
  UPI,
  ageOrder,
  dataOf,
  decide,
  deliverWebhooks,
  gatewayOrder,
  get,
  historyOf,
  invoke,
  invoked,
  orderStatus,
  pay,
  paymentRow,
  post,
  shopper,
  startTxn,
  statusOf,
  type Shopper,
} from './support/payments.ts';

let t: TestApp;
let products: number[] = [];
let next = 0;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .selectFrom('products')
    .select('id')
    .where('is_rx_required', '=', false)
    .where('not_for_sale', '=', false)
    .where('stock', '>', 5)
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
  products = rows.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

const CARD_ID = 1;
const UPI_ID = 4;
const COD_ID = -1;
const DECLINED = CARD('4000000000000002');

interface Checkout {
  s: Shopper;
  productId: number;
  body: { addressId: string; paymentId: number; promocode: string; deliveryPreferences: [] };
}

/** A customer with an address and two units of a ₹600 medicine in the cart (stock 40), paying with DAWA10. */
async function checkout(): Promise<Checkout> {
  const s = await shopper(t.api, t.db);
  const productId = products[next++]!;
  await t.db.updateTable('products').set({ mrp_paise: 60_000, sale_price_paise: 60_000, stock: 40 }).where('id', '=', productId).execute();
  dataOf(await post(t.api, '/api/cart/addToCart', { productId, quantity: 2 }, s.cookie));
  const address = dataOf(await post(t.api, '/api/address/add', HOME_ADDRESS, s.cookie));
  return { s, productId, body: { addressId: String(address[0].id), paymentId: CARD_ID, promocode: 'DAWA10', deliveryPreferences: [] } };
}

const place = async (c: Checkout, paymentId: number) =>
  dataOf(await post(t.api, '/api/order/placeOrder?isOmsOnboarded=true', { ...c.body, paymentId }, c.s.cookie));

const stockOf = async (productId: number) =>
  (await t.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock;
const redemptions = async () =>
  (await t.db.selectFrom('promo_codes').select('redemption_count').where('code', '=', 'DAWA10').executeTakeFirstOrThrow()).redemption_count;
const ordersOf = async (c: Checkout) =>
  dataOf(await get(t.api, '/api/order/fetchOrders', c.s.cookie)).orders as { orderId: number; status: string }[];
const cartCount = async (c: Checkout) => dataOf(await get(t.api, '/api/cart/getCartCount', c.s.cookie)).count as number;

/** Places the cart to pay by card and has the card declined; the order is left waiting. */
async function declined(c: Checkout) {
  const first = await place(c, CARD_ID);
  expect(first).toMatchObject({ status: 'PAYMENT_PENDING', paymentAllowed: true });
  const inv = await invoked(t.api, c.s.cookie, first.orderId, CARD_ID);
  const answer = await statusOf(t.api, c.s.cookie, inv.paymentSecret, (await pay(t.api, inv, DECLINED))!);
  expect(answer.status).toBe(0);
  expect(await orderStatus(t.db, first.orderId)).toBe('PAYMENT_PENDING');
  return { orderId: first.orderId as number, inv };
}

describe('a retry after a declined payment pays the same order', () => {
  it('decline, then UPI success: one order in the list, placed; stock taken once, promo redeemed once, one notification', async () => {
    const c = await checkout();
    const usedBefore = await redemptions();
    const { orderId, inv: firstAttempt } = await declined(c);
    // The waiting order holds its stock and promo; the cart is intact for the retry.
    expect(await stockOf(c.productId)).toBe(38);
    expect(await redemptions()).toBe(usedBefore + 1);
    expect(await cartCount(c)).toBe(1);
    expect(await ordersOf(c)).toEqual([expect.objectContaining({ orderId, status: 'PAYMENT_PENDING' })]);

    // Checking out again with UPI: the same order, priced for UPI (₹1,200 − ₹100 DAWA10 − ₹25 UPI offer).
    const retry = await place(c, UPI_ID);
    expect(retry).toMatchObject({ orderId, status: 'PAYMENT_PENDING', paymentAllowed: true, price: { total: 107_500 } });
    const inv = await invoked(t.api, c.s.cookie, orderId, UPI_ID);
    expect(inv.pg_order_id).toBe(`DW${orderId}-2`);
    expect(inv.amountPaise).toBe(107_500);
    const answer = await statusOf(t.api, c.s.cookie, inv.paymentSecret, (await pay(t.api, inv, UPI('success@upi')))!);
    expect(answer).toMatchObject({ orderId, status: 1 });
    await deliverWebhooks(t);

    expect(await ordersOf(c)).toEqual([expect.objectContaining({ orderId, status: 'PLACED' })]);
    expect(await stockOf(c.productId)).toBe(38);
    expect(await redemptions()).toBe(usedBefore + 1);
    expect(await cartCount(c)).toBe(0);
    const history = await historyOf(t.db, orderId);
    expect(history.notifications).toHaveLength(1);
    expect(history.orderEvents.map((e) => e.event)).toEqual(['PLACE', 'PAYMENT_CONFIRMED']);
    // The declined attempt's page now says the order is placed, with nothing to retry.
    const old = await statusOf(t.api, c.s.cookie, firstAttempt.paymentSecret);
    expect(old).toMatchObject({
      status: 0,
      retryUrl: null,
      message: 'Your order is already placed. Anything this payment attempt took is being refunded.',
    });
  });

  it('decline, then cash on delivery: the same order is placed for cash on delivery, one order in the list', async () => {
    const c = await checkout();
    const usedBefore = await redemptions();
    const { orderId } = await declined(c);

    const cod = await place(c, COD_ID);
    // ₹1,200 − ₹100 DAWA10 + ₹20 cash handling.
    expect(cod).toMatchObject({ orderId, status: 'PLACED', paymentAllowed: false, price: { total: 112_000 } });
    expect(await ordersOf(c)).toEqual([expect.objectContaining({ orderId, status: 'PLACED' })]);
    expect(await stockOf(c.productId)).toBe(38);
    expect(await redemptions()).toBe(usedBefore + 1);
    expect(await cartCount(c)).toBe(0);
    const history = await historyOf(t.db, orderId);
    expect(history.notifications).toHaveLength(1);
    expect(history.orderEvents.map((e) => e.event)).toEqual(['PLACE', 'PAY_ON_DELIVERY']);
    const detail = dataOf(await get(t.api, `/api/order/fetchOrder/medicine-healthcare/${orderId}`, c.s.cookie));
    expect(detail.payment).toMatchObject({ method: 'Cash on delivery', status: 'Pay on delivery', retryUrl: null, instrument: null });
    // Nothing is left to pay online, and placing the cart once more gives the same order.
    const again = await invoke(t.api, c.s.cookie, { parentOrderId: orderId, paymentTypeId: UPI_ID });
    expect(again.statusCode).toBe(409);
    expect((await place(c, COD_ID)).orderId).toBe(orderId);
  });

  it('decline, then a late charge of the first attempt after the retry succeeded: the extra charge is refunded, one order', async () => {
    const c = await checkout();
    const first = await place(c, UPI_ID);
    const orderId = first.orderId as number;
    const attempt1 = await invoked(t.api, c.s.cookie, orderId, UPI_ID);
    // A collect request sits unanswered in the shopper's UPI app; they try a card on the same attempt: declined.
    const collect = await startTxn(t.api, attempt1, UPI('slow.payer@okaxis'));
    const back = await pay(t.api, attempt1, DECLINED);
    expect((await statusOf(t.api, c.s.cookie, attempt1.paymentSecret, back!)).status).toBe(0);
    expect((await paymentRow(t.db, attempt1.paymentSecret)).status).toBe('FAILED');
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');

    expect((await place(c, UPI_ID)).orderId).toBe(orderId);
    const attempt2 = await invoked(t.api, c.s.cookie, orderId, UPI_ID);
    expect((await statusOf(t.api, c.s.cookie, attempt2.paymentSecret, (await pay(t.api, attempt2, UPI('success@upi')))!)).status).toBe(1);

    // Now the old collect request is approved: the gateway charges the first attempt too, and says so.
    expect((await decide(t.api, collect, 'approve'))?.get('status')).toBe('CHARGED');
    await deliverWebhooks(t);
    expect(await gatewayOrder(t, attempt1.pg_order_id)).toMatchObject({ refunded: true, amount_refunded: attempt1.amountPaise / 100 });
    expect(await gatewayOrder(t, attempt2.pg_order_id)).toMatchObject({ status: 'CHARGED', refunded: false });
    expect((await paymentRow(t.db, attempt2.paymentSecret)).status).toBe('CHARGED');
    expect((await paymentRow(t.db, attempt1.paymentSecret)).status).not.toBe('CHARGED');
    expect(await ordersOf(c)).toEqual([expect.objectContaining({ orderId, status: 'PLACED' })]);
    const history = await historyOf(t.db, orderId);
    expect(history.notifications).toHaveLength(1);
    expect(history.orderEvents.filter((e) => e.event === 'PAYMENT_CONFIRMED')).toHaveLength(1);
    expect(await stockOf(c.productId)).toBe(38);
  });

  it('two concurrent retries of the same order (raced on PostgreSQL): one charge places it, the other is refunded', async () => {
    const c = await checkout();
    const usedBefore = await redemptions();
    const { orderId } = await declined(c);

    // Two tabs retry at once: both resume the same order and start an attempt each, then both are approved.
    const placed = await Promise.all([place(c, UPI_ID), place(c, UPI_ID)]);
    expect(placed.map((p) => p.orderId)).toEqual([orderId, orderId]);
    const attempts = await Promise.all([invoked(t.api, c.s.cookie, orderId, UPI_ID), invoked(t.api, c.s.cookie, orderId, UPI_ID)]);
    expect(new Set(attempts.map((a) => a.pg_order_id)).size).toBe(2);
    const returns = await Promise.all(attempts.map((a) => pay(t.api, a, UPI('success@upi'))));
    const answers = await Promise.all(attempts.map((a, i) => statusOf(t.api, c.s.cookie, a.paymentSecret, returns[i]!)));
    await deliverWebhooks(t);

    expect(answers.filter((a) => a.status === 1)).toHaveLength(1);
    const rows = await Promise.all(attempts.map((a) => paymentRow(t.db, a.paymentSecret)));
    expect(rows.filter((r) => r.status === 'CHARGED')).toHaveLength(1);
    const refunded = await Promise.all(attempts.map((a) => gatewayOrder(t, a.pg_order_id)));
    expect(refunded.filter((g) => g.refunded)).toHaveLength(1);
    expect(await ordersOf(c)).toEqual([expect.objectContaining({ orderId, status: 'PLACED' })]);
    expect(await stockOf(c.productId)).toBe(38);
    expect(await redemptions()).toBe(usedBefore + 1);
    expect((await historyOf(t.db, orderId)).notifications).toHaveLength(1);
  });
});

describe('when the retry is not the same checkout', () => {
  it('a declined order whose 30 minutes pass closes unpaid: stock and promo back, no new attempt, left out of the list', async () => {
    const c = await checkout();
    const usedBefore = await redemptions();
    const { orderId } = await declined(c);
    // Twenty minutes on it still waits, holding its stock.
    await ageOrder(t.db, orderId, 20);
    await t.payments.reconcilePendingPayments();
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');
    expect(await stockOf(c.productId)).toBe(38);

    await ageOrder(t.db, orderId, 31);
    const late = await invoke(t.api, c.s.cookie, { parentOrderId: orderId, paymentTypeId: UPI_ID });
    expect(late.statusCode).toBe(409);
    expect(late.body.error.message).toBe('The 30 minutes to pay this order have passed. Check out again to place it anew.');
    expect(await t.payments.reconcilePendingPayments()).toMatchObject({ closed: 1 });
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_FAILED');
    expect(await stockOf(c.productId)).toBe(40);
    expect(await redemptions()).toBe(usedBefore);
    expect(await ordersOf(c)).toEqual([]);
    expect(await cartCount(c)).toBe(1);
    // Checking out again is a new purchase: a new order.
    const fresh = await place(c, UPI_ID);
    expect(fresh.orderId).not.toBe(orderId);
    expect(await ordersOf(c)).toEqual([expect.objectContaining({ orderId: fresh.orderId })]);
  });

  it('a changed cart after a decline replaces the waiting order: its stock and promo serve the new one, which alone is listed', async () => {
    const c = await checkout();
    const usedBefore = await redemptions();
    const { orderId } = await declined(c);
    dataOf(await post(t.api, '/api/cart/addToCart', { productId: c.productId, quantity: 1 }, c.s.cookie));
    const fresh = await place(c, UPI_ID);
    expect(fresh.orderId).not.toBe(orderId);
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_FAILED');
    expect(await stockOf(c.productId)).toBe(37);
    expect(await redemptions()).toBe(usedBefore + 1);
    expect(await ordersOf(c)).toEqual([expect.objectContaining({ orderId: fresh.orderId, status: 'PAYMENT_PENDING' })]);
  });
});
