import type { Transaction } from 'kysely';
import { ORDER_TYPE } from '@dawa/contracts';
import type { Database } from '@dawa/db';
import { initialOrderState, type OrderEvent } from '@dawa/domain';
import * as repo from './repo.ts';

/**
 * Lab bookings are paid as orders of type diagnostic (decision 060): the order row carries the amounts, the
 * payment and the promo, while the booking (the diagnostics domain) carries the slot and the steps of the visit.
 */
export const isLabOrder = (order: { order_type: number }) => order.order_type === ORDER_TYPE.diagnostic;

/** The order events a lab order takes: payment resolving, or cancellation. Packing and shipping are not its. */
export const LAB_ORDER_EVENTS: readonly OrderEvent[] = ['PAYMENT_CONFIRMED', 'PAYMENT_FAILED', 'CANCEL'];

/** What the diagnostics domain does, inside the order's transaction, when a lab order is placed or closes. */
export interface LabOrderHooks {
  placed(trx: Transaction<Database>, order: repo.OrderRow): Promise<void>;
  closed(trx: Transaction<Database>, order: repo.OrderRow, event: 'PAYMENT_FAILED' | 'CANCEL'): Promise<void>;
}

export interface NewLabOrder {
  userId: number;
  addressId: number;
  addressSnapshot: Record<string, unknown>;
  slotStartsAt: Date;
  paymentTypeId: number;
  paymentSubTypeId: number | null;
  promoCode: string | null;
  listTotalPaise: number;
  subTotalPaise: number;
  promoDiscountPaise: number;
  collectionFeePaise: number;
  amountPaise: number;
}

/**
 * Inside the booking's transaction: the order a lab booking is paid by. Pay at collection places it at once;
 * an online payment leaves it waiting for the gateway.
 */
export async function insertLabOrder(trx: Transaction<Database>, o: NewLabOrder) {
  const status = initialOrderState(o.paymentTypeId, o.amountPaise);
  const id = await repo.insertOrder(trx, {
    user_id: o.userId,
    status,
    order_type: ORDER_TYPE.diagnostic,
    cart_version: 0,
    address_id: o.addressId,
    address_snapshot: JSON.stringify(o.addressSnapshot),
    delivery_option: 'standard',
    estimated_delivery_date: o.slotStartsAt.toISOString().slice(0, 10),
    payment_type_id: o.paymentTypeId,
    payment_sub_type_id: o.paymentSubTypeId,
    promo_code: o.promoCode,
    rx_option: 'not_needed',
    notes: null,
    total_mrp_paise: o.listTotalPaise,
    discount_on_mrp_paise: o.listTotalPaise - o.subTotalPaise,
    sub_total_paise: o.subTotalPaise,
    promo_discount_paise: o.promoDiscountPaise,
    delivery_charges_paise: o.collectionFeePaise,
    handling_charges_paise: 0,
    amount_paise: o.amountPaise,
  });
  await repo.insertEvent(trx, id, null, status, 'PLACED');
  return { id, status };
}

/** The order of a lab booking (read only: its status, amounts and payment method for the booking page). */
export const labOrderOf = repo.orderOf;

/** How many orders the customer has waiting for payment, of every kind (MAX_OPEN_UNPAID_ORDERS applies to all). */
export const unpaidOrderCount = repo.openUnpaidCount;
