import type { Transaction } from 'kysely';
import { ORDER_TYPE } from '@dawa/contracts';
import type { Database } from '@dawa/db';
import type { OrderEvent } from '@dawa/domain';
import * as repo from './repo.ts';

/**
 * PLUS is bought alone as an order of type plus, or with the medicine cart as the order's loyalty item
 * (decision 067). The order carries the amount and the payment; PLUS carries the membership it starts.
 */
export const isPlusOrder = (order: { order_type: number }) => order.order_type === ORDER_TYPE.plus;
export const buysPlus = (order: { plus_plan_id: string | null }) => order.plus_plan_id !== null;

/** A membership order only records its payment: nothing is packed, shipped or cancelled by the pharmacy. */
export const PLUS_ORDER_EVENTS: readonly OrderEvent[] = ['PAYMENT_CONFIRMED', 'PAYMENT_FAILED'];

/** What PLUS does, inside the order's transaction, when an order buying a plan is paid for or closes. */
export interface PlusOrderHooks {
  /** The order is paid (online, or its cash collected at delivery): its membership starts. */
  paid(trx: Transaction<Database>, order: repo.OrderRow): Promise<void>;
  /** The order closed unpaid (its membership never started) or was cancelled (its membership ends). */
  closed(trx: Transaction<Database>, order: repo.OrderRow, event: 'PAYMENT_FAILED' | 'CANCEL'): Promise<void>;
}

export interface NewPlusOrder {
  userId: number;
  planId: string;
  couponCode: string | null;
  amountPaise: number;
  paymentTypeId: number;
  at: Date;
}

/** Inside the purchase's transaction: the order a plan bought alone is paid by, waiting for the gateway. */
export async function insertPlusOrder(trx: Transaction<Database>, o: NewPlusOrder) {
  const id = await repo.insertOrder(trx, {
    user_id: o.userId,
    status: 'PAYMENT_PENDING',
    order_type: ORDER_TYPE.plus,
    cart_version: 0,
    address_id: null,
    address_snapshot: JSON.stringify({}),
    delivery_option: 'standard',
    estimated_delivery_date: o.at.toISOString().slice(0, 10),
    payment_type_id: o.paymentTypeId,
    payment_sub_type_id: null,
    promo_code: null,
    rx_option: 'not_needed',
    notes: null,
    total_mrp_paise: 0,
    discount_on_mrp_paise: 0,
    sub_total_paise: 0,
    delivery_charges_paise: 0,
    handling_charges_paise: 0,
    plus_plan_id: o.planId,
    plus_plan_paise: o.amountPaise,
    plus_coupon: o.couponCode,
    amount_paise: o.amountPaise,
  });
  await repo.insertEvent(trx, id, null, 'PAYMENT_PENDING', 'PLACE');
  return id;
}
