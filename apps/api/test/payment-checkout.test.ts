import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import {
  UPI,
  ageOrder,
  agePayment,
  dataOf,
  get,
  invoked,
  orderStatus,
  pay,
  post,
  shopper,
  startTxn,
  statusOf,
  type Shopper,
} from './support/payments.ts';
import { HOME_ADDRESS } from './support/checkout.ts';

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
    .orderBy('id')
    .limit(10)
    .execute();
  products = rows.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

/** A customer with an address and one medicine in the cart, who places the order to pay by UPI. */
async function placedOnline(): Promise<{ s: Shopper; orderId: number; amountPaise: number; productId: number; stockAfter: number }> {
  const s = await shopper(t.api, t.db);
  const productId = products[next++]!;
  await t.db.updateTable('products').set({ mrp_paise: 60_000, sale_price_paise: 60_000, stock: 40 }).where('id', '=', productId).execute();
  dataOf(await post(t.api, '/api/cart/addToCart', { productId, quantity: 2 }, s.cookie));
  const address = dataOf(await post(t.api, '/api/address/add', HOME_ADDRESS, s.cookie));
  const placed = dataOf(
    await post(
      t.api,
      '/api/order/placeOrder?isOmsOnboarded=true',
      { addressId: String(address[0].id), paymentId: 4, deliveryPreferences: [] },
      s.cookie,
    ),
  );
  expect(placed.paymentAllowed).toBe(true);
  const stock = await t.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
  return { s, orderId: placed.orderId, amountPaise: placed.price.total, productId, stockAfter: stock.stock };
}

describe('checkout to payment with the real order placement', () => {
  it('places by UPI, pays the exact order amount (with the UPI instant discount), and the cart empties', async () => {
    const { s, orderId, amountPaise } = await placedOnline();
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');
    const inv = await invoked(t.api, s.cookie, orderId, 4);
    expect(inv.amountPaise).toBe(amountPaise);
    expect(amountPaise).toBe(120_000 - 2_500);
    const answer = await statusOf(t.api, s.cookie, inv.paymentSecret, (await pay(t.api, inv, UPI('success@upi')))!);
    expect(answer.status).toBe(1);
    expect(await orderStatus(t.db, orderId)).toBe('PLACED');
    expect(dataOf(await get(t.api, '/api/cart/getCartCount', s.cookie)).count).toBe(0);
  });

  it('an unpaid order fails after 30 minutes and gives its stock back; the cart stays', async () => {
    const { s, orderId, productId, stockAfter } = await placedOnline();
    expect(stockAfter).toBe(38);
    const inv = await invoked(t.api, s.cookie, orderId, 4);
    await startTxn(t.api, inv, UPI('pending@upi'));
    await agePayment(t.db, inv.paymentSecret, 31);
    await ageOrder(t.db, orderId, 31);
    await t.payments.reconcilePendingPayments();
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_FAILED');
    const stock = await t.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(40);
    expect(dataOf(await get(t.api, '/api/cart/getCartCount', s.cookie)).count).toBe(1);
  });
});
