/**
 * A doctor's slot raced by many patients at once, on PostgreSQL (real concurrency): one booking, never two. Skipped
 * without TEST_DATABASE_URL (the embedded database runs one transaction at a time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { dataOf, post, shopper } from './support/payments.ts';
import { addPatient, book, freeSlots } from './support/consultations.ts';
import { postgresUrl } from './support/shared-database.ts';

describe.skipIf(!postgresUrl)('a doctor’s slot raced on PostgreSQL (TEST_DATABASE_URL unset: needs a real server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('50 patients booking one slot at once: one booking, 49 told it was taken, nothing half-written', { timeout: 180_000 }, async () => {
    const [slot] = await freeSlots(t.api);
    const patients = [];
    for (let i = 0; i < 50; i++) {
      const me = await shopper(t.api, t.db);
      patients.push({ me, patientId: await addPatient(t.api, me) });
    }
    const answers = await Promise.all(patients.map(({ me, patientId }) => book(t.api, me, { patientId, slotStartsAt: slot })));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'BOOKED' : a.body.error.code));
    expect(codes.filter((c) => c === 'BOOKED')).toHaveLength(1);
    expect(codes.filter((c) => c === 'SLOT_TAKEN')).toHaveLength(49);
    const held = await t.db.selectFrom('consultations').where('starts_at', '=', new Date(slot!)).select('order_id').execute();
    expect(held).toHaveLength(1);
    const orders = await t.db.selectFrom('orders').where('order_type', '=', 5).select('id').execute();
    expect(orders).toHaveLength(1);

    // Cancelled, the slot is free again, and the next patient gets it.
    const winner = patients[codes.indexOf('BOOKED')]!;
    dataOf(await post(t.api, `/api/consultations/${held[0]!.order_id}/cancel`, {}, winner.me.cookie));
    const next = patients[codes.indexOf('SLOT_TAKEN')]!;
    expect((await book(t.api, next.me, { patientId: next.patientId, slotStartsAt: slot })).statusCode).toBe(200);
  });

  it('refuses a second live booking of a doctor’s slot in the database itself, whatever the code does', async () => {
    const [slot] = await freeSlots(t.api);
    const me = await shopper(t.api, t.db);
    const placed = dataOf(await book(t.api, me, { patientId: await addPatient(t.api, me), slotStartsAt: slot }));
    const row = await t.db.selectFrom('consultations').where('order_id', '=', placed.orderId).selectAll().executeTakeFirstOrThrow();
    const order = await t.db
      .insertInto('orders')
      .values({
        user_id: me.userId,
        status: 'PAYMENT_PENDING',
        order_type: 5,
        cart_version: 0,
        address_snapshot: '{}',
        delivery_option: 'standard',
        estimated_delivery_date: '2030-01-01',
        payment_type_id: 4,
        rx_option: 'not_needed',
        total_mrp_paise: 35_000,
        discount_on_mrp_paise: 0,
        sub_total_paise: 35_000,
        delivery_charges_paise: 0,
        handling_charges_paise: 0,
        amount_paise: 35_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      sql`INSERT INTO consultations (order_id, user_id, doctor_id, speciality_id, consult_type, call_mode, slot_type, starts_at, status, patient_name, patient_age, patient_gender, concern)
          VALUES (${order.id}, ${me.userId}, ${row.doctor_id}, ${row.speciality_id}, 'GP', 2, 'normal', ${row.starts_at}, 'SCHEDULED', 'Asha Rao', 34, 'female', 'A second booking')`.execute(
        t.db,
      ),
    ).rejects.toThrow(/consultations_doctor_slot/);
  });
});
