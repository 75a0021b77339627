/**
 * The pharmacist's check (decision 017): a sign-in of its own, calls no one else can make, a decision per
 * prescription line with the shopper told and able to send a new prescription, packing only with a
 * verification on file, and the Schedule H1 register written at dispatch and exported as CSV.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call, expectCode } from './support/http.ts';
import { login, testIp } from './support/auth.ts';
import { addAddress, addToCart, placeOrder, productsFor, uploadPrescription } from './support/checkout.ts';
import { createPharmacist, pharmacistCookieOf, signInPharmacist, type TestPharmacist } from './support/pharmacist.ts';
import { csvField } from '../src/modules/pharmacy/register.ts';

const TOKEN = 'ops-token-for-the-pharmacist-tests';
let app: TestApp;
let pharmacist: TestPharmacist;
beforeAll(async () => {
  app = await createTestApp({ opsToken: TOKEN });
  pharmacist = await signInPharmacist(app.api, app.db, { name: 'Demo Pharmacist Iyer', registrationNumber: 'KA-PC-2020-77' });
});
afterAll(() => app?.close());

const ops = (orderId: number, event: string) =>
  call(app.api, {
    method: 'POST',
    url: `/api/ops/orders/${orderId}/events`,
    payload: { event },
    headers: { authorization: `Bearer ${TOKEN}` },
  });
const get = (url: string, cookie: string) => call(app.api, { method: 'GET', url, headers: { cookie } });
const decide = (orderId: number, position: number, payload: Record<string, unknown>, cookie = pharmacist.cookie) =>
  call(app.api, { method: 'POST', url: `/api/pharmacist/orders/${orderId}/lines/${position}/decision`, payload, headers: { cookie } });
const statusOf = async (orderId: number) =>
  (await app.db.selectFrom('orders').where('id', '=', orderId).select('status').executeTakeFirstOrThrow()).status;
const queueIds = async () =>
  (await get('/api/pharmacist/queue', pharmacist.cookie)).body.data.orders.map((o: { orderId: number }) => o.orderId) as number[];

/** A shopper's cash-on-delivery order of `lines` prescription medicines with one uploaded prescription. */
async function rxOrder(lines = 1) {
  const cookie = await login(app.api);
  const addressId = String(await addAddress(app.api, cookie));
  const products = await productsFor(app.db, true, lines);
  for (const p of products) await addToCart(app.api, cookie, p.id);
  const prescription = await uploadPrescription(app.api, cookie);
  const placed = await placeOrder(app.api, cookie, { addressId, paymentId: -1, images: [prescription] });
  expect(placed.statusCode, JSON.stringify(placed.body)).toBe(200);
  return { cookie, orderId: placed.body.data.orderId as number, prescription, products };
}

