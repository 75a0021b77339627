import type { Transaction } from 'kysely';
import { ORDER_TYPE } from '@dawa/contracts';
import type { Database } from '@dawa/db';
import { initialOrderState } from '@dawa/domain';
import * as repo from './repo.ts';

/**
 * A doctor consultation is paid as an order of type consultation (decision 068): the order carries the fee and its
 * payment, the consultation (the consultations domain) carries the doctor, the slot and the room. Like a lab order it
 * takes only payment and cancellation events (LAB_ORDER_EVENTS).
 */
export const isConsultOrder = (order: { order_type: number }) => order.order_type === ORDER_TYPE.consultation;

/** What the consultations domain does, inside the order's transaction, when its order is paid or closes. */
export interface ConsultOrderHooks {
  placed(trx: Transaction<Database>, order: repo.OrderRow): Promise<void>;
  closed(trx: Transaction<Database>, order: repo.OrderRow, event: 'PAYMENT_FAILED' | 'CANCEL'): Promise<void>;
}

/** Payment type of a consultation with nothing to pay (a follow-up, or the one a prescription order asked for). */
export const FREE_CONSULTATION_PAYMENT = 0;

/** Inside the booking's transaction: the order the fee is paid by; a free consultation is placed at once. */
export async function insertConsultOrder(
  trx: Transaction<Database>,
  o: { userId: number; startsAt: Date; feePaise: number; amountPaise: number; paymentTypeId: number },
) {
  const status = initialOrderState(o.paymentTypeId, o.amountPaise);
  const id = await repo.insertOrder(trx, {
    user_id: o.userId,
    status,
    order_type: ORDER_TYPE.consultation,
    cart_version: 0,
    address_id: null,
    address_snapshot: JSON.stringify({}),
    delivery_option: 'standard',
    estimated_delivery_date: o.startsAt.toISOString().slice(0, 10),
    payment_type_id: o.paymentTypeId,
    payment_sub_type_id: null,
    promo_code: null,
    rx_option: 'not_needed',
    notes: null,
    total_mrp_paise: o.feePaise,
    discount_on_mrp_paise: o.feePaise - o.amountPaise,
    sub_total_paise: o.amountPaise,
    delivery_charges_paise: 0,
    handling_charges_paise: 0,
    amount_paise: o.amountPaise,
  });
  await repo.insertEvent(trx, id, null, status, 'PLACED');
  return { id, status };
}

export const consultOrderOf = repo.orderOf;

/**
 * The customer's medicine order placed with checkout's free doctor consultation and still open: the order a
 * consultation booked for it resolves with its prescription. Null otherwise.
 */
export async function orderAwaitingConsultation(executor: repo.Executor, userId: number, orderId: number) {
  const order = await repo.orderOf(executor, orderId);
  if (!order || order.user_id !== userId || order.rx_option !== 'consult') return null;
  return ['PAYMENT_FAILED', 'CANCELLED', 'DELIVERED'].includes(order.status) ? null : order;
}
