/**
 * Stock that comes back (decision 018): an order waiting for payment holds its stock only for its payment
 * window; the stock-release job gives it back once, and a shopper cannot hold more than three waiting orders.
 * The release racing a late charge is proven on PostgreSQL (several connections); on PGlite it runs serially.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeJobs } from '@dawa/api';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { addAddress, addToCart, placeOrder, productsFor } from './support/checkout.ts';
import { UPI, gatewayOrder, invoked, orderStatus, pay, paymentRow, shopper, statusCall } from './support/payments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const stockOf = async (productId: number) =>
  (await t.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock;
const releaseAt = (minutesFromNow: number) => {
  const job = storeJobs({ db: t.db, now: () => new Date(Date.now() + minutesFromNow * MINUTE) }).find((j) => j.name === 'stock-release')!;
  return job.run() as Promise<{ released: number; held: number }>;
};

async function placedOnline(productIndex: number) {
  const me = await shopper(t.api, t.db);
  const addressId = String(await addAddress(t.api, me.cookie));
  const product = (await productsFor(t.db, false, productIndex + 1))[productIndex]!;
  await addToCart(t.api, me.cookie, product.id);
  const placed = await placeOrder(t.api, me.cookie, { addressId, paymentId: 4 });
  expect(placed.statusCode, JSON.stringify(placed.body)).toBe(200);
  return { me, addressId, productId: product.id, orderId: placed.body.data.orderId as number };
}

describe('stock reservations expire', () => {
  it('an order with no payment attempt gives its stock back after its 30 minutes, once', async () => {
    const { productId, orderId } = await placedOnline(0);
    const held = await stockOf(productId);

    expect(await releaseAt(29)).toMatchObject({ released: 0 });
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_PENDING');
    expect(await stockOf(productId)).toBe(held);

    expect(await releaseAt(31)).toMatchObject({ released: 1 });
    expect(await orderStatus(t.db, orderId)).toBe('PAYMENT_FAILED');
    expect(await stockOf(productId)).toBe(held + 1);

    // Idempotent: the next tick, or two at once, give nothing back twice.
    const again = await Promise.all([releaseAt(32), releaseAt(32)]);
    expect(again.map((r) => r.released)).toEqual([0, 0]);
    expect(await stockOf(productId)).toBe(held + 1);
  });

  it('an attempt open when the window ends keeps the stock for its own 30 minutes, then it goes back', async () => {
    const { me, productId, orderId } = await placedOnline(1);
    const held = await stockOf(productId);
    await invoked(t.api, me.cookie, orderId, 4);
    // The attempt started just now: 31 minutes from placement it is still open and young.
    await t.db
      .updateTable('orders')
      .set({ created_at: new Date(Date.now() - 20 * MINUTE) })
      .where('id', '=', orderId)
      .execute();
    expect(await releaseAt(15)).toMatchObject({ released: 0, held: 1 });
    expect(await stockOf(productId)).toBe(held);
    expect(await releaseAt(31)).toMatchObject({ released: 1 });
    expect(await stockOf(productId)).toBe(held + 1);
  });

  it('a charge that arrives after the release is refunded and the stock stays released; racing, one of the two wins whole', async () => {
    for (let round = 0; round < 6; round++) {
      const { me, productId, orderId } = await placedOnline(2 + round);
      const held = await stockOf(productId);
      const inv = await invoked(t.api, me.cookie, orderId, 4);
      await pay(t.api, inv, UPI('asha@okicici'));
      // The attempt started 31 minutes ago and nothing reported its charge yet.
      await t.db
        .updateTable('payments')
        .set({ created_at: new Date(Date.now() - 31 * MINUTE) })
        .where('secret', '=', inv.paymentSecret)
        .execute();
      await t.db
        .updateTable('orders')
        .set({ created_at: new Date(Date.now() - 31 * MINUTE) })
        .where('id', '=', orderId)
        .execute();
      // On PostgreSQL these run at the same moment on two connections; the release may go first or second.
      await Promise.all([releaseAt(0), statusCall(t.api, me.cookie, inv.paymentSecret)]);
      await statusCall(t.api, me.cookie, inv.paymentSecret);

      const status = await orderStatus(t.db, orderId);
      const payment = (await paymentRow(t.db, inv.paymentSecret)).status;
      const atGateway = await gatewayOrder(t, inv.pg_order_id);
      if (status === 'PLACED') {
        expect({ payment, refunded: atGateway.refunded, stock: await stockOf(productId) }).toEqual({
          payment: 'CHARGED',
          refunded: false,
          stock: held,
        });
      } else {
        expect(status).toBe('PAYMENT_FAILED');
        expect({ payment, refunded: atGateway.refunded, stock: await stockOf(productId) }).toEqual({
          payment: 'REFUNDED',
          refunded: true,
          stock: held + 1,
        });
      }
    }
  });
});

describe('a cap on waiting orders', () => {
  it('a shopper with three orders waiting for payment is refused a fourth, with a code and a message', async () => {
    const me = await shopper(t.api, t.db);
    const addressId = String(await addAddress(t.api, me.cookie));
    const products = await productsFor(t.db, false, 4);
    for (const product of products.slice(0, 3)) {
      await addToCart(t.api, me.cookie, product.id);
      const placed = await placeOrder(t.api, me.cookie, { addressId, paymentId: 4 });
      expect(placed.statusCode, JSON.stringify(placed.body)).toBe(200);
      // Each one's payment is in flight, so a newer checkout does not close it.
      await invoked(t.api, me.cookie, placed.body.data.orderId as number, 4);
    }
    await addToCart(t.api, me.cookie, products[3]!.id);
    const fourth = await placeOrder(t.api, me.cookie, { addressId, paymentId: 4 });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.body.error).toMatchObject({ code: 'TOO_MANY_UNPAID_ORDERS' });
    expect(fourth.body.error.message).toMatch(/3 orders waiting for payment/);
    const waiting = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', me.userId)
      .where('status', '=', 'PAYMENT_PENDING')
      .execute();
    expect(waiting).toHaveLength(3);
    // Cash on delivery holds no reservation and is still placed.
    const cod = await placeOrder(t.api, me.cookie, { addressId, paymentId: -1 });
    expect(cod.statusCode, JSON.stringify(cod.body)).toBe(200);
  });
});
