/**
 * Booking lab tests (decision 060): the lab cart for family members, slots, placement paid at collection or
 * online through the sandbox gateway, the slot held while paying and released by the stock-release job, the
 * lab's steps and report, cancellation with refund, and what another account cannot see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeJobs } from '@dawa/api';
import type { LabBookingDetails, LabCart, LabMedicalRecords, LabPlacedOrder, LabSlotDays, Patient } from '@dawa/contracts';
import { labSlotGrid } from '@dawa/domain';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { addAddress } from './support/checkout.ts';
import { call, expectCode } from './support/http.ts';
import { UPI, dataOf, get, gatewayOrder, invoked, orderStatus, pay, post, shopper, statusOf, type Shopper } from './support/payments.ts';

const OPS = 'lab-operations-token-for-tests-0001';
const MINUTE = 60_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ opsToken: OPS });
});
afterAll(async () => {
  await t?.close();
});

/** Tomorrow's slots (India time): index 0 is 06:00, 8 is 10:00 (not morning). */
const tomorrow = (index: number) => labSlotGrid(new Date())[1]!.starts[index]!.toISOString();
const THYROID = { type: 'test', id: 'LB160' } as const;
const FULL_BODY = { type: 'package', id: 'full-body-checkup' } as const;
const THYROID_CARE = { type: 'package', id: 'thyroid-care' } as const;

const cartOf = async (me: Shopper) => dataOf<LabCart>(await get(t.api, '/api/diagnostics/cart?pincode=400001', me.cookie));
const add = (me: Shopper, item: object, patientIds?: number[]) =>
  post(t.api, '/api/diagnostics/cart/add?pincode=400001', { item, ...(patientIds ? { patientIds } : {}) }, me.cookie);
const addPatient = async (me: Shopper, body: object) => dataOf<Patient>(await post(t.api, '/api/patients/addPatient', body, me.cookie));
const place = (me: Shopper, body: object, key?: string) =>
  post(t.api, '/api/diagnostics/placeOrder', body, me.cookie, key ? { 'idempotency-key': key } : {});
const ops = (orderId: number, body: object) =>
  call(t.api, {
    method: 'POST',
    url: `/api/ops/diagnostics/bookings/${orderId}/events`,
    payload: body,
    headers: { authorization: `Bearer ${OPS}` },
  });
const attach = (orderId: number, bytes: Buffer, contentType = 'application/pdf') =>
  call(t.api, {
    method: 'PUT',
    url: `/api/ops/diagnostics/bookings/${orderId}/report`,
    payload: bytes,
    headers: { authorization: `Bearer ${OPS}`, 'content-type': contentType },
  });
const bookingOf = async (me: Shopper, orderId: number) =>
  dataOf<LabBookingDetails>(await get(t.api, `/api/diagnostics/orders/${orderId}`, me.cookie));

/** A shopper with a Mumbai address, their own age and gender filled in, and the Thyroid Profile in the lab cart. */
async function readyShopper() {
  const me = await shopper(t.api, t.db);
  const addressId = String(await addAddress(t.api, me.cookie));
  const self = (await dataOf<{ patients: Patient[] }>(await get(t.api, '/api/patients/fetchPatients?isDiagnostics=1', me.cookie)))
    .patients[0]!;
  dataOf(
    await call(t.api, {
      method: 'PUT',
      url: `/api/patients/updatePatient/${self.id}`,
      payload: { name: 'Asha Rao', age: 34, gender: 'female', relation: 'self' },
      headers: { cookie: me.cookie },
    }),
  );
  dataOf(await add(me, THYROID));
  return { me, addressId, selfId: self.id };
}

