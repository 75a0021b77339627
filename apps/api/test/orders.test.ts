/** Order placement: the one transaction, its rules, its idempotency and its races; reading orders back. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call, expectFailure } from './support/http.ts';
import { login } from './support/auth.ts';
import { addAddress, addToCart, placeOrder, productsFor, servicesOver, uploadPrescription } from './support/checkout.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const COD = -1;
const UPI = 4;

/** A signed-in customer with an address. */
async function shopper() {
  const cookie = await login(app.api);
  const addressId = await addAddress(app.api, cookie);
  return { cookie, addressId: String(addressId) };
}

const stockOf = async (id: number) =>
  (await app.db.selectFrom('products').where('id', '=', id).select('stock').executeTakeFirstOrThrow()).stock;
const cartOf = (cookie: string) => getDataAs(cookie, '/api/cart/getCartItems');
async function getDataAs(cookie: string, url: string) {
  const res = await call(app.api, { method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('POST /api/order/placeOrder, cash on delivery', () => {
  it('places the order at the server price, takes the stock, empties the cart and notifies', async () => {
    const { cookie, addressId } = await shopper();
    const [product] = await productsFor(app.db, false);
    const before = await stockOf(product!.id);
    await addToCart(app.api, cookie, product!.id, 2);
    const cart = await getDataAs(cookie, '/api/cart/getCartItems?paymentId=-1');

    const res = await placeOrder(app.api, cookie, { addressId, paymentId: COD });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const placed = res.body.data;
    expect(placed).toMatchObject({ status: 'PLACED', paymentAllowed: false, message: 'Your order has been successfully placed.' });
    expect(placed.price.total).toBe(cart.amountToBePaidPaise);
    expect(placed.shipments[0].items).toEqual([{ productId: product!.id, name: product!.name, quantity: 2, isVaccinationAdded: false }]);

    expect(await stockOf(product!.id)).toBe(before - 2);
    expect((await cartOf(cookie)).items).toEqual([]);
    const notes = await getDataAs(cookie, '/api/notifications/fetchNotifications');
    expect(notes.unseenCount).toBe(1);
    expect(notes.notifications[0]).toMatchObject({
      kind: 'order_placed',
      title: 'Your order has been successfully placed.',
      hasSeen: false,
    });

    const detail = await getDataAs(cookie, `/api/order/fetchOrder/medicine-healthcare/${placed.orderId}`);
    expect(detail).toMatchObject({
      orderId: placed.orderId,
      status: 'PLACED',
      statusText: 'Order placed',
      amountPaise: placed.price.total,
    });
    expect(detail.payment).toMatchObject({ paymentTypeId: COD, method: 'Cash on delivery' });
    expect(detail.timeline[0]).toMatchObject({ label: 'Order placed', state: 'done' });
    const items = await getDataAs(cookie, `/api/order/fetchOrderDetailsItems/${placed.orderId}`);
    expect(items.items[0]).toMatchObject({ productId: product!.id, quantity: 2, salePricePaise: product!.sale_price_paise });
    const summary = await getDataAs(cookie, `/api/order/fetchOrderDetailsSummary/${placed.orderId}`);
    const last = summary.summary.at(-1);
    expect(last.valuePaise).toBe(placed.price.total);
    const signed = summary.summary.slice(0, -1).reduce((sum: number, l: { valuePaise: number }) => sum + l.valuePaise, 0);
    expect(signed).toBe(placed.price.total);
    expect(summary.summary.find((l: { identifier: string }) => l.identifier === 'cash_handling_charge').valuePaise).toBe(2000);
    const list = await getDataAs(cookie, '/api/order/fetchOrders');
    expect(list.orders.map((o: { orderId: number }) => o.orderId)).toEqual([placed.orderId]);
    expect(await getDataAs(cookie, '/api/profile/fetchOrderAttributes')).toEqual({
      isFirstChronicFulfilled: false,
      hasPlacedOrder: true,
      hasDeliveredOrder: false,
    });
    expect(await getDataAs(cookie, '/api/profile/fetchProfileInfo')).toMatchObject({ hasPlacedOrder: true, hasDeliveredOrder: false });
  });

  it('is blocked with the spec text when the cart is empty and no prescription is given', async () => {
    const { cookie, addressId } = await shopper();
    expect(await expectFailure(app.api, placeReq(cookie, { addressId, paymentId: COD }), 400)).toBe(
      'Oops! Something went wrong. Please try again.',
    );
  });

  it('refuses an empty or unknown address, a guest and a prices-bearing body', async () => {
    const { cookie } = await shopper();
    const [product] = await productsFor(app.db, false);
    await addToCart(app.api, cookie, product!.id);
    expect(await expectFailure(app.api, placeReq(cookie, { addressId: '', paymentId: COD }), 400)).toBe('Choose a delivery address.');
    expect(await expectFailure(app.api, placeReq(cookie, { addressId: '99999', paymentId: COD }), 404)).toMatch(/address was not found/);
    expect(await expectFailure(app.api, placeReq(undefined, { addressId: '1', paymentId: COD }), 401)).toBe('Please log in to continue.');
    expect(await expectFailure(app.api, placeReq(cookie, { addressId: '1', paymentId: COD, amount: 1 }), 400)).toMatch(
      /Unknown field: amount/,
    );
  });

  it("does not deliver to another customer's address", async () => {
    const alice = await shopper();
    const bob = await shopper();
    const [product] = await productsFor(app.db, false);
    await addToCart(app.api, bob.cookie, product!.id);
    await expectFailure(app.api, placeReq(bob.cookie, { addressId: alice.addressId, paymentId: COD }), 404);
  });
});

function placeReq(cookie: string | undefined, payload: object, key?: string) {
  return {
    method: 'POST' as const,
    url: '/api/order/placeOrder',
    payload,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
  };
}

describe('the prescription rule', () => {
  it('refuses an Rx cart without a prescription, and accepts an upload, a past one or a consultation', async () => {
    const { cookie, addressId } = await shopper();
    const [rx] = await productsFor(app.db, true);
    await addToCart(app.api, cookie, rx!.id);
    const message = await expectFailure(app.api, placeReq(cookie, { addressId, paymentId: COD }), 422);
    expect(message).toMatch(/need a prescription/);

    const prescription = await uploadPrescription(app.api, cookie);
    const placed = await placeOrder(app.api, cookie, { addressId, paymentId: COD, images: [prescription] });
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(200);
    const detail = await getDataAs(cookie, `/api/order/fetchOrder/0/${placed.body.data.orderId}`);
    expect(detail).toMatchObject({ rxOption: 'uploaded', prescriptionIds: [prescription] });

    await addToCart(app.api, cookie, rx!.id);
    const again = await placeOrder(app.api, cookie, { addressId, paymentId: COD, pastRxIds: [prescription] });
    expect(again.statusCode, JSON.stringify(again.body)).toBe(200);

    await addToCart(app.api, cookie, rx!.id);
    const consult = await placeOrder(app.api, cookie, { addressId, paymentId: COD, hasOptedForTeleconsult: 1 });
    expect(consult.statusCode, JSON.stringify(consult.body)).toBe(200);
    expect((await getDataAs(cookie, `/api/order/fetchOrder/0/${consult.body.data.orderId}`)).rxOption).toBe('consult');
  });

  it("refuses someone else's prescription", async () => {
    const alice = await shopper();
    const bob = await shopper();
    const alicesRx = await uploadPrescription(app.api, alice.cookie);
    const [rx] = await productsFor(app.db, true);
    await addToCart(app.api, bob.cookie, rx!.id);
    await expectFailure(app.api, placeReq(bob.cookie, { addressId: bob.addressId, paymentId: COD, pastRxIds: [alicesRx] }), 404);
  });

  it('takes an order of prescriptions alone (the pharmacist builds it) with nothing to pay yet', async () => {
    const { cookie, addressId } = await shopper();
    const prescription = await uploadPrescription(app.api, cookie);
    const res = await placeOrder(app.api, cookie, { addressId, paymentId: COD, images: [prescription] });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'PLACED',
      price: { total: 0 },
      message: 'Our pharmacist will call you to confirm the medicines and the amount.',
    });
  });
});

describe('exactly once', () => {
  it('answers the same Idempotency-Key sent 50 times in parallel with one order', async () => {
    const { cookie, addressId } = await shopper();
    const [product] = await productsFor(app.db, false);
    const before = await stockOf(product!.id);
    await addToCart(app.api, cookie, product!.id, 3);
    const body = { addressId, paymentId: COD };
    const replies = await Promise.all(Array.from({ length: 50 }, () => placeOrder(app.api, cookie, body, 'checkout-attempt-1')));
    for (const r of replies) expect(r.statusCode, JSON.stringify(r.body)).toBe(200);
    expect(new Set(replies.map((r) => r.body.data.orderId)).size).toBe(1);
    expect(await stockOf(product!.id)).toBe(before - 3);
    const orders = await app.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select('orders.id')
      .where('orders.id', '=', replies[0]!.body.data.orderId)
      .execute();
    expect(orders).toHaveLength(1);
    expect((await getDataAs(cookie, '/api/order/fetchOrders')).orders).toHaveLength(1);

    const other = await placeOrder(app.api, cookie, { ...body, placementReason: 'another body' }, 'checkout-attempt-1');
    expect(other.statusCode).toBe(409);
    expect(other.body.error.message).toBe('This Idempotency-Key was already used with a different request.');
  });

  it('places one order when the same cart is placed twice at once without a key', async () => {
    const { cookie, addressId } = await shopper();
    const [product] = await productsFor(app.db, false);
    await addToCart(app.api, cookie, product!.id);
    const replies = await Promise.all([1, 2, 3].map(() => placeOrder(app.api, cookie, { addressId, paymentId: UPI })));
    for (const r of replies) expect(r.statusCode, JSON.stringify(r.body)).toBe(200);
    expect(new Set(replies.map((r) => r.body.data.orderId)).size).toBe(1);
  });

  it('gives the last unit of stock to exactly one of 200 concurrent checkouts', { timeout: 240_000 }, async () => {
    const [product] = await productsFor(app.db, false);
    const shoppers = [];
    for (let i = 0; i < 200; i++) shoppers.push(await shopper());
    for (const s of shoppers) await addToCart(app.api, s.cookie, product!.id, 1);
    await app.db.updateTable('products').set({ stock: 1 }).where('id', '=', product!.id).execute();

    const replies = await Promise.all(shoppers.map((s) => placeOrder(app.api, s.cookie, { addressId: s.addressId, paymentId: COD })));
    const won = replies.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of replies.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.body.error.message).toMatch(/out of stock|have changed/);
    }
    expect(await stockOf(product!.id)).toBe(0);
    const orders = await app.db.selectFrom('order_items').where('product_id', '=', product!.id).select('order_id').execute();
    const theirs = orders.filter((o) => o.order_id === won[0]!.body.data.orderId);
    expect(theirs).toHaveLength(1);
  });

  it('redeems the last use of a limited promo code for exactly one of 20 concurrent orders', { timeout: 120_000 }, async () => {
    await app.db
      .insertInto('promo_codes')
      .values({
        code: 'LASTONE',
        kind: 'flat',
        flat_paise: 1000,
        valid_from: '2020-01-01T00:00:00Z',
        valid_until: '2099-01-01T00:00:00Z',
        total_redemption_limit: 1,
        description: '₹10 off, once',
      })
      .execute();
    const [product] = await productsFor(app.db, false);
    const shoppers = [];
    for (let i = 0; i < 20; i++) shoppers.push(await shopper());
    for (const s of shoppers) await addToCart(app.api, s.cookie, product!.id, 1);
    const replies = await Promise.all(
      shoppers.map((s) => placeOrder(app.api, s.cookie, { addressId: s.addressId, paymentId: COD, promocode: 'LASTONE' })),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.body.error.message).toMatch(/no longer available/);
    }
    const code = await app.db.selectFrom('promo_codes').where('code', '=', 'LASTONE').select('redemption_count').executeTakeFirstOrThrow();
    expect(code.redemption_count).toBe(1);
  });
});

