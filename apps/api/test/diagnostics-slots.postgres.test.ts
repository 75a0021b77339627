/**
 * A collection slot raced by many shoppers at once, on PostgreSQL (real concurrency): the slot's capacity is
 * never exceeded. Skipped without TEST_DATABASE_URL (the embedded database runs one transaction at a time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_DEFAULT_SLOT_CAPACITY, labSlotGrid } from '@dawa/domain';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call } from './support/http.ts';
import { addAddress } from './support/checkout.ts';
import { dataOf, get, post, shopper } from './support/payments.ts';
import { postgresUrl } from './support/shared-database.ts';

describe.skipIf(!postgresUrl)('a lab collection slot raced on PostgreSQL (TEST_DATABASE_URL unset: needs a real server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it(
    '100 shoppers booking one slot of capacity 5 at once get exactly 5 bookings; the rest are told it is full',
    { timeout: 180_000 },
    async () => {
      expect(LAB_DEFAULT_SLOT_CAPACITY).toBe(5);
      const slotStartsAt = labSlotGrid(new Date())[2]!.starts[1]!.toISOString();
      const shoppers = [];
      for (let i = 0; i < 100; i++) {
        const me = await shopper(t.api, t.db);
        const addressId = String(await addAddress(t.api, me.cookie));
        const self = dataOf<{ patients: { id: number }[] }>(await get(t.api, '/api/patients/fetchPatients', me.cookie)).patients[0]!;
        dataOf(
          await call(t.api, {
            method: 'PUT',
            url: `/api/patients/updatePatient/${self.id}`,
            payload: {
              name: `Shopper ${String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26))}`,
              age: 30,
              gender: 'female',
              relation: 'self',
            },
            headers: { cookie: me.cookie },
          }),
        );
        dataOf(await post(t.api, '/api/diagnostics/cart/add', { item: { type: 'test', id: 'LB012' } }, me.cookie));
        shoppers.push({ ...me, addressId });
      }
      const answers = await Promise.all(
        shoppers.map((me) =>
          post(t.api, '/api/diagnostics/placeOrder', { addressId: me.addressId, paymentId: -1, slotStartsAt }, me.cookie),
        ),
      );
      const codes = answers.map((a) => (a.statusCode === 200 ? 'BOOKED' : a.body.error.code));
      expect(codes.filter((c) => c === 'BOOKED')).toHaveLength(5);
      expect(codes.filter((c) => c === 'SLOT_FULL')).toHaveLength(95);
      const held = await t.db
        .selectFrom('lab_bookings')
        .select('order_id')
        .where('slot_starts_at', '=', new Date(slotStartsAt))
        .where('pincode', '=', 400001)
        .execute();
      expect(held).toHaveLength(5);
      // Nothing half-written for the refused: no order without its booking.
      const orders = await t.db.selectFrom('orders').select('id').where('order_type', '=', 1).execute();
      expect(orders).toHaveLength(5);
    },
  );
});
