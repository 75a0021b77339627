import type { Transaction } from 'kysely';
import type { Database, Db, PaymentStatus } from '@dawa/db';
import { PAYMENT_TYPE_ID } from '@dawa/domain';

type Executor = Db | Transaction<Database>;
export type Source = 'invoke' | 'redirect' | 'webhook' | 'reconcile' | 'wallet';

export function paymentBySecret(db: Executor, secret: string) {
  return db.selectFrom('payments').where('secret', '=', secret).selectAll().executeTakeFirst();
}
export type PaymentRow = NonNullable<Awaited<ReturnType<typeof paymentBySecret>>>;

export function paymentByGatewayId(db: Executor, gatewayOrderId: string) {
  return db.selectFrom('payments').where('gateway_order_id', '=', gatewayOrderId).selectAll().executeTakeFirst();
}

export function lockPayment(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('payments').where('id', '=', id).selectAll().forUpdate().executeTakeFirstOrThrow();
}

/** Locks every payment attempt of an order, in id order (the one order all lockers take them in). */
export async function lockPaymentsOfOrder(trx: Transaction<Database>, orderId: number) {
  await trx.selectFrom('payments').where('order_id', '=', orderId).select('id').orderBy('id').forUpdate().execute();
}

export function paymentsOfOrder(db: Executor, orderId: number) {
  return db.selectFrom('payments').where('order_id', '=', orderId).selectAll().orderBy('id').execute();
}

/** The newest payment of the order still waiting for the gateway. */
export function openPayment(db: Executor, orderId: number) {
  return db
    .selectFrom('payments')
    .where('order_id', '=', orderId)
    .where('status', 'in', ['CREATED', 'PENDING'])
    .selectAll()
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertPayment(
  db: Executor,
  row: {
    orderId: number;
    userId: number;
    secret: string;
    gatewayOrderId: string;
    amountPaise: number;
    paymentTypeId: number;
    paymentSubTypeId: number | null;
    at: Date;
  },
) {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .insertInto('payments')
      .values({
        order_id: row.orderId,
        user_id: row.userId,
        secret: row.secret,
        gateway_order_id: row.gatewayOrderId,
        amount_paise: row.amountPaise,
        status: 'CREATED',
        payment_type_id: row.paymentTypeId,
        payment_sub_type_id: row.paymentSubTypeId,
        created_at: row.at,
        updated_at: row.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('payment_events')
      .values({ payment_id: payment.id, source: 'invoke', from_status: 'NONE', to_status: 'CREATED', created_at: row.at })
      .execute();
    return payment;
  });
}

export async function setStatus(
  trx: Transaction<Database>,
  payment: PaymentRow,
  to: PaymentStatus,
  source: Source,
  at: Date,
  details: { instrumentLabel?: string | null; gatewayTxnId?: string | null } = {},
) {
  const updated = await trx
    .updateTable('payments')
    .set({
      status: to,
      updated_at: at,
      ...(details.instrumentLabel ? { instrument_label: details.instrumentLabel } : {}),
      ...(details.gatewayTxnId ? { gateway_txn_id: details.gatewayTxnId } : {}),
    })
    .where('id', '=', payment.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('payment_events')
    .values({ payment_id: payment.id, source, from_status: payment.status, to_status: to, created_at: at })
    .execute();
  return updated;
}

/** Another payment of the same order that holds the order's one charge. */
export function otherCharge(trx: Executor, payment: PaymentRow) {
  return trx
    .selectFrom('payments')
    .where('order_id', '=', payment.order_id)
    .where('id', '<>', payment.id)
    .where('status', 'in', ['CHARGED', 'REFUNDED'])
    .select('id')
    .executeTakeFirst();
}

/** Whether another payment of the order may still be charged, or already is. */
export async function otherLivePayment(db: Executor, payment: PaymentRow): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .where('order_id', '=', payment.order_id)
    .where('id', '<>', payment.id)
    .where('status', 'in', ['CREATED', 'PENDING', 'CHARGED'])
    .select('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Orders waiting for payment, placed before `before`, with no attempt open or charged: oldest first. */
export function unpaidOrdersPast(db: Executor, before: Date, limit: number) {
  return db
    .selectFrom('orders as o')
    .where('o.status', '=', 'PAYMENT_PENDING')
    .where('o.created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payments as p')
            .select('p.id')
            .whereRef('p.order_id', '=', 'o.id')
            .where('p.status', 'in', ['CREATED', 'PENDING', 'CHARGED']),
        ),
      ),
    )
    .select('o.id')
    .orderBy('o.created_at')
    .limit(limit)
    .execute();
}

