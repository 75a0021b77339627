import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultHome, consultationView, doctorList, doctorSlots } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { dataOf, deliverWebhooks, get, invoked, pay, post, shopper, UPI, type Shopper } from './support/payments.ts';
import { addPatient, book, booked, bookingBody, freeSlots, GP_FEE_PAISE, ON_CALL } from './support/consultations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const consultation = (orderId: number) => t.db.selectFrom('consultations').where('order_id', '=', orderId).selectAll().executeTakeFirst();

async function payWithUpi(s: Shopper, orderId: number) {
  const inv = await invoked(t.api, s.cookie, orderId);
  await pay(t.api, inv, UPI('success@upi'));
  await deliverWebhooks(t);
}

describe('choosing a doctor', () => {
  it('lists the specialities with their CGHS-anchored fees and the demonstration doctors with their registration', async () => {
    const home = consultHome.parse(dataOf(await get(t.api, '/api/consultations/home')));
    expect(home.demoDoctors).toBe(true);
    expect(home.followUpDays).toBe(7);
    const gp = home.specialities.find((s) => s.id === 'general-physician')!;
    expect(gp).toMatchObject({ consultType: 'GP', feePaise: 35_000, cghsCode: 'CN001', instantAvailable: true });
    expect(home.specialities.find((s) => s.id === 'psychiatry')).toMatchObject({ consultType: 'SP', feePaise: 70_000, cghsCode: 'CN003' });

    const list = doctorList.parse(dataOf(await get(t.api, '/api/consultations/doctors?speciality=general-physician')));
    const onCall = list.doctors.find((d) => d.slug === ON_CALL)!;
    expect(onCall).toMatchObject({ demo: true, availableNow: true });
    expect(onCall.registrationNumber).toMatch(/^DEMO-/);
    expect(onCall.council.length).toBeGreaterThan(2);
    expect(list.doctors.every((d) => d.specialities.some((s) => s.id === 'general-physician'))).toBe(true);

    const slots = doctorSlots.parse(dataOf(await get(t.api, `/api/consultations/doctors/${ON_CALL}/slots`)));
    expect(slots.days).toHaveLength(7);
    expect(slots.instant).not.toBeNull();
    const first = slots.days.flatMap((d) => d.slots)[0]!;
    // Scheduled slots start at least 30 minutes ahead, on the quarter hour.
    expect(new Date(first.startsAt).getTime()).toBeGreaterThanOrEqual(Date.now() + 29 * 60_000);
    expect(new Date(first.startsAt).getUTCMinutes() % 15).toBe(0);

    expect((await get(t.api, '/api/consultations/doctors?speciality=astrology')).statusCode).toBe(404);
    expect((await get(t.api, '/api/consultations/doctors/no-such-doctor/slots')).statusCode).toBe(404);
  });
});

