import type { Insertable, Transaction } from 'kysely';
import type { Database, Db, OrdersTable, OrderStatus } from '@dawa/db';
import { ORDER_TYPE } from '@dawa/contracts';
import type { CartLine } from '../cart/view.ts';

export type Executor = Db | Transaction<Database>;

/** Whether the customer has placed an order that went through, and had one delivered. */
export async function orderFlags(db: Executor, userId: number) {
  const rows = await db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .where('status', 'not in', ['PAYMENT_PENDING', 'PAYMENT_FAILED', 'CANCELLED'])
    .select('status')
    .distinct()
    .execute();
  return { hasPlacedOrder: rows.length > 0, hasDeliveredOrder: rows.some((r) => r.status === 'DELIVERED') };
}

/**
 * The prescription-only products of the customer's live orders (not failed at payment, not cancelled), with
 * the prescriptions attached to each order: which products a prescription was given to the pharmacy for.
 */
export function prescribedProducts(db: Executor, userId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('order_prescriptions as op', 'op.order_id', 'o.id')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .where('o.user_id', '=', userId)
    .where('o.status', 'not in', ['PAYMENT_FAILED', 'CANCELLED'])
    .where('i.is_rx_required', '=', true)
    .where('i.product_id', 'is not', null)
    .select(['op.prescription_id as prescriptionId', 'i.product_id as productId'])
    .distinct()
    .$narrowType<{ productId: number }>()
    .execute();
}

/**
 * Orders that went through (placed: not waiting for payment, not closed unpaid, not cancelled): what "first
 * order" codes count. An order still waiting for payment is not one yet: a declined attempt leaves it waiting
 * (decision 014), and the cart must keep offering its first-order code.
 */