/**
 * Payments recorded as CHARGED whose order is not placed by them: the order still waits for payment, or
 * closed, was cancelled or switched to cash on delivery after the charge (read only: the orders domain owns
 * the order row; the lifecycle decides, with it locked, what happens).
 */
export function chargesToRepair(db: Executor, limit: number) {
  return db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .where('p.status', '=', 'CHARGED')
    .where((eb) =>
      eb.or([eb('o.status', 'in', ['PAYMENT_PENDING', 'PAYMENT_FAILED', 'CANCELLED']), eb('o.payment_type_id', '=', PAYMENT_TYPE_ID.cod)]),
    )
    .selectAll('p')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** Waiting payments not touched since `before`, oldest first. */
export function stalePayments(db: Executor, before: Date, limit: number) {
  return db
    .selectFrom('payments')
    .where('status', 'in', ['CREATED', 'PENDING'])
    .where('updated_at', '<', before)
    .selectAll()
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** Records a webhook event id; false when it was seen before (a replay). */
export async function recordWebhookEvent(db: Executor, event: { id: string; name: string; gatewayOrderId: string }): Promise<boolean> {
  const row = await db
    .insertInto('gateway_webhook_events')
    .values({ event_id: event.id, event_name: event.name, gateway_order_id: event.gatewayOrderId })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function forgetWebhookEvent(db: Executor, eventId: string) {
  await db.deleteFrom('gateway_webhook_events').where('event_id', '=', eventId).execute();
}

/** The customer's payment method of the last charged payment. */
export function lastCharged(db: Executor, userId: number) {
  return db
    .selectFrom('payments')
    .where('user_id', '=', userId)
    .where('status', 'in', ['CHARGED', 'REFUNDED'])
    .select(['payment_type_id', 'payment_sub_type_id', 'instrument_label', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Labels of the customer's charged payments, newest first (UPI ids are picked out by the caller). */
export function chargedLabels(db: Executor, userId: number) {
  return db
    .selectFrom('payments')
    .where('user_id', '=', userId)
    .where('status', 'in', ['CHARGED', 'REFUNDED'])
    .where('instrument_label', 'is not', null)
    .select(['instrument_label', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .limit(50)
    .execute();
}

/**
 * The amount lines of an order as placement stored them (read only: the orders domain owns the row).
 * Used by the post-order bifurcation.
 */
export function orderAmounts(db: Executor, orderId: number) {
  return db
    .selectFrom('orders')
    .where('id', '=', orderId)
    .select([
      'id',
      'user_id',
      'status',
      'payment_type_id',
      'total_mrp_paise',
      'discount_on_mrp_paise',
      'sub_total_paise',
      'promo_code',
      'promo_discount_paise',
      'delivery_charges_paise',
      'handling_charges_paise',
      'cash_handling_paise',
      'instant_discount_paise',
      'wallet_paise',
      'cashback_paise',
      'plus_discount_paise',
      'plus_plan_paise',
      'amount_paise',
    ])
    .executeTakeFirst();
}

// Wallet links -----------------------------------------------------------------

export function walletLinks(db: Executor, userId: number) {
  return db.selectFrom('wallet_links').where('user_id', '=', userId).selectAll().orderBy('payment_sub_type_id').execute();
}
export type WalletLinkRow = Awaited<ReturnType<typeof walletLinks>>[number];

export function walletLink(db: Executor, userId: number, subTypeId: number) {
  return db
    .selectFrom('wallet_links')
    .where('user_id', '=', userId)
    .where('payment_sub_type_id', '=', subTypeId)
    .selectAll()
    .executeTakeFirst();
}

export async function saveWalletLink(
  db: Executor,
  row: {
    userId: number;
    subTypeId: number;
    gatewayWalletId: string;
    linked: boolean;
    balancePaise: number | null;
    refreshedAt: Date | null;
  },
) {
  const values = {
    gateway_wallet_id: row.gatewayWalletId,
    linked: row.linked,
    balance_paise: row.balancePaise,
    refreshed_at: row.refreshedAt,
  };
  await db
    .insertInto('wallet_links')
    .values({ user_id: row.userId, payment_sub_type_id: row.subTypeId, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'payment_sub_type_id']).doUpdateSet(values))
    .execute();
}
