/**
 * The shopper's data rights (DPDP Act 2023): the download of everything held about them, the erasure of the
 * account (what goes, what stays and in what form) and the consents for optional purposes.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentList, myDataExport, PRIVACY_NOTICE_VERSION } from '@dawa/contracts';
import { RETENTION } from '@dawa/domain';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { OTP_TTL_MS, LONGEST_WINDOW_MS } from '../src/modules/auth/otp.ts';
import { AUTH_RECORD_RETENTION_MS } from '../src/modules/auth/prune.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../src/modules/auth/session.ts';
import { call, expectCode } from './support/http.ts';
import { login, sessionCookieOf, testMobile, waitOutResendGap } from './support/auth.ts';
import { addAddress, addToCart, HOME_ADDRESS, placeOrder, productsFor, servicesOver, uploadPrescription } from './support/checkout.ts';
import { signInPharmacist, verifyAllLines, type TestPharmacist } from './support/pharmacist.ts';

const OPS = 'ops-token-for-data-rights';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ opsToken: OPS });
});
afterAll(() => app?.close());

const COD = -1;
const get = (cookie: string | undefined, url: string) => call(app.api, { method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (cookie: string | undefined, url: string, payload: object) =>
  call(app.api, { method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const exportOf = async (cookie: string) => {
  const res = await get(cookie, '/api/privacy/exportMyData');
  expect(res.statusCode, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return myDataExport.parse(res.body.data);
};
const erase = (cookie: string, confirmMobileNumber: string) => post(cookie, '/api/privacy/eraseAccount', { confirmMobileNumber });
/** The pharmacist verifies the prescription line, then the pharmacy packs, ships and delivers. */
const deliver = async (orderId: number) => {
  expect(await verifyAllLines(app.api, await pharmacist(), orderId)).toMatchObject({ outcome: 'verified' });
  for (const event of ['PACK', 'SHIP', 'DELIVER']) {
    const res = await call(app.api, {
      method: 'POST',
      url: `/api/ops/orders/${orderId}/events`,
      payload: { event },
      headers: { authorization: `Bearer ${OPS}` },
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  }
};
let signedIn: TestPharmacist | undefined;
const pharmacist = async () => (signedIn ??= await signInPharmacist(app.api, app.db));
const userIdOf = async (mobile: string) =>
  (await app.db.selectFrom('users').select('id').where('mobile_number', '=', mobile).executeTakeFirstOrThrow()).id;

/**
 * A shopper with something in every category: a name and email, an address, a delivered order with an
 * uploaded prescription, a second prescription on file, a cart line, a saved item, a consent given.
 */
async function busyShopper() {
  const mobile = testMobile();
  const cookie = await login(app.api, mobile);
  expect(
    (await call(app.api, { method: 'PUT', url: '/api/profile/updateProfileInfo', payload: { name: 'Asha Rao' }, headers: { cookie } }))
      .statusCode,
  ).toBe(200);
  expect(
    (
      await call(app.api, {
        method: 'PUT',
        url: '/api/profile/updateProfileInfo',
        payload: { newEmail: 'asha@example.com' },
        headers: { cookie },
      })
    ).statusCode,
  ).toBe(200);
  const addressId = await addAddress(app.api, cookie);
  const [rx] = await productsFor(app.db, true);
  const [otc, saved] = await productsFor(app.db, false, 2);
  const onOrder = await uploadPrescription(app.api, cookie);
  await addToCart(app.api, cookie, rx!.id, 1);
  const placed = await placeOrder(app.api, cookie, {
    addressId: String(addressId),
    paymentId: COD,
    images: [onOrder],
    placementReason: 'Ring the bell twice',
  });
  expect(placed.statusCode, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.data.orderId as number;
  await deliver(orderId);
  const spare = await uploadPrescription(app.api, cookie);
  await addToCart(app.api, cookie, otc!.id, 2);
  expect((await post(cookie, '/api/sfl/add', { productId: saved!.id })).statusCode).toBe(200);
  expect((await post(cookie, '/api/privacy/consents', { purpose: 'order_updates_whatsapp', granted: true })).statusCode).toBe(200);
  return { mobile, cookie, addressId, orderId, onOrder, spare, userId: await userIdOf(mobile), savedId: saved!.id, cartProductId: otc!.id };
}

describe('GET /api/privacy/exportMyData', () => {
  it('holds every category of the shopper’s data, and only theirs', async () => {
    const shopper = await busyShopper();
    const other = await busyShopper();
    const data = await exportOf(shopper.cookie);

    expect(data.account).toMatchObject({ id: shopper.userId, mobileNumber: shopper.mobile, name: 'Asha Rao', email: 'asha@example.com' });
    expect(data.signIns.length).toBeGreaterThanOrEqual(1);
    expect(data.addresses.map((a) => a.id)).toEqual([shopper.addressId]);
    expect(data.addresses[0]).toMatchObject({ contactName: HOME_ADDRESS.contactName, flatNumber: HOME_ADDRESS.flatNumber });
    expect(data.orders.map((o) => o.orderId)).toEqual([shopper.orderId]);
    const order = data.orders[0]!;
    expect(order).toMatchObject({
      status: 'DELIVERED',
      note: 'Ring the bell twice',
      prescriptionIds: [shopper.onOrder],
      paymentMethod: 'Cash on delivery',
    });
    expect(order.items).toHaveLength(1);
    expect(order.amounts.amountPaise).toBeGreaterThan(0);
    expect(order.timeline.map((e) => e.to)).toEqual(['PLACED', 'RX_VERIFIED', 'PACKED', 'SHIPPED', 'DELIVERED']);
    expect(order.deliveryAddress).toMatchObject({ contactNumber: HOME_ADDRESS.contactNumber });
    expect(data.prescriptions.map((p) => p.id).sort()).toEqual([shopper.onOrder, shopper.spare].sort());
    for (const p of data.prescriptions) expect(p.fileUrl).toBe(`/api/prescriptions/file/${p.id}`);
    expect(data.consents.consents.find((c) => c.purpose === 'order_updates_whatsapp')).toMatchObject({ granted: true });
    expect(data.savedItems.map((s) => s.productId)).toEqual([shopper.savedId]);
    expect(data.savedItems[0]!.name).toBeTruthy();
    expect(data.cart.items).toMatchObject([{ productId: shopper.cartProductId, quantity: 2 }]);
    expect(data.notifications.length).toBeGreaterThanOrEqual(1);
    expect(data.notifications.every((n) => n.link === null || n.link.includes(String(shopper.orderId)))).toBe(true);

    const text = JSON.stringify(data);
    expect(text).not.toContain(other.mobile);
    expect(text).not.toContain(other.spare);
    expect(text).not.toContain(`"orderId":${other.orderId},`);
  });

  it('is for the signed-in shopper only', async () => {
    await expectCode(app.api, '/api/privacy/exportMyData', 401, 'UNAUTHENTICATED');
  });
});

describe('consents', () => {
  it('grants nothing by default, records each give and withdraw with the notice version, and keeps the history', async () => {
    const cookie = await login(app.api);
    const initial = consentList.parse((await get(cookie, '/api/privacy/consents')).body.data);
    expect(initial.consents.map((c) => [c.purpose, c.granted])).toEqual([
      ['order_updates_whatsapp', false],
      ['offers_sms_whatsapp', false],
      ['personalised_recommendations', false],
    ]);
    expect(initial.history).toEqual([]);

    const given = consentList.parse(
      (await post(cookie, '/api/privacy/consents', { purpose: 'offers_sms_whatsapp', granted: true })).body.data,
    );
    expect(given.consents.find((c) => c.purpose === 'offers_sms_whatsapp')).toMatchObject({
      granted: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    // The same choice again is no new decision.
    await post(cookie, '/api/privacy/consents', { purpose: 'offers_sms_whatsapp', granted: true });
    const withdrawn = consentList.parse(
      (await post(cookie, '/api/privacy/consents', { purpose: 'offers_sms_whatsapp', granted: false })).body.data,
    );
    expect(withdrawn.consents.find((c) => c.purpose === 'offers_sms_whatsapp')).toMatchObject({ granted: false });
    expect(withdrawn.history.map((h) => [h.purpose, h.granted, h.source])).toEqual([
      ['offers_sms_whatsapp', false, 'account'],
      ['offers_sms_whatsapp', true, 'account'],
    ]);
    expect(withdrawn.consents.find((c) => c.purpose === 'order_updates_whatsapp')).toMatchObject({ granted: false, changedAt: null });
  });

  it('refuses an unknown purpose and a guest', async () => {
    const cookie = await login(app.api);
    await expectCode(
      app.api,
      { method: 'POST', url: '/api/privacy/consents', payload: { purpose: 'sell_my_data', granted: true }, headers: { cookie } },
      400,
      'VALIDATION_FAILED',
    );
    await expectCode(
      app.api,
      { method: 'POST', url: '/api/privacy/consents', payload: { purpose: 'offers_sms_whatsapp', granted: true } },
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('POST /api/privacy/eraseAccount', () => {
  it('refuses a number that is not the account’s, changing nothing', async () => {
    const shopper = await busyShopper();
    const error = await expectCode(
      app.api,
      {
        method: 'POST',
        url: '/api/privacy/eraseAccount',
        payload: { confirmMobileNumber: '9000000000' },
        headers: { cookie: shopper.cookie },
      },
      400,
      'ERASE_CONFIRMATION_MISMATCH',
    );
    expect(error.field).toBe('confirmMobileNumber');
    expect((await exportOf(shopper.cookie)).addresses).toHaveLength(1);
  });

  it('refuses while an order is in progress, with the order named, and erases once it is cancelled', async () => {
    const cookie = await login(app.api);
    const mobile = (await exportOf(cookie)).account.mobileNumber;
    const addressId = await addAddress(app.api, cookie);
    const [otc] = await productsFor(app.db, false);
    await addToCart(app.api, cookie, otc!.id, 1);
    const placed = await placeOrder(app.api, cookie, { addressId: String(addressId), paymentId: COD });
    const orderId = placed.body.data.orderId as number;

    const refused = await erase(cookie, mobile);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'ACCOUNT_HAS_ORDERS_IN_PROGRESS', showAlert: true });
    expect(refused.body.error.message).toContain(`#${orderId}`);
    expect((await exportOf(cookie)).addresses).toHaveLength(1);

    expect((await post(cookie, `/api/order/cancelOrder/${orderId}`, {})).statusCode).toBe(200);
    expect((await erase(cookie, `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)).statusCode).toBe(200);
  });

  it('deletes or anonymises every category, removes the files, ends every session and keeps the orders anonymised', async () => {
    const shopper = await busyShopper();
    await waitOutResendGap(app.db, shopper.mobile);
    const secondDevice = await login(app.api, shopper.mobile);
    for (const id of [shopper.onOrder, shopper.spare]) expect(existsSync(join(app.uploadDir, id))).toBe(true);

    const res = await erase(shopper.cookie, shopper.mobile);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ erased: true, ordersKept: 1, filesRemoved: 2 });
    expect(sessionCookieOf(res)).toMatch(/^dawa_session=$/);

    // Signed out everywhere.
    for (const cookie of [shopper.cookie, secondDevice])
      await expectCode(app.api, { method: 'GET', url: '/api/profile/fetchProfileInfo', headers: { cookie } }, 401, 'UNAUTHENTICATED');
    const db = app.db;
    const { userId } = shopper;
    const count = async (table: 'sessions' | 'addresses' | 'cart_items' | 'saved_items' | 'notifications' | 'patients' | 'login_secrets') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (const table of ['sessions', 'addresses', 'cart_items', 'saved_items', 'notifications', 'patients', 'login_secrets'] as const) {
      expect(await count(table), table).toBe(0);
    }

    // The cart row stays as an empty, versioned shell without its promo code.
    expect(await db.selectFrom('carts').select('promo_code').where('user_id', '=', userId).execute()).toEqual([{ promo_code: null }]);

    // The account is an anonymous row.
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: null, email: null, mobile_number: `erased-${userId}` });
    expect(user.erased_at).not.toBeNull();

    // Files gone from storage; the prescription no order names is deleted, the one the order names stays without its file.
    for (const id of [shopper.onOrder, shopper.spare]) expect(existsSync(join(app.uploadDir, id)), id).toBe(false);
    const prescriptions = await db.selectFrom('prescriptions').selectAll().where('user_id', '=', userId).execute();
    expect(prescriptions.map((p) => p.id)).toEqual([shopper.onOrder]);
    expect(prescriptions[0]!.file_erased_at).not.toBeNull();
    expect(await db.selectFrom('prescription_file_removals').selectAll().execute()).toEqual([]);

    // The order is kept for the law, without the name, number, street or note.
    const order = await db.selectFrom('orders').selectAll().where('id', '=', shopper.orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('DELIVERED');
    expect(order.notes).toBeNull();
    expect(order.address_snapshot).toEqual({
      erased: true,
      pincode: HOME_ADDRESS.pincode,
      cityId: expect.any(Number),
      cityName: expect.any(String),
    });
    expect(await db.selectFrom('order_items').select('order_id').where('order_id', '=', shopper.orderId).execute()).toHaveLength(1);
    expect(JSON.stringify(order)).not.toContain(HOME_ADDRESS.contactNumber);

    // Consents withdrawn by the erasure; the history stays as the proof of what was agreed.
    const consents = await db.selectFrom('consents').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    expect(consents.map((c) => [c.purpose, c.granted, c.source])).toEqual([
      ['order_updates_whatsapp', true, 'account'],
      ['order_updates_whatsapp', false, 'erasure'],
    ]);
  });

  it('lets the number sign up again as a new, empty account', async () => {
    const shopper = await busyShopper();
    expect((await erase(shopper.cookie, shopper.mobile)).statusCode).toBe(200);
    await waitOutResendGap(app.db, shopper.mobile);
    const cookie = await login(app.api, shopper.mobile);
    const fresh = await exportOf(cookie);
    expect(fresh.account.id).not.toBe(shopper.userId);
    expect(fresh.account).toMatchObject({ mobileNumber: shopper.mobile, name: null, email: null });
    expect(fresh.orders).toEqual([]);
    expect(fresh.addresses).toEqual([]);
    expect(fresh.prescriptions).toEqual([]);
    expect(fresh.consents.history).toEqual([]);
  });

  it('is idempotent: erasing an erased account again succeeds and changes nothing more', async () => {
    const shopper = await busyShopper();
    const services = servicesOver(app);
    const first = await services.privacy.eraseAccount(shopper.userId);
    expect(first).toMatchObject({ ok: true, data: { erased: true, ordersKept: 1, filesRemoved: 2 } });
    const snapshot = async () => ({
      user: await app.db.selectFrom('users').selectAll().where('id', '=', shopper.userId).executeTakeFirstOrThrow(),
      orders: await app.db.selectFrom('orders').selectAll().where('user_id', '=', shopper.userId).execute(),
      prescriptions: await app.db.selectFrom('prescriptions').selectAll().where('user_id', '=', shopper.userId).execute(),
      consents: await app.db.selectFrom('consents').selectAll().where('user_id', '=', shopper.userId).execute(),
    });
    const before = await snapshot();
    const second = await services.privacy.eraseAccount(shopper.userId);
    expect(second).toMatchObject({ ok: true, data: { erased: true, ordersKept: 1, filesRemoved: 0 } });
    expect(await snapshot()).toEqual(before);
  });

  it('is for the signed-in shopper only, and refused from another site', async () => {
    await expectCode(
      app.api,
      { method: 'POST', url: '/api/privacy/eraseAccount', payload: { confirmMobileNumber: '9876543210' } },
      401,
      'UNAUTHENTICATED',
    );
    const shopper = await busyShopper();
    await expectCode(
      app.api,
      {
        method: 'POST',
        url: '/api/privacy/eraseAccount',
        payload: { confirmMobileNumber: shopper.mobile },
        headers: { cookie: shopper.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      },
      403,
      'CROSS_SITE_REFUSED',
    );
    expect((await exportOf(shopper.cookie)).account.mobileNumber).toBe(shopper.mobile);
  });
});

describe('the retention the privacy policy states', () => {
  it('is the retention the login records are kept to', () => {
    const DAY = 24 * 60 * 60_000;
    expect(OTP_TTL_MS).toBe(RETENTION.otpCodeMinutes * 60_000);
    expect(LONGEST_WINDOW_MS + AUTH_RECORD_RETENTION_MS).toBe(RETENTION.otpRequestDays * DAY);
    expect(SESSION_IDLE_MS).toBe(RETENTION.sessionIdleDays * DAY);
    expect(SESSION_ABSOLUTE_MS).toBe(RETENTION.sessionMaxDays * DAY);
  });
});