describe('booking and paying', () => {
  it('books a slot, holds it while the fee is paid through the gateway, and schedules the consultation once paid', async () => {
    const s = await shopper(t.api, t.db);
    const patientId = await addPatient(t.api, s);
    const [slot] = await freeSlots(t.api);
    const placed = await booked(t.api, s, { patientId, slotStartsAt: slot });
    expect(placed).toMatchObject({ status: 'PAYMENT_PENDING', paymentAllowed: true, amountPaise: GP_FEE_PAISE, startsAt: slot });
    const order = await t.db.selectFrom('orders').where('id', '=', placed.orderId).selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({ order_type: 5, amount_paise: GP_FEE_PAISE, status: 'PAYMENT_PENDING' });

    // The slot is held: it is no longer offered.
    expect(await freeSlots(t.api)).not.toContain(slot);
    await payWithUpi(s, placed.orderId);
    expect((await consultation(placed.orderId))?.status).toBe('SCHEDULED');

    const view = consultationView.parse(dataOf(await get(t.api, `/api/consultations/${placed.orderId}`, s.cookie)));
    expect(view).toMatchObject({ state: 'SCHEDULED', status: 'UPCOMING', callMode: 2, mayCancel: true, mayReschedule: true });
    expect(view.actions).toEqual(['DETAILS']);
    expect(view.patient).toMatchObject({ name: 'Asha Rao', age: 34, gender: 'female', accompanyingAdult: null });
    const list = dataOf(await get(t.api, '/api/consultations', s.cookie));
    expect(list.consultations.map((c: { orderId: number }) => c.orderId)).toEqual([placed.orderId]);

    // Someone else's consultation is as absent as a missing one.
    const other = await shopper(t.api, t.db);
    expect((await get(t.api, `/api/consultations/${placed.orderId}`, other.cookie)).statusCode).toBe(404);
    expect((await post(t.api, `/api/consultations/${placed.orderId}/cancel`, {}, other.cookie)).statusCode).toBe(404);
  });

  it('refuses a slot already taken, with a clear code, and writes nothing', async () => {
    const [a, b] = [await shopper(t.api, t.db), await shopper(t.api, t.db)];
    const [slot] = await freeSlots(t.api);
    await booked(t.api, a, { patientId: await addPatient(t.api, a), slotStartsAt: slot });
    const before = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const second = await book(t.api, b, { patientId: await addPatient(t.api, b), slotStartsAt: slot });
    expect(second.statusCode).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'SLOT_TAKEN', message: 'Someone has just booked this slot. Choose another slot.' });
    const after = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('books an instant consultation in the current slot of a doctor on duty', async () => {
    const s = await shopper(t.api, t.db);
    const instant = dataOf(await get(t.api, `/api/consultations/doctors/${ON_CALL}/slots`)).instant as string;
    const placed = await booked(t.api, s, { patientId: await addPatient(t.api, s), slotType: 'Instant', callMode: 1 });
    expect(placed.startsAt).toBe(instant);
    expect((await consultation(placed.orderId))?.slot_type).toBe('Instant');
    // The current slot is now taken: a second instant consultation with the same doctor waits for the next one.
    const next = await shopper(t.api, t.db);
    const again = await book(t.api, next, { patientId: await addPatient(t.api, next), slotType: 'Instant' });
    expect(again.statusCode).toBe(409);
    expect(again.body.error.code).toBe('SLOT_NOT_AVAILABLE');
  });

  it('checks the patient as the guidelines ask: age confirmed, a minor only with an adult', async () => {
    const s = await shopper(t.api, t.db);
    const child = await addPatient(t.api, s, { name: 'Ira Rao', age: 7, relation: 'child' });
    const [slot] = await freeSlots(t.api);
    const unconfirmed = await book(t.api, s, { patientId: child, slotStartsAt: slot, ageConfirmed: false });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.body.error.code).toBe('AGE_NOT_CONFIRMED');
    const alone = await book(t.api, s, { patientId: child, slotStartsAt: slot });
    expect(alone.statusCode).toBe(422);
    expect(alone.body.error).toMatchObject({
      code: 'MINOR_NEEDS_ADULT',
      message: 'A patient under 18 is consulted only with an adult present. Add the name of the adult who will join.',
    });
    expect(await t.db.selectFrom('consultations').where('user_id', '=', s.userId).select('order_id').execute()).toHaveLength(0);
    const withParent = await booked(t.api, s, { patientId: child, slotStartsAt: slot, accompanyingAdult: 'Meera Rao' });
    expect((await consultation(withParent.orderId))?.accompanying_adult).toBe('Meera Rao');

    const stranger = await shopper(t.api, t.db);
    const notMine = await book(t.api, stranger, { patientId: child, slotStartsAt: slot });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.body.error.code).toBe('PATIENT_NOT_FOUND');
  });

  it('refuses a fee that is not the current one, a missing payment method and bad input, writing nothing', async () => {
    const s = await shopper(t.api, t.db);
    const patientId = await addPatient(t.api, s);
    const [slot] = await freeSlots(t.api);
    const stale = await book(t.api, s, { patientId, slotStartsAt: slot, amountPaise: 30_000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.error.code).toBe('PRICE_CHANGED');
    const noMethod = await book(t.api, s, { patientId, slotStartsAt: slot, paymentId: undefined });
    expect(noMethod.statusCode).toBe(400);
    const offGrid = await book(t.api, s, { patientId, slotStartsAt: new Date(Date.parse(slot!) + 7 * 60_000).toISOString() });
    expect(offGrid.statusCode).toBe(409);
    expect(offGrid.body.error.code).toBe('SLOT_NOT_AVAILABLE');
    const wrongSpeciality = await book(t.api, s, { patientId, slotStartsAt: slot, specialityId: 'psychiatry', amountPaise: 70_000 });
    expect(wrongSpeciality.statusCode).toBe(404);
    expect(wrongSpeciality.body.error.code).toBe('DOCTOR_NOT_FOUND');
    for (const body of [{ callMode: 3 }, { concern: 'no' }, { slotStartsAt: 'tomorrow' }, { patientId: 'x' }, { extra: 1 }]) {
      const res = await book(t.api, s, { patientId, slotStartsAt: slot, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.db.selectFrom('consultations').where('user_id', '=', s.userId).select('order_id').execute()).toHaveLength(0);
    expect((await post(t.api, '/api/consultations/book', bookingBody({ patientId, slotStartsAt: slot }))).statusCode).toBe(401);
  });

  it('books once for one Idempotency-Key sent twice', async () => {
    const s = await shopper(t.api, t.db);
    const patientId = await addPatient(t.api, s);
    const [slot] = await freeSlots(t.api);
    const first = await book(t.api, s, { patientId, slotStartsAt: slot }, 'consult-key-1');
    const second = await book(t.api, s, { patientId, slotStartsAt: slot }, 'consult-key-1');
    expect(second.body.data.orderId).toBe(first.body.data.orderId);
    expect(await t.db.selectFrom('consultations').where('user_id', '=', s.userId).select('order_id').execute()).toHaveLength(1);
  });
});

describe('changing a booking', () => {
  it('moves a scheduled consultation to another free slot and frees the old one', async () => {
    const s = await shopper(t.api, t.db);
    const [first, , later] = await freeSlots(t.api);
    const placed = await booked(t.api, s, { patientId: await addPatient(t.api, s), slotStartsAt: first });
    await payWithUpi(s, placed.orderId);
    const moved = consultationView.parse(
      dataOf(await post(t.api, `/api/consultations/${placed.orderId}/reschedule`, { slotStartsAt: later }, s.cookie)),
    );
    expect(moved.startsAt).toBe(later);
    const free = await freeSlots(t.api);
    expect(free).toContain(first);
    expect(free).not.toContain(later);
  });

  it('cancels before the cut-off: the slot is free again and a paid fee goes back to its source', async () => {
    const s = await shopper(t.api, t.db);
    // Two hours ahead: before the cut-off.
    const [slot] = await freeSlots(t.api);
    const placed = await booked(t.api, s, { patientId: await addPatient(t.api, s), slotStartsAt: slot });
    await payWithUpi(s, placed.orderId);
    const cancelled = dataOf(await post(t.api, `/api/consultations/${placed.orderId}/cancel`, {}, s.cookie));
    expect(cancelled).toEqual({ orderId: placed.orderId, status: 'CANCELLED', refund: 'source' });
    expect((await consultation(placed.orderId))?.status).toBe('CANCELLED');
    expect(await freeSlots(t.api)).toContain(slot);
    const order = await t.db.selectFrom('orders').where('id', '=', placed.orderId).select('status').executeTakeFirstOrThrow();
    expect(order.status).toBe('CANCELLED');
    // The reconciler refunds the charge to its source.
    await t.payments.reconcilePendingPayments();
    const payment = await t.db.selectFrom('payments').where('order_id', '=', placed.orderId).select('status').executeTakeFirstOrThrow();
    expect(payment.status).toBe('REFUNDED');
    // Nothing changes a cancelled consultation again.
    expect((await post(t.api, `/api/consultations/${placed.orderId}/cancel`, {}, s.cookie)).statusCode).toBe(409);
  });

  it('cancels with the fee back in the Dawa wallet at once, when the patient chooses so', async () => {
    const s = await shopper(t.api, t.db);
    const [slot] = await freeSlots(t.api);
    const placed = await booked(t.api, s, { patientId: await addPatient(t.api, s), slotStartsAt: slot });
    await payWithUpi(s, placed.orderId);
    const bad = await post(t.api, `/api/consultations/${placed.orderId}/cancel`, { refundTo: 'bank' }, s.cookie);
    expect(bad.statusCode).toBe(400);
    const cancelled = dataOf(await post(t.api, `/api/consultations/${placed.orderId}/cancel`, { refundTo: 'wallet' }, s.cookie));
    expect(cancelled).toEqual({ orderId: placed.orderId, status: 'CANCELLED', refund: 'wallet' });
    const payment = await t.db.selectFrom('payments').where('order_id', '=', placed.orderId).select('status').executeTakeFirstOrThrow();
    expect(payment.status).toBe('REFUNDED');
    const wallet = dataOf(await get(t.api, '/api/wallet/fetchWalletDetails', s.cookie));
    expect(wallet.totalPaise).toBe(GP_FEE_PAISE);
  });

  it('refuses a reschedule within the hour before the consultation', async () => {
    const s = await shopper(t.api, t.db);
    const [soon] = await freeSlots(t.api, { fromMinutes: 0 });
    expect(Date.parse(soon!)).toBeLessThan(Date.now() + 60 * 60_000);
    const placed = await booked(t.api, s, { patientId: await addPatient(t.api, s), slotStartsAt: soon });
    await payWithUpi(s, placed.orderId);
    const later = (await freeSlots(t.api)).at(-1)!;
    const res = await post(t.api, `/api/consultations/${placed.orderId}/reschedule`, { slotStartsAt: later }, s.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.body.error.code).toBe('TOO_LATE_TO_CHANGE');
  });
});

describe('data rights', () => {
  it('keeps an account with a consultation still to happen from being erased', async () => {
    const s = await shopper(t.api, t.db);
    const [slot] = await freeSlots(t.api);
    const placed = await booked(t.api, s, { patientId: await addPatient(t.api, s), slotStartsAt: slot });
    const mobile = (await t.db.selectFrom('users').where('id', '=', s.userId).select('mobile_number').executeTakeFirstOrThrow())
      .mobile_number;
    const refused = await post(t.api, '/api/privacy/eraseAccount', { confirmMobileNumber: mobile.slice(-10) }, s.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.error.message).toContain(`#${placed.orderId}`);
  });
});
