import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ePrescription, myDataExport, room, roomEvents } from '@dawa/contracts';
import { doctorAccounts } from '../src/modules/consultations/doctor-accounts.ts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { addAddress, addToCart, placeOrder, uploadPrescription } from './support/checkout.ts';
import { call } from './support/http.ts';
import { testIp } from './support/auth.ts';
import { dataOf, deliverWebhooks, get, invoked, pay, post, shopper, UPI, type Shopper } from './support/payments.ts';
import { addPatient, book, booked, freeSlots, ON_CALL } from './support/consultations.ts';
import { png } from './support/prescription-files.ts';

const DOCTOR = { email: `${ON_CALL}@doctors.demo.dawa.in`, password: 'room-test-doctor-password' };
const OTHER_DOCTOR = { email: 'ananya-rao@doctors.demo.dawa.in', password: 'room-test-other-password' };
let t: TestApp;
let doctorCookie: string;
let patient: Shopper;
let orderId: number;

const doctorCookieOf = (res: { headers: Record<string, unknown> }) => {
  const header = res.headers['set-cookie'];
  return ([header].flat() as string[]).map((c) => String(c).split(';')[0]!).find((c) => c.startsWith('dawa_doctor='));
};
async function signIn(account: { email: string; password: string }) {
  const res = await post(t.api, '/api/doctor/login', account, undefined, { 'x-forwarded-for': testIp() });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return doctorCookieOf(res)!;
}
const asDoctor = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = doctorCookie) =>
  call(t.api, { method, url, payload, headers: { cookie } });
const productNamed = (name: string) =>
  t.db.selectFrom('products').where('name', '=', name).select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  const accounts = doctorAccounts(t.db, () => new Date());
  expect((await accounts.setPassword(DOCTOR.email, DOCTOR.password)).ok).toBe(true);
  expect((await accounts.setPassword(OTHER_DOCTOR.email, OTHER_DOCTOR.password)).ok).toBe(true);
  doctorCookie = await signIn(DOCTOR);
  patient = await shopper(t.api, t.db);
  const placed = await booked(t.api, patient, { patientId: await addPatient(t.api, patient), slotType: 'Instant', callMode: 2 });
  orderId = placed.orderId;
  const inv = await invoked(t.api, patient.cookie, orderId);
  await pay(t.api, inv, UPI('success@upi'));
  await deliverWebhooks(t);
});
afterAll(async () => {
  await t?.close();
});