describe('the lab cart', () => {
  it('holds tests and packages per family member, finds a single test a package already holds, and prices the total', async () => {
    const { me, selfId } = await readyShopper();
    const father = await addPatient(me, { name: 'Ravi Rao', age: 64, gender: 'male', relation: 'parent' });
    dataOf(await add(me, FULL_BODY, [father.id]));
    let cart = dataOf<LabCart>(await add(me, THYROID_CARE, [father.id, selfId]));
    expect(cart.lines.map((l) => [l.item.id, l.patients.map((p) => p.id)])).toEqual([
      ['LB160', [selfId]],
      ['full-body-checkup', [father.id]],
      ['thyroid-care', [father.id, selfId]],
    ]);
    // Thyroid Care holds the thyroid profile: the single test for the same person is offered for removal.
    const [, fullBody, thyroidCare] = cart.lines.map((l) => l.item);
    expect(cart.overlaps.map((o) => [o.patientId, o.test.id, o.package.id])).toEqual([[selfId, 'LB160', 'thyroid-care']]);
    expect(cart.overlaps[0]!.message).toMatch(/Thyroid Profile .* is already in Thyroid Care for Asha Rao/);
    const sub = 45_000 + fullBody!.price.pricePaise + 2 * thyroidCare!.price.pricePaise;
    expect(cart.summary).toMatchObject({ subTotalPaise: sub, collectionFeePaise: 0, totalPaise: sub });

    cart = dataOf(await post(t.api, '/api/diagnostics/cart/remove?pincode=400001', { item: THYROID, patientId: selfId }, me.cookie));
    expect(cart.overlaps).toEqual([]);
    expect(cart.lines.map((l) => l.item.id)).toEqual(['full-body-checkup', 'thyroid-care']);

    cart = dataOf(await post(t.api, '/api/diagnostics/cart/applyCoupon?pincode=400001', { couponCodeDiag: 'lab15' }, me.cookie));
    expect(cart.summary.couponCode).toBe('LAB15');
    expect(cart.summary.couponDiscountPaise).toBe(Math.min(30_000, Math.floor((cart.summary.subTotalPaise * 15) / 100)));
    const medicineCode = await post(t.api, '/api/diagnostics/cart/applyCoupon', { couponCodeDiag: 'GENERIC15' }, me.cookie);
    expect(medicineCode.statusCode).toBe(422);
    expect(medicineCode.body.error).toMatchObject({ code: 'PROMO_NOT_APPLIED', field: 'couponCodeDiag' });
  });

  it('charges ₹99 for home collection below ₹500, and refuses what is not the shopper’s', async () => {
    const { me } = await readyShopper();
    const cart = await cartOf(me);
    expect(cart.summary).toMatchObject({ subTotalPaise: 45_000, collectionFeePaise: 9_900, totalPaise: 54_900 });
    const other = await shopper(t.api, t.db);
    const stranger = await addPatient(other, { name: 'Someone Else', age: 40, gender: 'male', relation: 'sibling' });
    await expectCode(
      t.api,
      {
        method: 'POST',
        url: '/api/diagnostics/cart/add',
        payload: { item: FULL_BODY, patientIds: [stranger.id] },
        headers: { cookie: me.cookie },
      },
      404,
      'PATIENT_NOT_FOUND',
    );
    await expectCode(
      t.api,
      {
        method: 'POST',
        url: '/api/diagnostics/cart/add',
        payload: { item: { type: 'test', id: 'LB999' } },
        headers: { cookie: me.cookie },
      },
      404,
      'LAB_ITEM_NOT_FOUND',
    );
    await expectCode(
      t.api,
      { method: 'POST', url: '/api/diagnostics/cart/add', payload: { item: { type: 'x', id: 'LB001' } }, headers: { cookie: me.cookie } },
      400,
      'VALIDATION_FAILED',
    );
    await expectCode(t.api, '/api/diagnostics/cart', 401, 'UNAUTHENTICATED');
    // A family member of another account cannot be edited either.
    await expectCode(
      t.api,
      {
        method: 'PUT',
        url: `/api/patients/updatePatient/${stranger.id}`,
        payload: { name: 'Mine Now', age: 40, gender: 'male', relation: 'sibling' },
        headers: { cookie: me.cookie },
      },
      404,
      'PATIENT_NOT_FOUND',
    );
    expect((await cartOf(me)).lines).toHaveLength(1);
  });

  it('validates a family member with clear messages and keeps one self', async () => {
    const me = await shopper(t.api, t.db);
    const bad = async (body: object, field: string) => {
      const res = await post(t.api, '/api/patients/addPatient', body, me.cookie);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(field === 'relation' && !('nope' in body) ? 422 : 400);
      expect(res.body.error.field).toBe(field);
      return res.body.error.message as string;
    };
    expect(await bad({ name: 'A', age: 30, gender: 'male', relation: 'child' }, 'name')).toBe('Enter the patient’s full name.');
    expect(await bad({ name: 'Ravi Rao', age: 130, gender: 'male', relation: 'child' }, 'age')).toBe('Enter an age from 0 to 120.');
    expect(await bad({ name: 'Ravi <b>', age: 30, gender: 'male', relation: 'child' }, 'name')).toBe('Use letters only in the name.');
    expect(await bad({ name: 'Ravi Rao', age: 30, gender: 'x', relation: 'child' }, 'gender')).toBe('Choose a gender.');
    expect(await bad({ name: 'Ravi Rao', age: 30, gender: 'male', relation: 'self' }, 'relation')).toMatch(/already on the list as 'Self'/);
  });
});

