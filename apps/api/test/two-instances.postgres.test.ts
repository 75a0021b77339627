/**
 * Two instances of the store on one PostgreSQL, as behind a load balancer: each request may land on either.
 * The shopper signs in on A, fills the cart and places the order on B, pays through the gateway, whose
 * webhook reaches B while the browser's return lands on A and both reconcilers run at the same moment:
 * one order, one payment, one notification. Login limits live in the database, so a limit reached on A
 * holds on B.
 *
 * The sandbox gateway keeps its orders in the memory of the instance that mounts it, so there is ONE
 * gateway here: mounted on A (as a real gateway is one service), B's merchant calls go to it in-process, and
 * its webhooks are delivered to B's /api/payments/webhook.
 * Skipped without TEST_DATABASE_URL: two instances need a database server (PGlite is one process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/create-test-app.ts';
import { postgresUrl, sharedDatabase, type SharedDatabase } from './support/shared-database.ts';
import { latestOtp, login, loginRequest, requestOtp, sessionCookieOf, testIp, testMobile, waitOutResendGap } from './support/auth.ts';
import { HOME_ADDRESS } from './support/checkout.ts';
import { UPI, agePayment, dataOf, get, historyOf, invoked, orderStatus, post, startTxn, decide, statusOf } from './support/payments.ts';

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL (TEST_DATABASE_URL unset: needs a real server)', () => {
  let shared: SharedDatabase;
  let a: TestApp;
  let b: TestApp;
  const webhookAnswersOfB: number[] = [];
  beforeAll(async () => {
    shared = await sharedDatabase(2);
    a = await createTestApp({
      database: shared.handles[0],
      payments: {
        // The gateway's webhooks go to the other instance, as a load balancer may send them.
        deliverWebhook: async (request) => {
          const response = await b.api.inject({
            method: 'POST',
            url: new URL(request.url).pathname,
            headers: request.headers,
            payload: request.body,
          });
          webhookAnswersOfB.push(response.statusCode);
          return { status: response.statusCode };
        },
      },
    });
    b = await createTestApp({
      database: shared.handles[1],
      payments: {
        sandbox: false,
        gatewayUrl: `${TEST_PUBLIC_URL}/gateway`,
        // B reaches the one gateway (on A) through A's server, in-process.
        gatewayTransport: async (request) => {
          const url = new URL(request.url);
          const response = await a.api.inject({
            method: request.method as 'GET' | 'POST',
            url: url.pathname + url.search,
            headers: request.headers,
            ...(request.body === undefined ? {} : { payload: request.body }),
          });
          return { status: response.statusCode, body: response.body };
        },
      },
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await shared?.close();
  });

  it('checkout across instances: one order, one payment, one notification', async () => {
    const cookie = await login(a.api); // signed in on A
    const user = await a.db.selectFrom('sessions').select('user_id').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const product = await b.db
      .selectFrom('products')
      .select('id')
      .where('is_rx_required', '=', false)
      .where('not_for_sale', '=', false)
      .where('stock', '>', 5)
      .orderBy('id')
      .executeTakeFirstOrThrow();

    // The cart, the address and the order on B, with A's session.
    dataOf(await post(b.api, '/api/cart/addToCart', { productId: product.id, quantity: 1 }, cookie));
    expect(dataOf(await get(a.api, '/api/cart/getCartCount', cookie)).count).toBe(1); // A sees B's cart
    const address = dataOf(await post(b.api, '/api/address/add', HOME_ADDRESS, cookie));
    const placed = dataOf(
      await post(
        b.api,
        '/api/order/placeOrder?isOmsOnboarded=true',
        { addressId: String(address[0].id), paymentId: 4, deliveryPreferences: [] },
        cookie,
      ),
    );
    const orderId: number = placed.orderId;
    expect(await orderStatus(a.db, orderId)).toBe('PAYMENT_PENDING');

    // Payment started on B, paid at the gateway (on A).
    const inv = await invoked(b.api, cookie, orderId, 4);
    const page = await startTxn(a.api, { ...inv, gatewayUrl: '/gateway' }, UPI('success@upi'));
    const returned = await decide(a.api, page, 'approve');
    expect(returned).not.toBeNull();
    await agePayment(a.db, inv.paymentSecret, 3); // old enough for the reconcilers to look at it

    // All at once: the webhook (to B), the browser's return (to A), the reconcilers of both instances.
    const [, answer] = await Promise.all([
      a.webhooks.runAll(),
      statusOf(a.api, cookie, inv.paymentSecret, returned!),
      a.payments.reconcilePendingPayments(),
      b.payments.reconcilePendingPayments(),
    ]);
    expect(answer.status).toBe(1);
    expect(webhookAnswersOfB.length).toBeGreaterThan(0); // B took the gateway's webhook…
    expect(webhookAnswersOfB.every((status) => status === 200)).toBe(true); // …and accepted it
    // And each of them once more, late: nothing changes.
    await Promise.all([
      a.payments.reconcilePendingPayments(),
      b.payments.reconcilePendingPayments(),
      statusOf(b.api, cookie, inv.paymentSecret),
    ]);

    expect(await orderStatus(b.db, orderId)).toBe('PLACED');
    const orders = await a.db.selectFrom('orders').select('id').where('user_id', '=', user.user_id).execute();
    expect(orders).toHaveLength(1);
    const payments = await a.db.selectFrom('payments').select(['status']).where('order_id', '=', orderId).execute();
    expect(payments).toEqual([{ status: 'CHARGED' }]);
    const history = await historyOf(b.db, orderId);
    expect(history.paymentEvents.filter((e) => e.to_status === 'CHARGED')).toHaveLength(1);
    expect(history.notifications.filter((n) => n.kind === 'order_placed')).toHaveLength(1);
    expect(history.notifications).toHaveLength(1);
    expect(dataOf(await get(b.api, '/api/cart/getCartCount', cookie)).count).toBe(0);
  });

  it('login limits are shared: three codes sent through A, the fourth is refused on B', async () => {
    const mobile = testMobile();
    for (let i = 0; i < 3; i++) {
      expect((await requestOtp(a.api, mobile, testIp())).statusCode).toBe(200);
      await waitOutResendGap(a.db, mobile);
    }
    const refused = await requestOtp(b.api, mobile, testIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many OTP requests\. Try again in \d+ minutes?\.$/);
    // The code sent through A signs in on B.
    const res = await loginRequest(b.api, { contactNumber: mobile, userOtp: await latestOtp(a.api, mobile) });
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionCookieOf(res)).toBeTruthy();
  });

  it('concurrent sends for one number on both instances never get past the limit together', async () => {
    const mobile = testMobile();
    const sends = await Promise.all(Array.from({ length: 8 }, (_, i) => requestOtp(i % 2 ? b.api : a.api, mobile, testIp())));
    // One send per resend gap: exactly one of them goes out.
    expect(sends.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(sends.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });
});
