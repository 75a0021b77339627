import type { Transaction } from 'kysely';
import type { LabBookingState } from '@dawa/contracts';
import type { Database } from '@dawa/db';
import { LAB_BOOKING_LIFECYCLE, labSlotLabel, transition, type LabBookingEvent } from '@dawa/domain';
import type { NotificationService } from '../notifications/service.ts';
import type { LabOrderHooks } from '../orders/lab-orders.ts';

type Trx = Transaction<Database>;

export const bookingUrl = (orderId: number) => `/account/orders/diagnostics/${orderId}`;

/** What the shopper is told at each step of a booking. */
const STEP_TEXT: Partial<
  Record<LabBookingEvent, (orderId: number, extra: { slot: string; phlebotomist: string | null }) => [string, string]>
> = {
  PAID: (id, x) => [
    `Lab test booking #${id} is confirmed`,
    `Sample collection at home on ${x.slot}. Fasting tests: keep to the fasting time.`,
  ],
  ASSIGN: (id, x) => [
    `Booking #${id}: phlebotomist assigned`,
    `${x.phlebotomist ?? 'Our phlebotomist'} will collect your sample on ${x.slot}.`,
  ],
  COLLECT: (id) => [`Booking #${id}: sample collected`, 'Your sample is on its way to the lab.'],
  RECEIVE: (id) => [`Booking #${id}: sample at the lab`, 'The lab has your sample. We will tell you when the report is ready.'],
  REPORT: (id) => [`Booking #${id}: your report is ready`, 'Read or download it in Medical records.'],
  CANCEL: (id) => [`Booking #${id} is cancelled`, 'Anything paid online is refunded to where it came from.'],
  RESCHEDULE: (id, x) => [`Booking #${id} is rescheduled`, `Sample collection is now on ${x.slot}.`],
};

const DATE_LABEL = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
export const slotText = (startsAt: Date) => `${DATE_LABEL.format(startsAt)}, ${labSlotLabel(startsAt)}`;

export function lockBooking(trx: Trx, orderId: number) {
  return trx.selectFrom('lab_bookings').where('order_id', '=', orderId).selectAll().forUpdate().executeTakeFirst();
}
export type BookingRow = NonNullable<Awaited<ReturnType<typeof lockBooking>>>;

/**
 * Moves a locked booking by `event` through the transition table, records the step and tells the shopper.
 * 'replay' when it was already there, 'refused' when the table does not allow it.
 */
export async function stepBooking(
  trx: Trx,
  notifications: NotificationService,
  booking: BookingRow,
  event: LabBookingEvent,
  change: { note?: string | null; phlebotomist?: string | null; slotStartsAt?: Date; at: Date },
): Promise<'applied' | 'replay' | 'refused'> {
  const step = transition(LAB_BOOKING_LIFECYCLE, booking.status as LabBookingState, event);
  if (!step.ok) return 'refused';
  if (step.unchanged) return 'replay';
  const slotStartsAt = change.slotStartsAt ?? new Date(booking.slot_starts_at);
  const phlebotomist = change.phlebotomist ?? (step.to === 'BOOKED' ? null : booking.phlebotomist);
  await trx
    .updateTable('lab_bookings')
    .set({
      status: step.to,
      slot_starts_at: slotStartsAt,
      phlebotomist,
      updated_at: change.at,
      ...(event === 'COLLECT' ? { collected_at: change.at } : {}),
    })
    .where('order_id', '=', booking.order_id)
    .execute();
  await trx
    .insertInto('lab_booking_events')
    .values({
      order_id: booking.order_id,
      from_status: booking.status,
      to_status: step.to,
      event,
      note: change.note ?? null,
      created_at: change.at,
    })
    .execute();
  const text = STEP_TEXT[event]?.(booking.order_id, { slot: slotText(slotStartsAt), phlebotomist });
  if (text) {
    await notifications.notify(trx, booking.user_id, {
      kind: 'order_update',
      title: text[0],
      body: text[1],
      link: bookingUrl(booking.order_id),
      orderId: booking.order_id,
    });
  }
  return 'applied';
}

/** Removes the booked items from the lab cart (items added since stay) and forgets a coupon the booking used. */
export async function clearBookedFromCart(trx: Trx, orderId: number, userId: number, promoCode: string | null) {
  const items = await trx
    .selectFrom('lab_booking_items')
    .where('order_id', '=', orderId)
    .select(['item_type', 'item_id', 'patient_id'])
    .execute();
  for (const item of items) {
    if (item.patient_id === null) continue;
    await trx
      .deleteFrom('lab_cart_items')
      .where('user_id', '=', userId)
      .where('item_type', '=', item.item_type)
      .where('item_id', '=', item.item_id)
      .where('patient_id', '=', item.patient_id)
      .execute();
  }
  if (promoCode)
    await trx
      .updateTable('lab_carts')
      .set({ coupon_code: null })
      .where('user_id', '=', userId)
      .where('coupon_code', '=', promoCode)
      .execute();
}

/** What a lab booking does when the order paying for it is placed or closes (the orders domain calls these). */
export function labOrderHooks(notifications: NotificationService, now: () => Date = () => new Date()): LabOrderHooks {
  return {
    async placed(trx, order) {
      const booking = await lockBooking(trx, order.id);
      if (!booking) return;
      await stepBooking(trx, notifications, booking, 'PAID', { at: now() });
      await clearBookedFromCart(trx, order.id, order.user_id, order.promo_code);
    },
    async closed(trx, order, event) {
      const booking = await lockBooking(trx, order.id);
      if (!booking) return;
      await stepBooking(trx, notifications, booking, event === 'CANCEL' ? 'CANCEL' : 'RELEASE', { at: now() });
    },
  };
}