describe('booking a slot', () => {
  it('shows 7 days of 30-minute slots from 06:00 to 14:00, morning only for fasting carts', async () => {
    const { me } = await readyShopper();
    dataOf(await add(me, { type: 'test', id: 'LB125' })); // lipid profile: fasting
    const days = dataOf<LabSlotDays>(await get(t.api, '/api/diagnostics/slots?pincode=400001', me.cookie));
    expect(days.days).toHaveLength(7);
    expect(days.days[1]!.slots).toHaveLength(16);
    expect(days.days[1]!.slots[0]!.label).toBe('06:00 – 06:30');
    expect(days.fastingHours).toBeGreaterThan(0);
    expect(days.days[1]!.slots.filter((s) => s.bookable).map((s) => s.label.slice(0, 5))).toEqual([
      '06:00',
      '06:30',
      '07:00',
      '07:30',
      '08:00',
      '08:30',
      '09:00',
      '09:30',
    ]);
    expect(days.days[1]!.slots[8]!.reason).toMatch(/morning/);
  });

  it('refuses a past, off-grid, non-morning or unserved slot, an incomplete patient, and an empty cart, writing nothing', async () => {
    const { me, addressId } = await readyShopper();
    const before = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const refuse = async (body: object, status: number, code: string) => {
      const res = await place(me, { addressId, paymentId: -1, slotStartsAt: tomorrow(2), ...body });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(status);
      expect(res.body.error.code).toBe(code);
      return res.body.error;
    };
    expect((await refuse({ slotStartsAt: new Date(Date.now() - 3_600_000).toISOString() }, 422, 'SLOT_UNAVAILABLE')).message).toBeTruthy();
    await refuse({ slotStartsAt: new Date(Date.parse(tomorrow(2)) + 5 * MINUTE).toISOString() }, 422, 'SLOT_UNAVAILABLE');
    await refuse(
      {
        slotStartsAt: labSlotGrid(new Date())[6]!
          .starts[0]!.toISOString()
          .replace(/^(\d{4})-(\d{2})-(\d{2})/, (d) => new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10)),
      },
      422,
      'SLOT_UNAVAILABLE',
    );
    const jaipur = String(await addAddress(t.api, me.cookie, { pincode: 302001 }));
    expect((await refuse({ addressId: jaipur }, 422, 'PINCODE_NOT_SERVICEABLE')).message).toMatch(
      /not available at 302001 yet. We collect in .*Mumbai/,
    );
    await refuse({ addressId: '999999' }, 404, 'ADDRESS_NOT_FOUND');
    const mother = await addPatient(me, { name: 'Lata Rao', age: 60, gender: 'female', relation: 'parent' });
    await t.db.updateTable('patients').set({ age: null }).where('id', '=', mother.id).execute();
    dataOf(await add(me, FULL_BODY, [mother.id]));
    expect((await refuse({}, 422, 'PATIENT_INCOMPLETE')).field).toBe(`patients.${mother.id}`);
    await t.db.deleteFrom('lab_cart_items').execute();
    await refuse({}, 422, 'LAB_CART_EMPTY');
    const after = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await t.db.selectFrom('lab_bookings').selectAll().where('user_id', '=', me.userId).execute()).toEqual([]);
  });

  it('books at collection (pay at collection) at once, empties the booked lines and counts the booking', async () => {
    const { me, addressId } = await readyShopper();
    expect(dataOf(await get(t.api, '/api/auth/fetchDiagnosticsOrdersCount', me.cookie))).toEqual({ count: 0 });
    const placed = dataOf<LabPlacedOrder>(await place(me, { addressId, paymentId: -1, slotStartsAt: tomorrow(1) }));
    expect(placed).toMatchObject({ status: 'BOOKED', paymentAllowed: false, amountPaise: 54_900 });
    expect((await cartOf(me)).lines).toEqual([]);
    const booking = await bookingOf(me, placed.orderId);
    expect(booking).toMatchObject({
      status: 'BOOKED',
      canCancel: true,
      canReschedule: true,
      payment: { method: 'Pay at collection', paid: false },
    });
    expect(booking.lines[0]!.patient).toMatchObject({ name: 'Asha Rao', age: 34, gender: 'female' });
    expect(dataOf(await get(t.api, '/api/auth/fetchDiagnosticsOrdersCount', me.cookie))).toEqual({ count: 1 });
    expect(dataOf(await get(t.api, '/api/profile/fetchProfileInfo', me.cookie))).toMatchObject({
      hasPlacedOrder: true,
      hasDeliveredOrder: false,
    });
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', placed.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ order_type: 1, status: 'PLACED', amount_paise: 54_900, delivery_charges_paise: 9_900 });
    // The medicine orders list never shows it, nor its medicine order page; packing it is refused.
    const list = dataOf<{ orders: { orderId: number }[] }>(await get(t.api, '/api/order/fetchOrders', me.cookie));
    expect(list.orders.map((o) => o.orderId)).not.toContain(placed.orderId);
    await expectCode(
      t.api,
      { method: 'GET', url: `/api/order/fetchOrder/1/${placed.orderId}`, headers: { cookie: me.cookie } },
      404,
      'ORDER_NOT_FOUND',
    );
    const res = await call(t.api, {
      method: 'POST',
      url: `/api/ops/orders/${placed.orderId}/events`,
      payload: { event: 'PACK' },
      headers: { authorization: `Bearer ${OPS}` },
    });
    expect(res.statusCode).toBe(409);
    // Cancelled by the lab, through its own call: the booking and its order close, the slot is free again.
    const cancelled = await ops(placed.orderId, { event: 'CANCEL' });
    expect(cancelled.body.data, JSON.stringify(cancelled.body)).toEqual({ orderId: placed.orderId, status: 'CANCELLED' });
    expect(await orderStatus(t.db, placed.orderId)).toBe('CANCELLED');
    expect((await bookingOf(me, placed.orderId)).status).toBe('CANCELLED');
  });

  it('pays online through the gateway: the slot is held while paying, and the booking confirmed by the charge', async () => {
    const { me, addressId } = await readyShopper();
    const placed = dataOf<LabPlacedOrder>(await place(me, { addressId, paymentId: 4, slotStartsAt: tomorrow(3) }, 'lab-key-1'));
    expect(placed).toMatchObject({ status: 'PAYMENT_PENDING', paymentAllowed: true });
    // The same key answers the same booking: a double tap books once.
    expect(dataOf<LabPlacedOrder>(await place(me, { addressId, paymentId: 4, slotStartsAt: tomorrow(3) }, 'lab-key-1')).orderId).toBe(
      placed.orderId,
    );
    expect((await cartOf(me)).lines).toHaveLength(1); // kept until paid
    const inv = await invoked(t.api, me.cookie, placed.orderId, 4);
    const back = await pay(t.api, inv, UPI('success@upi'));
    const status = await statusOf(t.api, me.cookie, inv.paymentSecret, back!);
    expect(status).toMatchObject({ status: 1, orderUrl: `/account/orders/diagnostics/${placed.orderId}` });
    expect((await bookingOf(me, placed.orderId)).status).toBe('BOOKED');
    expect((await cartOf(me)).lines).toEqual([]);
    expect(await orderStatus(t.db, placed.orderId)).toBe('PLACED');
  });

  it('keeps the slot through a failed payment for the payment window, then releases it (manual clock)', async () => {
    const { me, addressId } = await readyShopper();
    const placed = dataOf<LabPlacedOrder>(await place(me, { addressId, paymentId: 4, slotStartsAt: tomorrow(4) }));
    const inv = await invoked(t.api, me.cookie, placed.orderId, 4);
    const back = await pay(t.api, inv, UPI('failure@upi'));
    const status = await statusOf(t.api, me.cookie, inv.paymentSecret, back!);
    expect(status).toMatchObject({ status: 0, retryUrl: '/diag-pwa/cart' });
    expect((await bookingOf(me, placed.orderId)).status).toBe('PAYMENT_PENDING');
    const left = async () =>
      dataOf<LabSlotDays>(await get(t.api, '/api/diagnostics/slots?pincode=400001', me.cookie)).days[1]!.slots[4]!.left;
    const held = await left();
    const release = storeJobs({ db: t.db, now: () => new Date(Date.now() + 31 * MINUTE) }).find((j) => j.name === 'stock-release')!;
    await release.run();
    expect((await bookingOf(me, placed.orderId)).status).toBe('RELEASED');
    expect(await left()).toBe(held + 1);
    expect((await cartOf(me)).lines).toHaveLength(1); // nothing lost: book again
  });

  it('releases the slot of a booking abandoned before any payment attempt once its 30 minutes pass (manual clock)', async () => {
    const { me, addressId } = await readyShopper();
    const placed = dataOf<LabPlacedOrder>(await place(me, { addressId, paymentId: 4, slotStartsAt: tomorrow(12) }));
    const release = (minutes: number) =>
      storeJobs({ db: t.db, now: () => new Date(Date.now() + minutes * MINUTE) })
        .find((j) => j.name === 'stock-release')!
        .run();
    await release(29);
    expect((await bookingOf(me, placed.orderId)).status).toBe('PAYMENT_PENDING');
    await release(31);
    expect((await bookingOf(me, placed.orderId)).status).toBe('RELEASED');
    expect(await orderStatus(t.db, placed.orderId)).toBe('PAYMENT_FAILED');
  });

  it('a new booking of the lab cart replaces one still waiting for payment', async () => {
    const { me, addressId } = await readyShopper();
    const first = dataOf<LabPlacedOrder>(await place(me, { addressId, paymentId: 4, slotStartsAt: tomorrow(5) }));
    const second = dataOf<LabPlacedOrder>(await place(me, { addressId, paymentId: -1, slotStartsAt: tomorrow(5) }));
    expect((await bookingOf(me, first.orderId)).status).toBe('RELEASED');
    expect((await bookingOf(me, second.orderId)).status).toBe('BOOKED');
    // Another booking while this one is live: an account may hold several.
    dataOf(await add(me, FULL_BODY));
    const third = dataOf<LabPlacedOrder>(await place(me, { addressId, paymentId: -1, slotStartsAt: tomorrow(6) }));
    expect((await bookingOf(me, third.orderId)).status).toBe('BOOKED');
    expect((await bookingOf(me, second.orderId)).status).toBe('BOOKED');
  });
});