export async function placedOrderCount(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .where('status', 'not in', ['PAYMENT_PENDING', 'PAYMENT_FAILED', 'CANCELLED'])
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function lockOrder(trx: Transaction<Database>, orderId: number) {
  return trx.selectFrom('orders').where('id', '=', orderId).selectAll().forUpdate().executeTakeFirst();
}

export function orderOf(db: Executor, orderId: number) {
  return db.selectFrom('orders').where('id', '=', orderId).selectAll().executeTakeFirst();
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof orderOf>>>;

export function itemsOf(db: Executor, orderId: number) {
  return db.selectFrom('order_items').where('order_id', '=', orderId).selectAll().orderBy('position').execute();
}

export async function hasItems(db: Executor, orderId: number): Promise<boolean> {
  const row = await db.selectFrom('order_items').where('order_id', '=', orderId).select('position').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function setStatus(trx: Transaction<Database>, orderId: number, from: OrderStatus, to: OrderStatus, event: string) {
  await trx.updateTable('orders').set({ status: to, updated_at: new Date() }).where('id', '=', orderId).execute();
  await trx.insertInto('order_events').values({ order_id: orderId, from_status: from, to_status: to, event }).execute();
}

/** The payment method and its amounts of an order waiting for payment (decision 014: a retry may switch). */
export async function setPaymentMethod(
  trx: Transaction<Database>,
  orderId: number,
  m: {
    paymentTypeId: number;
    paymentSubTypeId: number | null;
    cashHandlingPaise: number;
    instantDiscountPaise: number;
    amountPaise: number;
  },
) {
  await trx
    .updateTable('orders')
    .set({
      payment_type_id: m.paymentTypeId,
      payment_sub_type_id: m.paymentSubTypeId,
      cash_handling_paise: m.cashHandlingPaise,
      instant_discount_paise: m.instantDiscountPaise,
      amount_paise: m.amountPaise,
      updated_at: new Date(),
    })
    .where('id', '=', orderId)
    .execute();
}

/** Inside a placement (customer locked): the customer's orders of one type still waiting for payment, oldest first. */
export async function waitingOrdersOfType(trx: Transaction<Database>, userId: number, orderType: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .where('order_type', '=', orderType)
    .where('status', '=', 'PAYMENT_PENDING')
    .select('id')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Orders that pay for a service, not a medicine checkout: lab bookings, consultations and PLUS purchases. */
export const SERVICE_ORDER_TYPES: number[] = [ORDER_TYPE.diagnostic, ORDER_TYPE.consultation, ORDER_TYPE.plus];
/** Such an order is moved by its own domain's calls, never as a medicine order. */
export const isServiceOrder = (order: { order_type: number }) => SERVICE_ORDER_TYPES.includes(order.order_type);

/** The customer's orders still waiting for payment, none of whose payment attempts has been charged. */
export function unpaidWaitingOrders(trx: Transaction<Database>, userId: number) {
  return (
    trx
      .selectFrom('orders as o')
      .where('o.user_id', '=', userId)
      .where('o.status', '=', 'PAYMENT_PENDING')
      // Medicine checkouts only: a lab booking or a PLUS purchase waiting for payment is not an attempt of the cart.
      .where('o.order_type', 'not in', SERVICE_ORDER_TYPES)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('payments as p').select('p.id').whereRef('p.order_id', '=', 'o.id').where('p.status', '=', 'CHARGED'))),
      )
      .select('o.id')
      .orderBy('o.id')
      .execute()
  );
}

/**
 * Whether a payment keeps the order's reservation: one charged, or one still open that started since
 * `attemptsSince` (read only: the payments domain owns the rows).
 */
export async function paymentHolds(trx: Executor, orderId: number, attemptsSince: Date): Promise<boolean> {
  const row = await trx
    .selectFrom('payments')
    .where('order_id', '=', orderId)
    .where((eb) =>
      eb.or([eb('status', '=', 'CHARGED'), eb.and([eb('status', 'in', ['CREATED', 'PENDING']), eb('created_at', '>=', attemptsSince)])]),
    )
    .select('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Orders waiting for payment placed before `placedBefore`, oldest first (the stock-release job's candidates). */
export function expiredReservations(db: Executor, placedBefore: Date, limit: number) {
  return db
    .selectFrom('orders')
    .where('status', '=', 'PAYMENT_PENDING')
    .where('created_at', '<', placedBefore)
    .select('id')
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** How many of the customer's orders are waiting for payment. */
export async function openUnpaidCount(trx: Executor, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .where('status', '=', 'PAYMENT_PENDING')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a payment attempt of the order has been charged (it is being placed, or was). */
export async function hasChargedPayment(trx: Executor, orderId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('payments')
    .where('order_id', '=', orderId)
    .where('status', '=', 'CHARGED')
    .select('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The live (not failed, not cancelled) order that claimed a version of the customer's cart. */
export function liveOrderFor(trx: Transaction<Database>, userId: number, cartVersion: number) {
  return trx
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .where('cart_version', '=', cartVersion)
    .where('status', 'not in', ['PAYMENT_FAILED', 'CANCELLED'])
    .selectAll()
    .executeTakeFirst();
}

export function eventsOf(db: Executor, orderId: number) {
  return db.selectFrom('order_events').where('order_id', '=', orderId).selectAll().orderBy('id').execute();
}

export async function prescriptionIdsOf(db: Executor, orderId: number): Promise<string[]> {
  const rows = await db.selectFrom('order_prescriptions').where('order_id', '=', orderId).select('prescription_id').execute();
  return rows.map((r) => r.prescription_id);
}

export async function insertOrder(trx: Transaction<Database>, values: Insertable<OrdersTable>): Promise<number> {
  return (await trx.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The order's lines as priced at placement: sale price, MRP and each line's share of the promo. */
export async function insertItems(
  trx: Transaction<Database>,
  orderId: number,
  lines: CartLine[],
  discounts: { key: string; promoDiscountPaise: number }[],
) {
  if (lines.length === 0) return;
  const facts = new Map(
    (
      await trx
        .selectFrom('products as p')
        .innerJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
        .where(
          'p.id',
          'in',
          lines
            .filter((l) => l.product)
            .map((l) => l.productId)
            .concat([0]),
        )
        .select(['p.id', 'p.pack_label', 'm.name as manufacturer'])
        .execute()
    ).map((r) => [r.id, r]),
  );
  await trx
    .insertInto('order_items')
    .values(
      lines.map((l, i) => ({
        order_id: orderId,
        position: i + 1,
        product_id: l.product ? l.productId : null,
        name: l.product?.name ?? l.customName ?? '',
        product_type: l.product?.productType ?? 1,
        pack_label: facts.get(l.productId)?.pack_label ?? '',
        manufacturer: facts.get(l.productId)?.manufacturer ?? '',
        quantity: l.quantity,
        mrp_paise: l.product?.mrpPaise ?? 0,
        sale_price_paise: l.product?.salePaise ?? 0,
        promo_discount_paise: discounts[i]?.promoDiscountPaise ?? 0,
        is_rx_required: l.product ? l.product.isRxRequired : true,
      })),
    )
    .execute();
}

export function insertEvent(trx: Transaction<Database>, orderId: number, from: OrderStatus | null, to: OrderStatus, event: string) {
  return trx.insertInto('order_events').values({ order_id: orderId, from_status: from, to_status: to, event }).execute();
}

export async function linkPrescriptions(trx: Transaction<Database>, orderId: number, ids: string[]) {
  await trx
    .insertInto('order_prescriptions')
    .values(ids.map((id) => ({ order_id: orderId, prescription_id: id })))
    .execute();
}

/** A date column as YYYY-MM-DD, whichever type the driver returns it as. */
export function dateText(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
}

/**
 * The customer's orders as their list shows them. An order that closed unpaid (PAYMENT_FAILED: its payment
 * window passed, or a newer checkout of the cart replaced it) was never a purchase and is left out
 * (decision 014); its own page still answers.
 */
/**
 * The customer's medicine and healthcare orders, newest first (lab bookings are listed by the diagnostics domain,
 * PLUS purchases by PLUS).
 */
export async function ordersOf(db: Executor, userId: number, offset: number, limit: number) {
  return db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .where('order_type', 'not in', SERVICE_ORDER_TYPES)
    .where('status', '<>', 'PAYMENT_FAILED')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function itemsOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items')
    .where('order_id', 'in', orderIds)
    .select(['order_id', 'name', 'quantity'])
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

export function latestPaymentOf(db: Executor, orderId: number) {
  return db
    .selectFrom('payments')
    .where('order_id', '=', orderId)
    .select(['status', 'instrument_label', 'secret'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Prescription lines of the order that no pharmacist's verification names (decision 017). */
export async function uncoveredRxLines(db: Executor, orderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('order_items as i')
    .where('i.order_id', '=', orderId)
    .where('i.is_rx_required', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_rx_cover as c')
            .whereRef('c.order_id', '=', 'i.order_id')
            .whereRef('c.position', '=', 'i.position')
            .select('c.position'),
        ),
      ),
    )
    .select('i.position')
    .orderBy('i.position')
    .execute();
  return rows.map((r) => r.position);
}

export interface RxCover {
  position: number;
  prescriptionIds: string[];
}

/** The pharmacist's verification on file: which prescriptions cover which prescription lines. */
export async function insertRxCover(trx: Transaction<Database>, orderId: number, pharmacistId: number, covers: RxCover[], at: Date) {
  const rows = covers.flatMap((c) =>
    c.prescriptionIds.map((id) => ({
      order_id: orderId,
      position: c.position,
      prescription_id: id,
      pharmacist_id: pharmacistId,
      verified_at: at,
    })),
  );
  if (rows.length)
    await trx
      .insertInto('order_rx_cover')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

export async function addPrescriptions(trx: Transaction<Database>, orderId: number, ids: string[]) {
  if (!ids.length) return;
  await trx
    .insertInto('order_prescriptions')
    .values(ids.map((id) => ({ order_id: orderId, prescription_id: id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The order's charges go to the store wallet when it is cancelled (the customer's choice). */
export async function setRefundToWallet(trx: Transaction<Database>, orderId: number) {
  await trx.updateTable('orders').set({ refund_to_wallet: true }).where('id', '=', orderId).execute();
}