describe("the doctor's console", () => {
  it('signs a doctor in on their own cookie, never a shopper, and refuses a wrong password', async () => {
    const wrong = await post(t.api, '/api/doctor/login', { ...DOCTOR, password: 'not-the-password' }, undefined, {
      'x-forwarded-for': testIp(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body.error.code).toBe('DOCTOR_LOGIN_FAILED');
    const me = dataOf(await asDoctor('GET', '/api/doctor/me'));
    expect(me).toMatchObject({ email: DOCTOR.email, demo: true });
    expect(me.registrationNumber).toMatch(/^DEMO-/);
    expect((await get(t.api, '/api/doctor/me', patient.cookie)).statusCode).toBe(401);
    // A data file's doctor has no password until an operator sets one.
    const unset = await post(
      t.api,
      '/api/doctor/login',
      { email: 'farah-siddiqui@doctors.demo.dawa.in', password: 'anything-at-all' },
      undefined,
      {
        'x-forwarded-for': testIp(),
      },
    );
    expect(unset.statusCode).toBe(401);
  });

  it("lists today's consultations in the queue, and starts the one whose time has come", async () => {
    const queue = dataOf(await asDoctor('GET', '/api/doctor/queue'));
    const mine = queue.consultations.find((c: { orderId: number }) => c.orderId === orderId);
    expect(mine).toMatchObject({ state: 'SCHEDULED', status: 'SCHEDULED', slotType: 'Instant' });
    expect(queue.availability.length).toBeGreaterThan(0);
    const started = dataOf(await asDoctor('POST', `/api/doctor/consultations/${orderId}/start`, {}));
    expect(started).toMatchObject({ state: 'IN_PROGRESS', status: 'ON GOING' });
    expect(started.actions).toContain('VIDEO');
    const notes = await t.db.selectFrom('notifications').where('user_id', '=', patient.userId).select('title').execute();
    expect(notes.map((n) => n.title)).toContain(`Your doctor has joined consultation #${orderId}`);
  });
});

describe('the room', () => {
  it('relays signals to the other side only, and keeps the chat and shared files in the record', async () => {
    const asPatient = room.parse(dataOf(await get(t.api, `/api/consultations/${orderId}/room`, patient.cookie)));
    expect(asPatient).toMatchObject({ side: 'patient', open: true });
    const asDoc = room.parse(dataOf(await asDoctor('GET', `/api/consultations/${orderId}/room`)));
    expect(asDoc.side).toBe('doctor');

    const offer = { type: 'offer', sdp: 'v=0 fake' };
    dataOf(await asDoctor('POST', `/api/consultations/${orderId}/room/signal`, { kind: 'offer', payload: offer }));
    const patientEvents = roomEvents.parse(
      dataOf(
        await get(t.api, `/api/consultations/${orderId}/room/events?afterMessage=0&afterSignal=${asPatient.signalCursor}`, patient.cookie),
      ),
    );
    expect(patientEvents.signals).toEqual([expect.objectContaining({ sender: 'doctor', kind: 'offer', payload: offer })]);
    const doctorEvents = roomEvents.parse(
      dataOf(await asDoctor('GET', `/api/consultations/${orderId}/room/events?afterMessage=0&afterSignal=0`)),
    );
    expect(doctorEvents.signals).toEqual([]); // its own signal is not echoed back

    // A long poll answers as soon as the other side writes.
    const waiting = asDoctor(
      'GET',
      `/api/consultations/${orderId}/room/events?afterMessage=${doctorEvents.messages.at(-1)?.id ?? 0}&afterSignal=0&wait=20`,
    );
    const said = dataOf(
      await post(
        t.api,
        `/api/consultations/${orderId}/room/messages`,
        { text: 'Hello doctor, the fever started on Monday.' },
        patient.cookie,
      ),
    );
    const woke = roomEvents.parse(dataOf(await waiting));
    expect(woke.messages.map((m) => m.id)).toContain(said.id);

    const shared = await call(t.api, {
      method: 'POST',
      url: `/api/consultations/${orderId}/room/files`,
      payload: png(),
      headers: { cookie: patient.cookie, 'content-type': 'image/png', 'x-file-name': encodeURIComponent('rash photo.png') },
    });
    expect(shared.statusCode, JSON.stringify(shared.body)).toBe(200);
    const file = shared.body.data;
    expect(file).toMatchObject({ kind: 'file', sender: 'patient', file: { name: 'rash photo.png', contentType: 'image/png' } });
    const download = await t.api.inject({ method: 'GET', url: file.file.url, headers: { cookie: doctorCookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');

    const fake = await call(t.api, {
      method: 'POST',
      url: `/api/consultations/${orderId}/room/files`,
      payload: Buffer.from('<html><script>alert(1)</script></html>'),
      headers: { cookie: patient.cookie, 'content-type': 'image/png' },
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.body.error.code).toBe('FILE_REJECTED');
  });

  it('is closed to everyone else: another shopper and another doctor get 404, and every doctor access is logged', async () => {
    const stranger = await shopper(t.api, t.db);
    for (const url of [`/api/consultations/${orderId}/room`, `/api/consultations/${orderId}/room/events?afterMessage=0&afterSignal=0`]) {
      expect((await get(t.api, url, stranger.cookie)).statusCode).toBe(404);
    }
    expect((await post(t.api, `/api/consultations/${orderId}/room/messages`, { text: 'hi' }, stranger.cookie)).statusCode).toBe(404);
    const other = await signIn(OTHER_DOCTOR);
    expect((await asDoctor('GET', `/api/consultations/${orderId}/room`, undefined, other)).statusCode).toBe(404);
    expect((await asDoctor('GET', `/api/doctor/consultations/${orderId}/prescription`, undefined, other)).statusCode).toBe(404);
    const log = await t.db.selectFrom('consultation_access_log').where('order_id', '=', orderId).select(['action', 'doctor_id']).execute();
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(['start', 'open room', 'read room', 'signal', 'read file']));
    expect(new Set(log.map((l) => l.doctor_id)).size).toBe(1);
  });
});

describe('the e-prescription', () => {
  it('allows what the guidelines allow for this consultation, and refuses the rest with the reason', async () => {
    const search = dataOf(await asDoctor('GET', `/api/doctor/consultations/${orderId}/prescribable?q=dolo 650`));
    expect(search.items[0]).toMatchObject({ name: 'Dolo 650 Tablet', list: 'O', refusal: null });
    const telma = dataOf(await asDoctor('GET', `/api/doctor/consultations/${orderId}/prescribable?q=telma 40`)).items.find(
      (i: { name: string }) => i.name === 'Telma 40 Tablet',
    );
    expect(telma).toMatchObject({ list: 'A', refusal: null }); // List A on a first consultation by video

    const augmentin = await productNamed('Augmentin 625 Duo Tablet');
    const refused = await asDoctor('PUT', `/api/doctor/consultations/${orderId}/prescription`, {
      diagnosis: 'Acute tonsillitis',
      advice: '',
      lines: [{ productId: augmentin.id, dose: '1 tablet', frequency: 'twice a day', durationDays: 5 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'NOT_PRESCRIBABLE',
      message:
        'Augmentin 625 Duo Tablet is on List B of the Telemedicine Practice Guidelines: it can be prescribed only in a follow-up consultation.',
    });
    const controlled = await t.db
      .selectFrom('products')
      .where('drug_schedule', 'in', ['X', 'NDPS'])
      .select(['id', 'name'])
      .executeTakeFirstOrThrow();
    const prohibited = await asDoctor('PUT', `/api/doctor/consultations/${orderId}/prescription`, {
      diagnosis: 'x',
      advice: '',
      lines: [{ productId: controlled.id, dose: '1', frequency: 'once', durationDays: 1 }],
    });
    expect(prohibited.statusCode).toBe(409);
    expect(prohibited.body.error.message).toContain('cannot be prescribed in a teleconsultation');

    // The same List A medicine on a first consultation by audio is refused: the rule reads the call mode.
    await t.db.updateTable('consultations').set({ call_mode: 1 }).where('order_id', '=', orderId).execute();
    const byAudio = dataOf(await asDoctor('GET', `/api/doctor/consultations/${orderId}/prescribable?q=telma 40`)).items.find(
      (i: { name: string }) => i.name === 'Telma 40 Tablet',
    );
    expect(byAudio.refusal).toBe(
      'Telma 40 Tablet is on List A of the Telemedicine Practice Guidelines: on a first consultation it can be prescribed only over video.',
    );
    await t.db.updateTable('consultations').set({ call_mode: 2 }).where('order_id', '=', orderId).execute();
  });

  it('is signed once, with its PDF, and cannot change afterwards — not even in the database', async () => {
    const dolo = await productNamed('Dolo 650 Tablet');
    const telma = await productNamed('Telma 40 Tablet');
    const draft = ePrescription.parse(
      dataOf(
        await asDoctor('PUT', `/api/doctor/consultations/${orderId}/prescription`, {
          diagnosis: 'Viral fever; blood pressure above target',
          advice: 'Rest, fluids. Review in 5 days.',
          lines: [
            { productId: dolo.id, dose: '1 tablet', frequency: 'every 6 hours if fever', durationDays: 3, instructions: 'After food' },
            { productId: telma.id, dose: '1 tablet', frequency: 'once a day', durationDays: 30 },
          ],
        }),
      ),
    );
    expect(draft).toMatchObject({ status: 'DRAFT', signedAt: null, pdfUrl: null });
    // The patient does not see a draft.
    expect((await get(t.api, `/api/consultations/${orderId}/prescription`, patient.cookie)).statusCode).toBe(404);

    const signed = ePrescription.parse(dataOf(await asDoctor('POST', `/api/doctor/consultations/${orderId}/prescription/sign`, {})));
    expect(signed).toMatchObject({ status: 'SIGNED', doctor: { demo: true }, patient: { name: 'Asha Rao', age: 34 } });
    expect(signed.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.lines.map((l) => l.name)).toEqual(['Dolo 650 Tablet', 'Telma 40 Tablet']);

    const again = await asDoctor('PUT', `/api/doctor/consultations/${orderId}/prescription`, {
      diagnosis: 'changed',
      advice: '',
      lines: [],
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.error.code).toBe('PRESCRIPTION_SIGNED');
    await expect(sql`UPDATE e_prescriptions SET diagnosis = 'changed' WHERE order_id = ${orderId}`.execute(t.db)).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(sql`DELETE FROM e_prescription_items WHERE order_id = ${orderId}`.execute(t.db)).rejects.toThrow(/cannot be changed/);

    const pdf = await t.api.inject({ method: 'GET', url: signed.pdfUrl!, headers: { cookie: patient.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await call(t.api, { method: 'GET', url: signed.pdfUrl!, headers: { cookie: (await shopper(t.api, t.db)).cookie } })).statusCode,
    ).toBe(404);
  });

  it('completes the consultation; the doctor reads it no more, the patient adds the medicines to the cart and orders them with it', async () => {
    dataOf(await asDoctor('POST', `/api/doctor/consultations/${orderId}/complete`, {}));
    expect((await asDoctor('GET', `/api/consultations/${orderId}/room`)).statusCode).toBe(404);
    const view = dataOf(await get(t.api, `/api/consultations/${orderId}`, patient.cookie));
    expect(view).toMatchObject({ state: 'COMPLETED', status: 'COMPLETED', hasPrescription: true });
    expect(view.actions).toEqual(expect.arrayContaining(['DETAILS', 'PRESCRIPTION', 'FOLLOW-UP']));

    const added = dataOf(await post(t.api, `/api/consultations/${orderId}/prescription/addToCart`, {}, patient.cookie));
    expect(added.added.map((a: { name: string }) => a.name)).toEqual(['Dolo 650 Tablet', 'Telma 40 Tablet']);
    const twice = dataOf(await post(t.api, `/api/consultations/${orderId}/prescription/addToCart`, {}, patient.cookie));
    expect(twice.added).toEqual([]);

    const addressId = await addAddress(t.api, patient.cookie);
    // The e-prescription alone covers the medicines it names: the order is placed with it, for the pharmacist's check.
    const covered = await placeOrder(t.api, patient.cookie, {
      addressId: String(addressId),
      paymentId: -1,
      pastRxIds: [added.prescriptionId],
    });
    expect(covered.statusCode, JSON.stringify(covered.body)).toBe(200);
    const attached = await t.db
      .selectFrom('order_prescriptions')
      .where('order_id', '=', covered.body.data.orderId)
      .select('prescription_id')
      .execute();
    expect(attached.map((a) => a.prescription_id)).toEqual([added.prescriptionId]);

    // A medicine the prescription does not name is not covered by it.
    const [telma, augmentin] = [await productNamed('Telma 40 Tablet'), await productNamed('Augmentin 625 Duo Tablet')];
    await addToCart(t.api, patient.cookie, telma.id);
    await addToCart(t.api, patient.cookie, augmentin.id);
    const uncovered = await placeOrder(t.api, patient.cookie, {
      addressId: String(addressId),
      paymentId: -1,
      pastRxIds: [added.prescriptionId],
    });
    expect(uncovered.statusCode, JSON.stringify(uncovered.body)).toBe(422);
    expect(uncovered.body.error.code).toBe('RX_NOT_COVERED');
    expect(uncovered.body.error.message).toContain('Augmentin 625 Duo Tablet');
    // With an uploaded prescription beside it, the pharmacist checks the rest.
    const upload = await uploadPrescription(t.api, patient.cookie);
    const withUpload = await placeOrder(t.api, patient.cookie, {
      addressId: String(addressId),
      paymentId: -1,
      pastRxIds: [added.prescriptionId],
      images: [upload],
    });
    expect(withUpload.statusCode, JSON.stringify(withUpload.body)).toBe(200);
  });
});

describe("checkout's free doctor consultation", () => {
  it('is booked free for the order that waits for it, and its signed prescription is attached to that order', async () => {
    const shopperWithRx = await shopper(t.api, t.db);
    const addressId = await addAddress(t.api, shopperWithRx.cookie);
    await addToCart(t.api, shopperWithRx.cookie, (await productNamed('Telma 40 Tablet')).id);
    const placed = await placeOrder(t.api, shopperWithRx.cookie, {
      addressId: String(addressId),
      paymentId: -1,
      hasOptedForTeleconsult: 1,
    });
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(200);
    const medicineOrderId: number = placed.body.data.orderId;

    const [slot] = await freeSlots(t.api);
    const patientId = await addPatient(t.api, shopperWithRx);
    // Free, for that order only: a fee is refused, and another shopper cannot book for it.
    const stranger = await shopper(t.api, t.db);
    const notTheirs = await book(t.api, stranger, {
      patientId: await addPatient(t.api, stranger),
      slotStartsAt: slot,
      forOrderId: String(medicineOrderId),
      amountPaise: 0,
      paymentId: undefined,
    });
    expect(notTheirs.statusCode).toBe(409);
    expect(notTheirs.body.error.code).toBe('ORDER_NOT_AWAITING_CONSULTATION');
    const consultation = await booked(t.api, shopperWithRx, {
      patientId,
      slotStartsAt: slot,
      forOrderId: String(medicineOrderId),
      amountPaise: 0,
      paymentId: undefined,
      callMode: 2,
    });
    expect(consultation).toMatchObject({ status: 'SCHEDULED', paymentAllowed: false, amountPaise: 0 });

    // Its time brought to now, so the doctor can take it in this test.
    await t.db
      .updateTable('consultations')
      .set({ starts_at: new Date(Date.now() + 60_000) })
      .where('order_id', '=', consultation.orderId)
      .execute();
    const doctor = await signIn(DOCTOR);
    const telma = await productNamed('Telma 40 Tablet');
    dataOf(await asDoctor('POST', `/api/doctor/consultations/${consultation.orderId}/start`, {}, doctor));
    dataOf(
      await asDoctor(
        'PUT',
        `/api/doctor/consultations/${consultation.orderId}/prescription`,
        {
          diagnosis: 'Essential hypertension',
          advice: '',
          lines: [{ productId: telma.id, dose: '1 tablet', frequency: 'once a day', durationDays: 30 }],
        },
        doctor,
      ),
    );
    const signed = dataOf(await asDoctor('POST', `/api/doctor/consultations/${consultation.orderId}/prescription/sign`, {}, doctor));
    const attached = await t.db
      .selectFrom('order_prescriptions')
      .where('order_id', '=', medicineOrderId)
      .select('prescription_id')
      .execute();
    expect(attached.map((a) => a.prescription_id)).toEqual([signed.prescriptionId]);
  });
});

describe('data rights', () => {
  it('downloads the consultation with its chat and prescription; erasure keeps the signed prescription as the medical record', async () => {
    const mine = await t.db.selectFrom('users').where('id', '=', patient.userId).select('mobile_number').executeTakeFirstOrThrow();
    const exported = myDataExport.parse(dataOf(await get(t.api, '/api/privacy/exportMyData', patient.cookie)));
    const record = exported.consultations.find((c) => c.orderId === orderId)!;
    expect(record).toMatchObject({ status: 'COMPLETED', patient: { name: 'Asha Rao' } });
    expect(record.messages.map((m) => m.body)).toContain('Hello doctor, the fever started on Monday.');
    expect(record.prescription).toMatchObject({ diagnosis: 'Viral fever; blood pressure above target' });

    // The order placed with the prescription is still to be delivered: erasure waits for it.
    const busy = await post(t.api, '/api/privacy/eraseAccount', { confirmMobileNumber: mine.mobile_number.slice(-10) }, patient.cookie);
    expect(busy.statusCode).toBe(409);
    await t.db
      .updateTable('orders')
      .set({ status: 'DELIVERED' })
      .where('user_id', '=', patient.userId)
      .where('order_type', '=', 0)
      .execute();
    const erased = await post(t.api, '/api/privacy/eraseAccount', { confirmMobileNumber: mine.mobile_number.slice(-10) }, patient.cookie);
    expect(erased.statusCode, JSON.stringify(erased.body)).toBe(200);
    const kept = await t.db
      .selectFrom('e_prescriptions')
      .where('order_id', '=', orderId)
      .select(['status', 'signed_sha256'])
      .executeTakeFirst();
    expect(kept?.status).toBe('SIGNED');
    expect(await t.db.selectFrom('consultation_signals').where('order_id', '=', orderId).select('id').execute()).toEqual([]);
  });
});