describe('pharmacist sign-in', () => {
  const attempt = (email: string, password: string, ip = testIp()) =>
    call(app.api, { method: 'POST', url: '/api/pharmacist/login', payload: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('stores a salted scrypt hash, signs in with the right password and out again', async () => {
    const account = await createPharmacist(app.db);
    const other = await createPharmacist(app.db);
    const rows = await app.db.selectFrom('pharmacists').where('id', 'in', [account.id, other.id]).select('password_hash').execute();
    for (const r of rows) expect(r.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(rows[0]!.password_hash.split('$')[4]).not.toBe(rows[1]!.password_hash.split('$')[4]);
    expect(JSON.stringify(rows)).not.toContain(account.password);

    const res = await attempt(account.email.toUpperCase(), account.password);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ email: account.email, registrationNumber: 'MH-PC-12345' });
    const cookie = pharmacistCookieOf(res)!;
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Strict/i);
    expect((await get('/api/pharmacist/me', cookie)).statusCode).toBe(200);
    await call(app.api, { method: 'POST', url: '/api/pharmacist/logout', payload: {}, headers: { cookie } });
    expect((await get('/api/pharmacist/me', cookie)).statusCode).toBe(401);
  });

  it('refuses a wrong password, and locks the account after five in a row even for the right one', async () => {
    const account = await createPharmacist(app.db);
    for (let i = 0; i < 4; i++) {
      const res = await attempt(account.email, 'not-the-password');
      expect(res.statusCode).toBe(401);
      expect(res.body.error.code).toBe('PHARMACIST_LOGIN_FAILED');
    }
    const fifth = await attempt(account.email, 'not-the-password');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.body.error.code).toBe('PHARMACIST_LOCKED');
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    const right = await attempt(account.email, account.password);
    expect(right.statusCode).toBe(429);
    expect(pharmacistCookieOf(right)).toBeUndefined();
  });

  it('limits failed sign-ins from one address whatever login they name', async () => {
    const ip = testIp();
    for (let i = 0; i < 20; i++) expect((await attempt(`nobody-${i}@example.test`, 'guess-guess-guess', ip)).statusCode).toBe(401);
    const account = await createPharmacist(app.db);
    expect((await attempt(account.email, account.password, ip)).statusCode).toBe(429);
    expect((await attempt(account.email, account.password)).statusCode).toBe(200);
  });

  it('does not sign in an inactive account', async () => {
    const account = await createPharmacist(app.db);
    await app.db.updateTable('pharmacists').set({ active: false }).where('id', '=', account.id).execute();
    expect((await attempt(account.email, account.password)).statusCode).toBe(401);
  });

  it('refuses a cross-site sign-in post (the CSRF rule)', async () => {
    const account = await createPharmacist(app.db);
    const res = await call(app.api, {
      method: 'POST',
      url: '/api/pharmacist/login',
      payload: { email: account.email, password: account.password },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('who may use the console', () => {
  it('refuses a guest, a shopper session and the operations token on every console call', async () => {
    const { cookie: shopper, orderId, prescription } = await rxOrder();
    const calls = [
      { method: 'GET' as const, url: '/api/pharmacist/queue' },
      { method: 'GET' as const, url: `/api/pharmacist/orders/${orderId}` },
      {
        method: 'POST' as const,
        url: `/api/pharmacist/orders/${orderId}/lines/1/decision`,
        payload: { decision: 'approved', prescriptionIds: [prescription] },
      },
      { method: 'GET' as const, url: `/api/pharmacist/prescriptions/${prescription}/file` },
      { method: 'GET' as const, url: '/api/pharmacist/h1-register.csv?from=2026-01-01&to=2026-01-31' },
    ];
    for (const headers of [{}, { cookie: shopper }, { authorization: `Bearer ${TOKEN}` }]) {
      for (const c of calls) {
        const res = await app.api.inject({ ...c, headers });
        expect(res.statusCode, `${c.method} ${c.url} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
    expect(await statusOf(orderId)).toBe('PLACED');
  });

  it('gives a pharmacist no shopper powers', async () => {
    for (const url of ['/api/order/fetchOrders', '/api/profile/fetchProfileInfo', '/api/notifications/fetchNotifications']) {
      const res = await app.api.inject({ method: 'GET', url, headers: { cookie: pharmacist.cookie } });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("lets a pharmacist read any order's prescription file, and a shopper only their own", async () => {
    const { prescription, cookie: owner } = await rxOrder();
    const stranger = await login(app.api);
    const file = await app.api.inject({
      method: 'GET',
      url: `/api/pharmacist/prescriptions/${prescription}/file`,
      headers: { cookie: pharmacist.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(
      (await app.api.inject({ method: 'GET', url: `/api/prescriptions/file/${prescription}`, headers: { cookie: owner } })).statusCode,
    ).toBe(200);
    expect(
      (await app.api.inject({ method: 'GET', url: `/api/prescriptions/file/${prescription}`, headers: { cookie: stranger } })).statusCode,
    ).toBe(404);
  });
});

describe('only a pharmacist verifies, and packing needs the verification', () => {
  it('refuses RX_VERIFIED from the operations token', async () => {
    const { orderId } = await rxOrder();
    await expectCode(
      app.api,
      {
        method: 'POST',
        url: `/api/ops/orders/${orderId}/events`,
        payload: { event: 'RX_VERIFIED' },
        headers: { authorization: `Bearer ${TOKEN}` },
      },
      400,
      'VALIDATION_FAILED',
    );
    expect(await statusOf(orderId)).toBe('PLACED');
  });

  it('refuses to pack an order with prescription lines that no verification names, whatever its status says', async () => {
    const { orderId } = await rxOrder();
    expect((await ops(orderId, 'PACK')).statusCode).toBe(409);
    // An order marked verified without a pharmacist's verification on file (as the old operations call did).
    await app.db.updateTable('orders').set({ status: 'RX_VERIFIED' }).where('id', '=', orderId).execute();
    const packed = await ops(orderId, 'PACK');
    expect(packed.statusCode).toBe(409);
    expect(packed.body.error.code).toBe('RX_NOT_VERIFIED');
    expect(await statusOf(orderId)).toBe('RX_VERIFIED');
  });
});

describe('per-line decisions', () => {
  it('keeps the order open until every line is decided; a refusal tells the shopper, who sends a new prescription; then it is verified', async () => {
    const { cookie, orderId, prescription, products } = await rxOrder(2);
    const queue = await get('/api/pharmacist/queue', pharmacist.cookie);
    const entry = queue.body.data.orders.find((o: { orderId: number }) => o.orderId === orderId);
    expect(entry).toMatchObject({ rxLineCount: 2, prescriptionCount: 1, round: 1 });

    const view = (await get(`/api/pharmacist/orders/${orderId}`, pharmacist.cookie)).body.data;
    expect(view.prescriptions).toEqual([
      expect.objectContaining({ id: prescription, kind: 'image', url: `/api/pharmacist/prescriptions/${prescription}/file` }),
    ]);
    expect(view.lines.map((l: { name: string; state: string }) => [l.name, l.state])).toEqual(products.map((p) => [p.name, 'pending']));

    expect((await decide(orderId, 1, { decision: 'approved', prescriptionIds: [prescription] })).body.data.outcome).toBe('open');
    expect(await statusOf(orderId)).toBe('PLACED');
    expect(await queueIds()).toContain(orderId);

    const refused = await decide(orderId, 2, { decision: 'rejected', reason: 'expired', reasonText: 'Dated March 2024' });
    expect(refused.body.data.outcome).toBe('rejected');
    expect(await statusOf(orderId)).toBe('PLACED');
    expect(await queueIds()).not.toContain(orderId);
    const [note] = (await get('/api/notifications/fetchNotifications', cookie)).body.data.notifications;
    expect(note.title).toBe(`Order #${orderId}: we need another prescription`);
    expect(note.body).toContain(`${products[1]!.name}: The prescription is more than 6 months old (Dated March 2024).`);
    expect(note.body).not.toContain(products[0]!.name);
    const review = (await get(`/api/order/prescriptionReview/${orderId}`, cookie)).body.data;
    expect(review).toEqual({
      orderId,
      state: 'AWAITING_PRESCRIPTION',
      rejected: [
        { position: 2, name: products[1]!.name, reason: 'The prescription is more than 6 months old', reasonText: 'Dated March 2024' },
      ],
    });
    // Nothing more to decide until the shopper answers.
    expect((await decide(orderId, 2, { decision: 'approved', prescriptionIds: [prescription] })).body.error.code).toBe('RX_CHECK_NOT_OPEN');
    // Someone else cannot answer for the shopper.
    const stranger = await login(app.api);
    const theirs = await uploadPrescription(app.api, stranger);
    expect(
      (
        await call(app.api, {
          method: 'POST',
          url: `/api/order/resubmitPrescriptions/${orderId}`,
          payload: { prescriptionIds: [theirs] },
          headers: { cookie: stranger },
        })
      ).statusCode,
    ).toBe(404);

    const fresh = await uploadPrescription(app.api, cookie);
    const resubmitted = await call(app.api, {
      method: 'POST',
      url: `/api/order/resubmitPrescriptions/${orderId}`,
      payload: { prescriptionIds: [fresh] },
      headers: { cookie },
    });
    expect(resubmitted.statusCode, JSON.stringify(resubmitted.body)).toBe(200);
    expect(resubmitted.body.data.state).toBe('AWAITING_CHECK');
    expect(await queueIds()).toContain(orderId);
    const again = (await get(`/api/pharmacist/orders/${orderId}`, pharmacist.cookie)).body.data;
    expect(again.round).toBe(2);
    expect(again.prescriptions.map((p: { id: string }) => p.id).sort()).toEqual([prescription, fresh].sort());
    expect(again.lines.map((l: { state: string }) => l.state)).toEqual(['approved', 'pending']);

    const done = await decide(orderId, 2, { decision: 'approved', prescriptionIds: [fresh] });
    expect(done.body.data.outcome).toBe('verified');
    expect(await statusOf(orderId)).toBe('RX_VERIFIED');
    expect(await queueIds()).not.toContain(orderId);
    const cover = await app.db.selectFrom('order_rx_cover').where('order_id', '=', orderId).selectAll().orderBy('position').execute();
    expect(cover.map((c) => [c.position, c.prescription_id, c.pharmacist_id])).toEqual([
      [1, prescription, pharmacist.id],
      [2, fresh, pharmacist.id],
    ]);
    const statuses = await app.db.selectFrom('prescriptions').where('id', 'in', [prescription, fresh]).select('status').execute();
    expect(statuses.map((s) => s.status)).toEqual(['VERIFIED', 'VERIFIED']);
    const titles = (await get('/api/notifications/fetchNotifications', cookie)).body.data.notifications.map(
      (n: { title: string }) => n.title,
    );
    expect(titles[0]).toBe(`Order #${orderId}: prescription verified`);
    expect((await ops(orderId, 'PACK')).statusCode).toBe(200);
  });

  it('refuses an approval without a prescription of this order, and a rejection without a reason', async () => {
    const { orderId } = await rxOrder();
    const other = await rxOrder();
    const cover = await decide(orderId, 1, { decision: 'approved', prescriptionIds: [other.prescription] });
    expect(cover.statusCode).toBe(422);
    expect(cover.body.error).toMatchObject({ code: 'RX_COVER_REQUIRED', field: 'prescriptionIds' });
    expect((await decide(orderId, 1, { decision: 'approved', prescriptionIds: [] })).statusCode).toBe(400);
    expect((await decide(orderId, 1, { decision: 'rejected' })).statusCode).toBe(400);
    expect((await decide(orderId, 1, { decision: 'rejected', reason: 'because' })).statusCode).toBe(400);
    expect((await decide(orderId, 9, { decision: 'rejected', reason: 'illegible' })).body.error.code).toBe('RX_LINE_NOT_FOUND');
    expect(await statusOf(orderId)).toBe('PLACED');
  });

  it('refuses to approve a Schedule X or NDPS line, whatever prescription is on file', async () => {
    const { orderId, prescription, products } = await rxOrder();
    await app.db.updateTable('products').set({ drug_schedule: 'NDPS' }).where('id', '=', products[0]!.id).execute();
    const refused = await decide(orderId, 1, { decision: 'approved', prescriptionIds: [prescription] });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.error.code).toBe('NOT_SOLD_ONLINE');
    expect(await statusOf(orderId)).toBe('PLACED');
    expect((await ops(orderId, 'PACK')).statusCode).toBe(409);
  });

  it('lists the queue oldest first with how long each has waited', async () => {
    const first = await rxOrder();
    const second = await rxOrder();
    await app.db
      .updateTable('orders')
      .set({ created_at: sql<Date>`now() - interval '3 hours'` })
      .where('id', '=', second.orderId)
      .execute();
    await sql`UPDATE order_events SET created_at = now() - interval '3 hours' WHERE order_id = ${second.orderId}`.execute(app.db);
    const orders = (await get('/api/pharmacist/queue', pharmacist.cookie)).body.data.orders as {
      orderId: number;
      waitingMinutes: number;
    }[];
    const ids = orders.map((o) => o.orderId);
    expect(ids.indexOf(second.orderId)).toBeLessThan(ids.indexOf(first.orderId));
    expect(orders.find((o) => o.orderId === second.orderId)!.waitingMinutes).toBeGreaterThanOrEqual(179);
  });
});

describe('the Schedule H1 register', () => {
  it('needs prescriber and patient to approve an H1 line, writes one row per H1 line at dispatch, and exports it as safe CSV', async () => {
    const { orderId, prescription, products } = await rxOrder();
    await app.db.updateTable('products').set({ drug_schedule: 'H1' }).where('id', '=', products[0]!.id).execute();
    const view = (await get(`/api/pharmacist/orders/${orderId}`, pharmacist.cookie)).body.data;
    expect(view.lines[0].schedule).toBe('H1');
    const missing = await decide(orderId, 1, { decision: 'approved', prescriptionIds: [prescription], prescriberName: 'Dr Demo' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body.error).toMatchObject({ code: 'H1_DETAILS_REQUIRED', field: 'prescriberRegistration' });

    const approved = await decide(orderId, 1, {
      decision: 'approved',
      prescriptionIds: [prescription],
      prescriberName: 'Dr Demo "Ravi" Shah, MD',
      prescriberRegistration: 'MMC/2011/4567',
      patientName: '=HYPERLINK("http://evil.example","click")',
    });
    expect(approved.body.data.outcome).toBe('verified');
    expect((await app.db.selectFrom('h1_register').where('order_id', '=', orderId).selectAll().execute()).length).toBe(0);
    expect((await ops(orderId, 'PACK')).statusCode).toBe(200);
    expect((await ops(orderId, 'SHIP')).statusCode).toBe(200);

    const rows = await app.db.selectFrom('h1_register').where('order_id', '=', orderId).selectAll().execute();
    expect(rows).toHaveLength(1);
    const molecules = await app.db
      .selectFrom('product_ingredients as pi')
      .innerJoin('molecules as m', 'm.id', 'pi.molecule_id')
      .where('pi.product_id', '=', products[0]!.id)
      .select('m.name')
      .execute();
    expect(rows[0]).toMatchObject({
      position: 1,
      medicine_name: products[0]!.name,
      quantity: 1,
      prescriber_registration: 'MMC/2011/4567',
      pharmacist_name: 'Demo Pharmacist Iyer',
      pharmacist_registration: 'KA-PC-2020-77',
    });
    for (const m of molecules) expect(rows[0]!.molecules).toContain(m.name);

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const csv = await app.api.inject({
      method: 'GET',
      url: `/api/pharmacist/h1-register.csv?from=${today}&to=${today}`,
      headers: { cookie: pharmacist.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="h1-register-/);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const line = csv.body.split('\r\n').find((l) => l.includes(`,${orderId},1,`));
    expect(line).toContain('"Dr Demo ""Ravi"" Shah, MD",MMC/2011/4567,"\'=HYPERLINK(""http://evil.example"",""click"")"');
    const bad = await app.api.inject({
      method: 'GET',
      url: `/api/pharmacist/h1-register.csv?from=${today}&to=2001-01-01`,
      headers: { cookie: pharmacist.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('REGISTER_RANGE_INVALID');

    // Append-only, kept three years: the database itself refuses to change or delete a fresh row.
    await expect(sql`DELETE FROM h1_register WHERE order_id = ${orderId}`.execute(app.db)).rejects.toThrow(/kept three years/);
    await expect(sql`UPDATE h1_register SET quantity = 2 WHERE order_id = ${orderId}`.execute(app.db)).rejects.toThrow(/append-only/);
  });

  it('writes nothing for an order without H1 lines', async () => {
    const [product] = await productsFor(app.db, true);
    await app.db.updateTable('products').set({ drug_schedule: 'H' }).where('id', '=', product!.id).execute();
    const { orderId, prescription } = await rxOrder();
    await decide(orderId, 1, { decision: 'approved', prescriptionIds: [prescription] });
    expect((await ops(orderId, 'PACK')).statusCode).toBe(200);
    expect((await ops(orderId, 'SHIP')).statusCode).toBe(200);
    expect((await app.db.selectFrom('h1_register').where('order_id', '=', orderId).selectAll().execute()).length).toBe(0);
  });
});

describe('csvField', () => {
  it('quotes separators and neutralises formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    for (const lead of ['=', '+', '-', '@', '\t'])
      expect(csvField(`${lead}1+1`).startsWith(`'${lead}`) || csvField(`${lead}1+1`).startsWith(`"'${lead}`)).toBe(true);
    expect(csvField(42)).toBe('42');
  });
});
