import type { Transaction } from 'kysely';
import type { ConsultationStatus, Database } from '@dawa/db';
import { CONSULTATION_LIFECYCLE, transition, type ConsultationEvent } from '@dawa/domain';
import type { NotificationService } from '../notifications/service.ts';
import type { ConsultOrderHooks } from '../orders/consult-orders.ts';

type Trx = Transaction<Database>;
export type Actor = 'patient' | 'doctor' | 'store';

export const consultationUrl = (orderId: number) => `/doctor-consultation/consultation-summary/${orderId}`;

const TIME = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
/** 'Wed, 2 Dec, 9:15 am' in India time. */
export const consultTimeText = (at: Date) => TIME.format(at);

/** What the patient is told at each step. */
const STEP_TEXT: Partial<Record<ConsultationEvent, (id: number, at: string, by: Actor) => [string, string]>> = {
  PAYMENT_CONFIRMED: (id, at) => [`Consultation #${id} is booked`, `Your doctor will see you on ${at}. Join from Past consultations.`],
  RESCHEDULE: (id, at) => [`Consultation #${id} is moved`, `It is now on ${at}.`],
  START: (id) => [`Your doctor has joined consultation #${id}`, 'Join the consultation now.'],
  COMPLETE: (id) => [`Consultation #${id} is complete`, 'Your prescription, if the doctor wrote one, is in Past consultations.'],
  CANCEL: (id, _at, by) => [
    `Consultation #${id} is cancelled`,
    by === 'doctor'
      ? 'The doctor could not take it. Anything you paid is refunded.'
      : 'Anything you paid is refunded to where it came from, or to your Dawa wallet if you chose that.',
  ],
};

export function lockConsultation(trx: Trx, orderId: number) {
  return trx.selectFrom('consultations').where('order_id', '=', orderId).selectAll().forUpdate().executeTakeFirst();
}
export type ConsultationRow = NonNullable<Awaited<ReturnType<typeof lockConsultation>>>;

/**
 * Moves a locked consultation by `event` through the transition table, records the step and tells the patient.
 * 'replay' when it was already there, 'refused' when the table does not allow it.
 */
export async function stepConsultation(
  trx: Trx,
  notifications: NotificationService,
  row: ConsultationRow,
  event: ConsultationEvent,
  change: { actor: Actor; at: Date; startsAt?: Date },
): Promise<'applied' | 'replay' | 'refused'> {
  const step = transition(CONSULTATION_LIFECYCLE, row.status, event);
  if (!step.ok) return 'refused';
  if (step.unchanged) return 'replay';
  const startsAt = change.startsAt ?? new Date(row.starts_at);
  await trx
    .updateTable('consultations')
    .set({
      status: step.to as ConsultationStatus,
      starts_at: startsAt,
      updated_at: change.at,
      ...(event === 'START' ? { started_at: change.at } : {}),
      ...(event === 'COMPLETE' ? { completed_at: change.at } : {}),
    })
    .where('order_id', '=', row.order_id)
    .execute();
  await trx
    .insertInto('consultation_events')
    .values({ order_id: row.order_id, from_status: row.status, to_status: step.to, event, actor: change.actor, created_at: change.at })
    .execute();
  const text = STEP_TEXT[event]?.(row.order_id, consultTimeText(startsAt), change.actor);
  if (text) {
    await notifications.notify(trx, row.user_id, {
      kind: 'order_update',
      title: text[0],
      body: text[1],
      link: consultationUrl(row.order_id),
      orderId: row.order_id,
    });
  }
  return 'applied';
}

/** What a consultation does when the order paying for it is placed or closes (the orders domain calls these). */
export function consultOrderHooks(notifications: NotificationService, now: () => Date = () => new Date()): ConsultOrderHooks {
  return {
    async placed(trx, order) {
      const row = await lockConsultation(trx, order.id);
      if (row) await stepConsultation(trx, notifications, row, 'PAYMENT_CONFIRMED', { actor: 'store', at: now() });
    },
    async closed(trx, order, event) {
      const row = await lockConsultation(trx, order.id);
      if (row) await stepConsultation(trx, notifications, row, event, { actor: 'store', at: now() });
    },
  };
}
