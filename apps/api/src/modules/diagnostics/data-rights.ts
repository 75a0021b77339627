import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import { iso } from '../../http/iso.ts';

type Trx = Transaction<Database>;

/** Bookings the lab is still working on: erasing the account would leave a visit or a sample without a person. */
const IN_PROGRESS = ['PAYMENT_PENDING', 'BOOKED', 'PHLEBOTOMIST_ASSIGNED', 'SAMPLE_COLLECTED', 'AT_LAB'] as const;
const ERASED_NAME = 'Erased';

/**
 * Lab bookings in the shopper's download, and their erasure: the reports leave storage (through the same
 * removal queue as prescription files), the people's names, ages and genders go from the booked lines, and the
 * lab cart goes. The bookings stay as rows, as the orders paying for them do.
 */
export function labDataRights(db: Db) {
  return {
    async exportFor(userId: number) {
      const bookings = await db.selectFrom('lab_bookings').selectAll().where('user_id', '=', userId).orderBy('order_id').execute();
      const ids = bookings.map((b) => b.order_id).concat([0]);
      const [items, events] = await Promise.all([
        db.selectFrom('lab_booking_items').selectAll().where('order_id', 'in', ids).orderBy('order_id').orderBy('position').execute(),
        db.selectFrom('lab_booking_events').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
      ]);
      return bookings.map((b) => ({
        orderId: b.order_id,
        status: b.status,
        pincode: b.pincode,
        slotStartsAt: iso(b.slot_starts_at),
        items: items
          .filter((i) => i.order_id === b.order_id)
          .map((i) => ({
            patientName: i.patient_name,
            patientAge: i.patient_age,
            patientGender: i.patient_gender,
            name: i.name,
            pricePaise: i.price_paise,
          })),
        timeline: events.filter((e) => e.order_id === b.order_id).map((e) => ({ to: e.to_status, event: e.event, at: iso(e.created_at) })),
        reportUrl: b.report_key ? `/api/diagnostics/orders/${b.order_id}/report` : null,
      }));
    },

    async inProgressIds(trx: Trx, userId: number): Promise<number[]> {
      const rows = await trx
        .selectFrom('lab_bookings')
        .select('order_id')
        .where('user_id', '=', userId)
        .where('status', 'in', [...IN_PROGRESS])
        .orderBy('order_id')
        .execute();
      return rows.map((r) => r.order_id);
    },

    /** Inside the erasure's transaction: queues the reports for removal and anonymises the booked lines. */
    async eraseFor(trx: Trx, userId: number): Promise<number> {
      const reports = await trx
        .selectFrom('lab_bookings')
        .select(['order_id', 'report_key'])
        .where('user_id', '=', userId)
        .where('report_key', 'is not', null)
        .execute();
      if (reports.length > 0) {
        await trx
          .insertInto('prescription_file_removals')
          .values(reports.map((r) => ({ file_key: r.report_key! })))
          .onConflict((oc) => oc.column('file_key').doNothing())
          .execute();
        await trx.updateTable('lab_bookings').set({ report_key: null, report_bytes: null }).where('user_id', '=', userId).execute();
      }
      const ids = (await trx.selectFrom('lab_bookings').select('order_id').where('user_id', '=', userId).execute()).map((r) => r.order_id);
      if (ids.length > 0) {
        await trx
          .updateTable('lab_booking_items')
          .set({ patient_name: ERASED_NAME, patient_age: null, patient_gender: null, patient_id: null })
          .where('order_id', 'in', ids)
          .execute();
        await trx.updateTable('lab_booking_events').set({ note: null }).where('order_id', 'in', ids).execute();
      }
      await trx.deleteFrom('lab_cart_items').where('user_id', '=', userId).execute();
      await trx.deleteFrom('lab_carts').where('user_id', '=', userId).execute();
      return reports.length;
    },
  };
}
