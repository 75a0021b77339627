/**
 * What the account calls say about a customer comes from their real orders and prescriptions: the login
 * answer's order flags (through the orders service) and GET /api/auth/medicinesRxAvailable (through the
 * prescriptions service, which learns from the orders service which products each prescription went with).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicinesRxAvailable, loginResult } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call } from './support/http.ts';
import { latestOtp, login, loginRequest, requestOtp, testMobile } from './support/auth.ts';
import { addAddress, addToCart, placeOrder, productsFor, uploadPrescription } from './support/checkout.ts';

const TOKEN = 'ops-token-for-the-account-from-orders-tests';
const COD = -1;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ opsToken: TOKEN });
});
afterAll(() => app?.close());

const opsStep = async (orderId: number, event: string) => {
  const res = await call(app.api, {
    method: 'POST',
    url: `/api/ops/orders/${orderId}/events`,
    payload: { event },
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
};

/**
 * Signs `mobile` in through the OTP flow and returns the login call's answer (checked against its contract).
 * The number's send history is forgotten first: the 30-second resend wait is tested in auth.test.ts.
 */
async function loginAnswer(mobile: string) {
  await app.db.deleteFrom('otp_sends').where('mobile_number', '=', mobile).execute();
  expect((await requestOtp(app.api, mobile)).statusCode).toBe(200);
  const res = await loginRequest(app.api, { contactNumber: mobile, userOtp: await latestOtp(app.api, mobile) });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return loginResult.parse(body.data);
}

async function rxAvailable(cookie: string): Promise<number[]> {
  const res = await call(app.api, { method: 'GET', url: '/api/auth/medicinesRxAvailable', headers: { cookie } });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return medicinesRxAvailable.parse(res.body.data).productIdsWithRxAvailable;
}

/** Places a cash-on-delivery order of `productIds` (one each), with `prescriptions` attached. */
async function order(cookie: string, productIds: number[], prescriptions: string[] = []) {
  const addressId = String(await addAddress(app.api, cookie));
  for (const id of productIds) await addToCart(app.api, cookie, id);
  const placed = await placeOrder(app.api, cookie, { addressId, paymentId: COD, ...(prescriptions.length ? { images: prescriptions } : {}) });
  expect(placed.statusCode, JSON.stringify(placed.body)).toBe(200);
  return placed.body.data.orderId as number;
}

describe('POST /api/auth/login answers the order flags from the orders', () => {
  it('says never ordered before the first order, placed after it, delivered once delivered', async () => {
    const mobile = testMobile();
    expect((await loginAnswer(mobile)).profile).toMatchObject({ hasPlacedOrder: false, hasDeliveredOrder: false });

    await app.db.deleteFrom('otp_sends').where('mobile_number', '=', mobile).execute();
    const cookie = await login(app.api, mobile);
    const [product] = await productsFor(app.db, false);
    const orderId = await order(cookie, [product!.id]);
    expect((await loginAnswer(mobile)).profile).toMatchObject({ hasPlacedOrder: true, hasDeliveredOrder: false });

    for (const event of ['PACK', 'SHIP', 'DELIVER']) await opsStep(orderId, event);
    expect((await loginAnswer(mobile)).profile).toMatchObject({ hasPlacedOrder: true, hasDeliveredOrder: true });
  });

  it('does not count a cancelled order', async () => {
    const mobile = testMobile();
    const cookie = await login(app.api, mobile);
    const [product] = await productsFor(app.db, false);
    await opsStep(await order(cookie, [product!.id]), 'CANCEL');
    expect((await loginAnswer(mobile)).profile).toMatchObject({ hasPlacedOrder: false, hasDeliveredOrder: false });
  });
});

describe('GET /api/auth/medicinesRxAvailable reads the prescriptions', () => {
  it('lists the prescription medicines of orders that carried a prescription, each once, in id order', async () => {
    const cookie = await login(app.api);
    expect(await rxAvailable(cookie)).toEqual([]);
    const [first, second] = await productsFor(app.db, true, 2);
    const [otc] = await productsFor(app.db, false);
    const rx = await uploadPrescription(app.api, cookie);
    await order(cookie, [second!.id, otc!.id], [rx]);
    expect(await rxAvailable(cookie)).toEqual([second!.id]);
    await order(cookie, [first!.id, second!.id], [rx]);
    expect(await rxAvailable(cookie)).toEqual([first!.id, second!.id].sort((a, b) => a - b));
  });

  it('forgets what a rejected prescription or a cancelled order covered, and never shows another customer’s', async () => {
    const alice = await login(app.api);
    const bob = await login(app.api);
    const [first, second] = await productsFor(app.db, true, 2);
    const rejected = await uploadPrescription(app.api, alice);
    await order(alice, [first!.id], [rejected]);
    const kept = await uploadPrescription(app.api, alice);
    const cancelled = await order(alice, [second!.id], [kept]);
    expect(await rxAvailable(alice)).toEqual([first!.id, second!.id].sort((a, b) => a - b));
    expect(await rxAvailable(bob)).toEqual([]);

    // The pharmacist's rejection has no public call yet: it is the prescription's status.
    await app.db.updateTable('prescriptions').set({ status: 'REJECTED' }).where('id', '=', rejected).execute();
    expect(await rxAvailable(alice)).toEqual([second!.id]);
    await opsStep(cancelled, 'CANCEL');
    expect(await rxAvailable(alice)).toEqual([]);
  });

  it('asks a guest to log in', async () => {
    const res = await call(app.api, { method: 'GET', url: '/api/auth/medicinesRxAvailable' });
    expect(res.statusCode).toBe(401);
  });
});
