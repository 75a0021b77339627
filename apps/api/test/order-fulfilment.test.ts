/** The pharmacy moves an order to delivered; the customer's timeline, notifications and profile follow. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call, expectFailure } from './support/http.ts';
import { login } from './support/auth.ts';
import { addAddress, addToCart, placeOrder, productsFor, uploadPrescription } from './support/checkout.ts';
import { signInPharmacist, verifyAllLines, type TestPharmacist } from './support/pharmacist.ts';

const TOKEN = 'ops-token-for-the-fulfilment-tests';
let app: TestApp;
let pharmacist: TestPharmacist;
beforeAll(async () => {
  app = await createTestApp({ opsToken: TOKEN });
  pharmacist = await signInPharmacist(app.api, app.db);
});
afterAll(() => app?.close());

const step = (orderId: number, event: string, token = TOKEN) =>
  call(app.api, {
    method: 'POST',
    url: `/api/ops/orders/${orderId}/events`,
    payload: { event },
    headers: { authorization: `Bearer ${token}` },
  });
const read = async (cookie: string, url: string) => {
  const res = await call(app.api, { method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

async function rxOrder() {
  const cookie = await login(app.api);
  const addressId = String(await addAddress(app.api, cookie));
  const [rx] = await productsFor(app.db, true);
  await addToCart(app.api, cookie, rx!.id);
  const prescription = await uploadPrescription(app.api, cookie);
  const placed = await placeOrder(app.api, cookie, { addressId, paymentId: -1, images: [prescription] });
  expect(placed.statusCode, JSON.stringify(placed.body)).toBe(200);
  return { cookie, orderId: placed.body.data.orderId as number, productId: rx!.id };
}

describe('POST /api/ops/orders/:id/events', () => {
  it("takes a prescription order through the pharmacist's verification, packing and shipping to delivered", async () => {
    const { cookie, orderId } = await rxOrder();
    expect((await step(orderId, 'PACK')).statusCode).toBe(409); // the prescription is verified first
    expect(await verifyAllLines(app.api, pharmacist, orderId)).toMatchObject({ outcome: 'verified' });
    for (const event of ['PACK', 'SHIP', 'DELIVER']) {
      const res = await step(orderId, event);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual({ orderId, event, changed: true });
    }
    expect((await step(orderId, 'DELIVER')).body.data.changed).toBe(false);

    const detail = await read(cookie, `/api/order/fetchOrder/medicine-healthcare/${orderId}`);
    expect(detail).toMatchObject({ status: 'DELIVERED', statusText: 'Delivered', outcome: 'delivered', canCancel: false });
    expect(detail.timeline.map((s: { label: string; state: string }) => [s.label, s.state])).toEqual([
      ['Order placed', 'done'],
      ['Prescription verified', 'done'],
      ['Packed', 'done'],
      ['Shipped', 'done'],
      ['Delivered', 'done'],
    ]);
    const notes = await read(cookie, '/api/notifications/fetchNotifications');
    expect(notes.notifications.map((n: { title: string }) => n.title)).toEqual([
      `Order #${orderId} is delivered`,
      `Order #${orderId} has shipped`,
      `Order #${orderId} is packed`,
      `Order #${orderId}: prescription verified`,
      'Your order has been successfully placed.',
    ]);
    expect(await read(cookie, '/api/profile/fetchOrderAttributes')).toMatchObject({ hasPlacedOrder: true, hasDeliveredOrder: true });
  });

  it('lets the customer cancel until it is packed, and not after', async () => {
    const { cookie, orderId } = await rxOrder();
    await verifyAllLines(app.api, pharmacist, orderId);
    await step(orderId, 'PACK');
    const message = await expectFailure(
      app.api,
      { method: 'POST', url: `/api/order/cancelOrder/${orderId}`, payload: {}, headers: { cookie } },
      409,
    );
    expect(message).toBe('This order is already packed and can no longer be cancelled.');
  });

  it('gives the stock back when the pharmacy cancels', async () => {
    const { orderId, productId } = await rxOrder();
    const stock = async () =>
      (await app.db.selectFrom('products').where('id', '=', productId).select('stock').executeTakeFirstOrThrow()).stock;
    const before = await stock();
    expect((await step(orderId, 'CANCEL')).statusCode).toBe(200);
    expect(await stock()).toBe(before + 1);
  });

  it('needs the operations token and a known order and event', async () => {
    const { orderId } = await rxOrder();
    expect((await step(orderId, 'SHIP', 'wrong-token-of-some-length')).statusCode).toBe(401);
    const none = await call(app.api, { method: 'POST', url: `/api/ops/orders/${orderId}/events`, payload: { event: 'SHIP' } });
    expect(none.statusCode).toBe(401);
    expect((await step(99_999, 'SHIP')).statusCode).toBe(404);
    expect((await step(orderId, 'TELEPORT')).statusCode).toBe(400);
  });
});

describe('without an operations token', () => {
  it('has no operations call at all', async () => {
    const plain = await createTestApp();
    try {
      const res = await call(plain.api, { method: 'POST', url: '/api/ops/orders/1/events', payload: { event: 'SHIP' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
