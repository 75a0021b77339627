import { randomBytes } from 'node:crypto';
import { RX_MAX_BYTES, type LabBookingState } from '@dawa/contracts';
import type { Db } from '@dawa/db';
import type { LabBookingEvent } from '@dawa/domain';
import { inTransaction } from '../../http/idempotency.ts';
import { fail, ok, type Result } from '../../http/result.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { OrderLifecycle } from '../orders/lifecycle.ts';
import { bookingChangeable } from './booking-service.ts';
import { containsActiveMarkup, sniffContentType } from '../prescriptions/file-check.ts';
import { lockBooking, stepBooking } from './booking-steps.ts';

const refused = (status: string, event: string) =>
  fail('TRANSITION_REFUSED', `A booking that is ${status.toLowerCase().replaceAll('_', ' ')} cannot take ${event}.`, 409);
const notFound = () => fail('BOOKING_NOT_FOUND', 'We could not find this booking.', 404);

/**
 * Lab operations (Bearer OPS_TOKEN): moving a booking on from the phlebotomist's visit to the lab, and attaching
 * the report, which is checked as a prescription upload is (a real PDF, 10 MB at most, no web page inside).
 */
export function labOps(deps: {
  db: Db;
  storage: FileStorage;
  notifications: NotificationService;
  lifecycle: OrderLifecycle;
  now: () => Date;
}) {
  const { db } = deps;
  return {
    async queue(status?: LabBookingState) {
      let query = db
        .selectFrom('lab_bookings')
        .select(['order_id', 'status', 'pincode', 'slot_starts_at'])
        .orderBy('slot_starts_at')
        .limit(500);
      query = status ? query.where('status', '=', status) : query.where('status', 'not in', ['CANCELLED', 'RELEASED', 'REPORT_READY']);
      const rows = await query.execute();
      return ok({
        bookings: rows.map((r) => ({
          orderId: r.order_id,
          status: r.status,
          pincode: r.pincode,
          slotStartsAt: new Date(r.slot_starts_at).toISOString(),
        })),
      });
    },

    async event(
      orderId: number,
      event: 'ASSIGN' | 'COLLECT' | 'RECEIVE' | 'CANCEL',
      extra: { phlebotomist?: string; note?: string },
    ): Promise<Result<{ orderId: number; status: LabBookingState }>> {
      if (event === 'ASSIGN' && !extra.phlebotomist) {
        return { ...fail('VALIDATION_FAILED', 'Name the phlebotomist the shopper will see.', 400), field: 'phlebotomist' };
      }
      if (event === 'CANCEL') {
        // Through the order, so a payment is refunded as when the shopper cancels.
        const outcome = await deps.lifecycle.cancelLabOrder(orderId, bookingChangeable(orderId), 'lab');
        if (outcome === 'missing') return notFound();
        if (outcome === 'too_late') return fail('TRANSITION_REFUSED', 'A booking whose sample is collected cannot be cancelled.', 409);
        return ok({ orderId, status: 'CANCELLED' });
      }
      return inTransaction(db, async (trx) => {
        const booking = await lockBooking(trx, orderId);
        if (!booking) return notFound();
        const outcome = await stepBooking(trx, deps.notifications, booking, event as LabBookingEvent, {
          phlebotomist: extra.phlebotomist ?? null,
          note: extra.note ?? null,
          at: deps.now(),
        });
        if (outcome === 'refused') return refused(booking.status, event);
        const after = await lockBooking(trx, orderId);
        return ok({ orderId, status: after!.status as LabBookingState });
      });
    },

    async attachReport(orderId: number, bytes: Buffer): Promise<Result<{ orderId: number; status: LabBookingState }>> {
      if (
        bytes.length === 0 ||
        bytes.length > RX_MAX_BYTES ||
        sniffContentType(bytes) !== 'application/pdf' ||
        containsActiveMarkup(bytes)
      ) {
        return fail('REPORT_INVALID', 'Attach the report as a PDF file of 10 MB or less.', 422);
      }
      const booking = await db
        .selectFrom('lab_bookings')
        .select(['status', 'report_key'])
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      if (!booking) return notFound();
      if (booking.status !== 'AT_LAB' && booking.status !== 'REPORT_READY') return refused(booking.status, 'a report');
      // The file is written first under a new key; the booking points at it only once it is stored.
      const key = `lr_${randomBytes(16).toString('hex')}`;
      await deps.storage.put(key, bytes);
      const result = await inTransaction(db, async (trx) => {
        const locked = await lockBooking(trx, orderId);
        if (!locked) return notFound();
        const outcome = await stepBooking(trx, deps.notifications, locked, 'REPORT', { at: deps.now() });
        if (outcome === 'refused') return refused(locked.status, 'a report');
        await trx
          .updateTable('lab_bookings')
          .set({ report_key: key, report_bytes: bytes.length, report_at: deps.now() })
          .where('order_id', '=', orderId)
          .execute();
        return ok({ orderId, status: 'REPORT_READY' as const, previous: locked.report_key });
      });
      if (!result.ok) {
        await deps.storage.delete(key);
        return result;
      }
      if (result.data.previous) await deps.storage.delete(result.data.previous);
      return ok({ orderId, status: result.data.status });
    },
  };
}
export type LabOps = ReturnType<typeof labOps>;