describe('online orders wait for payment', () => {
  it('keeps the cart until the payment resolves; closing unpaid gives stock and promo back and the cart stays', async () => {
    const { cookie, addressId } = await shopper();
    const [product] = await productsFor(app.db, false);
    const before = await stockOf(product!.id);
    await addToCart(app.api, cookie, product!.id, 20);
    const res = await placeOrder(app.api, cookie, { addressId, paymentId: UPI, promocode: 'DAWA10' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'PAYMENT_PENDING', paymentAllowed: true });
    expect(await stockOf(product!.id)).toBe(before - 20);
    expect((await cartOf(cookie)).items).toHaveLength(1);
    const redeemed = () =>
      app.db.selectFrom('promo_codes').where('code', '=', 'DAWA10').select('redemption_count').executeTakeFirstOrThrow();
    const used = (await redeemed()).redemption_count;

    // The payment module drives these hooks from the gateway's answers; here they are called directly.
    const { lifecycle } = servicesOver(app);
    // Within its payment window the order keeps waiting, holding stock and promo, for a retry.
    const windowOpen = new Date(Date.now() - 30 * 60_000);
    expect(await lifecycle.paymentFailed(res.body.data.orderId, windowOpen)).toBe('waiting');
    expect(await stockOf(product!.id)).toBe(before - 20);
    expect((await redeemed()).redemption_count).toBe(used);
    // Once the window has passed it closes unpaid.
    const windowPassed = new Date(Date.now() + 60_000);
    expect(await lifecycle.paymentFailed(res.body.data.orderId, windowPassed)).toBe('failed');
    expect(await lifecycle.paymentFailed(res.body.data.orderId, windowPassed)).toBe('already');
    expect(await stockOf(product!.id)).toBe(before);
    expect((await redeemed()).redemption_count).toBe(used - 1);
    expect((await cartOf(cookie)).items).toHaveLength(1);

    const retry = await placeOrder(app.api, cookie, { addressId, paymentId: UPI });
    expect(retry.statusCode, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.data.orderId).not.toBe(res.body.data.orderId);
    expect(await lifecycle.paymentConfirmed(retry.body.data.orderId)).toBe('placed');
    expect(await lifecycle.paymentConfirmed(retry.body.data.orderId)).toBe('already');
    expect((await cartOf(cookie)).items).toEqual([]);
    expect(await lifecycle.paymentConfirmed(res.body.data.orderId)).toBe('late');
  });
});