describe('after booking', () => {
  it('moves through the lab’s steps, notifies each, and gives the report to its owner only', async () => {
    const { me, addressId } = await readyShopper();
    const { orderId } = dataOf<LabPlacedOrder>(await place(me, { addressId, paymentId: -1, slotStartsAt: tomorrow(6) }));
    expect((await ops(orderId, { event: 'COLLECT' })).statusCode).toBe(409); // not before a phlebotomist is assigned
    expect((await ops(orderId, { event: 'ASSIGN' })).statusCode).toBe(400);
    expect((await ops(orderId, { event: 'ASSIGN', phlebotomist: 'Sunil Kumar' })).body.data.status).toBe('PHLEBOTOMIST_ASSIGNED');
    expect((await bookingOf(me, orderId)).phlebotomist).toBe('Sunil Kumar');
    expect((await attach(orderId, PDF)).statusCode).toBe(409); // no report before the lab has the sample
    expect((await ops(orderId, { event: 'COLLECT' })).body.data.status).toBe('SAMPLE_COLLECTED');
    // Collected: the shopper can no longer cancel or reschedule.
    await expectCode(
      t.api,
      { method: 'POST', url: `/api/diagnostics/orders/${orderId}/cancel`, payload: {}, headers: { cookie: me.cookie } },
      409,
      'BOOKING_NOT_CHANGEABLE',
    );
    expect((await ops(orderId, { event: 'RECEIVE' })).body.data.status).toBe('AT_LAB');
    const notPdf = await attach(orderId, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.body.error.code).toBe('REPORT_INVALID');
    const polyglot = await attach(orderId, Buffer.concat([PDF, Buffer.from('<script>alert(1)</script>')]));
    expect(polyglot.statusCode).toBe(422);
    const attached = await attach(orderId, PDF);
    expect(attached.statusCode, JSON.stringify(attached.body)).toBe(200);
    const booking = await bookingOf(me, orderId);
    expect(booking.status).toBe('REPORT_READY');
    expect(booking.timeline.map((s) => s.status)).toEqual([
      'PAYMENT_PENDING',
      'BOOKED',
      'PHLEBOTOMIST_ASSIGNED',
      'SAMPLE_COLLECTED',
      'AT_LAB',
      'REPORT_READY',
    ]);
    const report = await t.api.inject({ method: 'GET', url: booking.reportUrl!, headers: { cookie: me.cookie } });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.rawPayload.equals(PDF)).toBe(true);
    const records = dataOf<LabMedicalRecords>(await get(t.api, '/api/diagnostics/medicalRecords', me.cookie));
    expect(records.reports.map((r) => r.orderId)).toEqual([orderId]);
    const titles = (await t.db.selectFrom('notifications').select('title').where('order_id', '=', orderId).orderBy('id').execute()).map(
      (n) => n.title,
    );
    expect(titles).toEqual([
      `Lab test booking #${orderId} is confirmed`,
      `Booking #${orderId}: phlebotomist assigned`,
      `Booking #${orderId}: sample collected`,
      `Booking #${orderId}: sample at the lab`,
      `Booking #${orderId}: your report is ready`,
    ]);

    // Another account: the booking, its report and the records are as absent as a missing one.
    const other = await shopper(t.api, t.db);
    await expectCode(
      t.api,
      { method: 'GET', url: `/api/diagnostics/orders/${orderId}`, headers: { cookie: other.cookie } },
      404,
      'BOOKING_NOT_FOUND',
    );
    const theirs = await t.api.inject({ method: 'GET', url: booking.reportUrl!, headers: { cookie: other.cookie } });
    expect(theirs.statusCode).toBe(404);
    expect(dataOf<LabMedicalRecords>(await get(t.api, '/api/diagnostics/medicalRecords', other.cookie)).reports).toEqual([]);
    expect(
      (await call(t.api, { method: 'POST', url: `/api/ops/diagnostics/bookings/${orderId}/events`, payload: { event: 'RECEIVE' } }))
        .statusCode,
    ).toBe(401);
  });

  it('reschedules until collection and cancels a paid booking, refunding it to the source', async () => {
    const { me, addressId } = await readyShopper();
    const placed = dataOf<LabPlacedOrder>(await place(me, { addressId, paymentId: 4, slotStartsAt: tomorrow(7) }));
    const inv = await invoked(t.api, me.cookie, placed.orderId, 4);
    await statusOf(t.api, me.cookie, inv.paymentSecret, (await pay(t.api, inv, UPI('success@upi')))!);
    const moved = dataOf<LabBookingDetails>(
      await post(t.api, `/api/diagnostics/orders/${placed.orderId}/reschedule`, { slotStartsAt: tomorrow(10) }, me.cookie),
    );
    expect(moved.slotStartsAt).toBe(tomorrow(10));
    const cancelled = dataOf<LabBookingDetails>(await post(t.api, `/api/diagnostics/orders/${placed.orderId}/cancel`, {}, me.cookie));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', canCancel: false });
    expect(await orderStatus(t.db, placed.orderId)).toBe('CANCELLED');
    // The reconciler refunds a charge whose order was cancelled (decision 018).
    await t.payments.reconcilePendingPayments();
    const gateway = await gatewayOrder(t, inv.pg_order_id);
    expect(gateway.refunds?.length ?? gateway.amount_refunded).toBeTruthy();
    await expectCode(
      t.api,
      {
        method: 'POST',
        url: `/api/diagnostics/orders/${placed.orderId}/reschedule`,
        payload: { slotStartsAt: tomorrow(11) },
        headers: { cookie: me.cookie },
      },
      409,
      'BOOKING_NOT_CHANGEABLE',
    );
  });

  it('keeps an account with a booking in progress, then exports and erases its bookings and reports', async () => {
    const { me, addressId } = await readyShopper();
    const { orderId } = dataOf<LabPlacedOrder>(await place(me, { addressId, paymentId: -1, slotStartsAt: tomorrow(9) }));
    const mobile = (await t.db.selectFrom('users').select('mobile_number').where('id', '=', me.userId).executeTakeFirstOrThrow())
      .mobile_number;
    const erase = () => post(t.api, '/api/privacy/eraseAccount', { confirmMobileNumber: mobile }, me.cookie);
    const refused = await erase();
    expect(refused.statusCode).toBe(409);
    expect(refused.body.error.message).toContain(`#${orderId}`);
    for (const event of [{ event: 'ASSIGN', phlebotomist: 'Sunil Kumar' }, { event: 'COLLECT' }, { event: 'RECEIVE' }])
      dataOf(await ops(orderId, event));
    dataOf(await attach(orderId, PDF));
    const exported = dataOf<{ labBookings: { orderId: number; items: { patientName: string }[]; reportUrl: string | null }[] }>(
      await get(t.api, '/api/privacy/exportMyData', me.cookie),
    );
    expect(exported.labBookings).toEqual([
      expect.objectContaining({
        orderId,
        items: [expect.objectContaining({ patientName: 'Asha Rao' })],
        reportUrl: `/api/diagnostics/orders/${orderId}/report`,
      }),
    ]);
    const key = (await t.db.selectFrom('lab_bookings').select('report_key').where('order_id', '=', orderId).executeTakeFirstOrThrow())
      .report_key!;
    const erased = await erase();
    expect(erased.statusCode, JSON.stringify(erased.body)).toBe(200);
    const after = await t.db
      .selectFrom('lab_booking_items')
      .select(['patient_name', 'patient_age'])
      .where('order_id', '=', orderId)
      .execute();
    expect(after).toEqual([{ patient_name: 'Erased', patient_age: null }]);
    expect(await t.db.selectFrom('lab_bookings').select('report_key').where('order_id', '=', orderId).executeTakeFirstOrThrow()).toEqual({
      report_key: null,
    });
    expect(await t.db.selectFrom('prescription_file_removals').select('file_key').where('file_key', '=', key).execute()).toEqual([]);
  });
});