describe('orders are their owner’s', () => {
  it('answers 404 to anyone else for the order, its items, its summary and its cancellation', async () => {
    const alice = await shopper();
    const bob = await shopper();
    const [product] = await productsFor(app.db, false);
    await addToCart(app.api, alice.cookie, product!.id);
    const placed = await placeOrder(app.api, alice.cookie, { addressId: alice.addressId, paymentId: COD });
    const id = placed.body.data.orderId;
    const as = (cookie: string, url: string) => ({ method: 'GET' as const, url, headers: { cookie } });
    await expectFailure(app.api, as(bob.cookie, `/api/order/fetchOrder/medicine-healthcare/${id}`), 404);
    await expectFailure(app.api, as(bob.cookie, `/api/order/fetchOrderDetailsItems/${id}`), 404);
    await expectFailure(app.api, as(bob.cookie, `/api/order/fetchOrderDetailsSummary/${id}`), 404);
    await expectFailure(
      app.api,
      { method: 'POST', url: `/api/order/cancelOrder/${id}`, payload: {}, headers: { cookie: bob.cookie } },
      404,
    );
    expect((await getDataAs(bob.cookie, '/api/order/fetchOrders')).orders).toEqual([]);
    await expectFailure(app.api, `/api/order/fetchOrder/medicine-healthcare/${id}`, 401);
  });

  it('lets the owner cancel a cash-on-delivery order before it ships, giving the stock back', async () => {
    const { cookie, addressId } = await shopper();
    const [product] = await productsFor(app.db, false);
    const before = await stockOf(product!.id);
    await addToCart(app.api, cookie, product!.id, 2);
    const placed = await placeOrder(app.api, cookie, { addressId, paymentId: COD });
    const res = await call(app.api, {
      method: 'POST',
      url: `/api/order/cancelOrder/${placed.body.data.orderId}`,
      payload: {},
      headers: { cookie },
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'CANCELLED', canCancel: false });
    expect(await stockOf(product!.id)).toBe(before);
  });
});

describe('GET /api/delivery/fetchDeliveryOptions', () => {
  it('offers standard and express to an express pincode, with the charges', async () => {
    const { cookie, addressId } = await shopper();
    const [product] = await productsFor(app.db, false);
    await addToCart(app.api, cookie, product!.id);
    const data = await getDataAs(cookie, `/api/delivery/fetchDeliveryOptions?addressId=${addressId}`);
    expect(data.isDeliverable).toBe(true);
    const [standard, express] = data.shipments[0].deliveryOptions;
    expect(standard).toMatchObject({ optionId: 'standard', deliverySpeed: 'STANDARD', isAvailable: true });
    expect(express).toMatchObject({ optionId: 'express', deliverySpeed: 'PRIORITY', isAvailable: true, chargePaise: 9900 });
  });

  it("answers 404 for someone else's address", async () => {
    const alice = await shopper();
    const bob = await shopper();
    await expectFailure(
      app.api,
      { method: 'GET', url: `/api/delivery/fetchDeliveryOptions?addressId=${alice.addressId}`, headers: { cookie: bob.cookie } },
      404,
    );
  });
});
