import type { Db, OrderStatus } from '@dawa/db';
import type { OrderDetail, OrderItems, OrderList, OrderSummary } from '@dawa/contracts';
import { customerMayCancel, formatRupees, orderTimeline, PAYMENT_TYPE_ID } from '@dawa/domain';
import { orderSummaryLines } from './summary.ts';
import { fail, ok, type Result } from '../../http/result.ts';
import * as repo from './repo.ts';
import { iso } from '../../http/iso.ts';

export const ORDERS_PAGE_SIZE = 10;

export const STATUS_TEXT: Record<OrderStatus, string> = {
  PAYMENT_PENDING: 'Awaiting payment',
  PLACED: 'Order placed',
  RX_VERIFIED: 'Prescription verified',
  PACKED: 'Packed',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  PAYMENT_FAILED: 'Payment failed',
};

export const METHOD: Record<number, string> = {
  [PAYMENT_TYPE_ID.cod]: 'Cash on delivery',
  [PAYMENT_TYPE_ID.card]: 'Card',
  [PAYMENT_TYPE_ID.netBanking]: 'Net banking',
  [PAYMENT_TYPE_ID.wallet]: 'Wallet',
  [PAYMENT_TYPE_ID.upi]: 'UPI',
  [PAYMENT_TYPE_ID.upiIntent]: 'UPI',
};

const notFound = () => fail('ORDER_NOT_FOUND', 'This order was not found.', 404);
export const orderUrl = (orderId: number) => `/account/orders/medicine-healthcare/${orderId}`;

/** Orders as their owner reads them; anyone else's order is as absent as a missing one. */
export function orderService(db: Db) {
  // A lab booking's order has its own page (the diagnostics domain's), a PLUS purchase the PLUS page: here they are
  // as absent as a missing one.
  const owned = async (userId: number, orderId: number) => {
    const row = await repo.orderOf(db, orderId);
    return row && row.user_id === userId && !repo.isServiceOrder(row) ? row : null;
  };

  /**
   * Where a cancelled order's money went: what the wallet paid is back in it; a charge went to the wallet at once
   * when the shopper chose that, else it is refunded to the payment's source (by the reconciler, decision 018).
   */
  function refundOf(o: { status: string; wallet_paise: number; amount_paise: number; refund_to_wallet: boolean }, paymentStatus?: string) {
    if (o.status !== 'CANCELLED') return null;
    const charged = paymentStatus === 'CHARGED' || paymentStatus === 'REFUNDED' ? o.amount_paise : 0;
    const toWallet = o.wallet_paise + (o.refund_to_wallet ? charged : 0);
    const toSource = o.refund_to_wallet ? 0 : charged;
    if (toWallet === 0 && toSource === 0) return null;
    const texts = [
      toWallet > 0 ? `${formatRupees(toWallet)} is back in your Dawa wallet.` : null,
      toSource > 0
        ? paymentStatus === 'REFUNDED'
          ? `${formatRupees(toSource)} was refunded to your original payment method.`
          : `${formatRupees(toSource)} is being refunded to your original payment method (5–7 working days).`
        : null,
    ];
    return { walletPaise: toWallet, sourcePaise: toSource, text: texts.filter(Boolean).join(' ') };
  }

  return {
    /** Whether the customer has placed an order that went through, and had one delivered (profile, login). */
    flags: (userId: number) => repo.orderFlags(db, userId),

    /** Each prescription-only product of the customer's live orders with a prescription attached to that order. */
    prescribedProducts: (userId: number) => repo.prescribedProducts(db, userId),

    async detail(userId: number, orderId: number): Promise<Result<OrderDetail>> {
      const o = await owned(userId, orderId);
      if (!o) return notFound();
      const [items, events, prescriptionIds, payment] = await Promise.all([
        repo.itemsOf(db, orderId),
        repo.eventsOf(db, orderId),
        repo.prescriptionIdsOf(db, orderId),
        repo.latestPaymentOf(db, orderId),
      ]);
      const requiresPrescription = items.some((i) => i.is_rx_required);
      const timeline = orderTimeline(
        o.status,
        events.map((e) => ({ status: e.to_status as OrderStatus, at: new Date(e.created_at) })),
        { requiresPrescription },
      );
      const cod = o.payment_type_id === PAYMENT_TYPE_ID.cod;
      return ok({
        orderId: o.id,
        orderType: o.order_type,
        status: o.status,
        statusText: STATUS_TEXT[o.status],
        outcome: timeline.outcome,
        placedAt: iso(o.created_at),
        timeline: timeline.steps.map((s) => ({ label: s.label, state: s.state, at: s.at ? s.at.toISOString() : null })),
        address: o.address_snapshot,
        delivery: { optionId: o.delivery_option, estimatedDate: repo.dateText(o.estimated_delivery_date) },
        payment: {
          paymentTypeId: o.payment_type_id,
          method: METHOD[o.payment_type_id] ?? 'Online',
          status: cod ? (o.status === 'DELIVERED' ? 'Paid on delivery' : 'Pay on delivery') : (payment?.status ?? 'CREATED'),
          // A cash-on-delivery order shows no card: an online attempt declined before the switch is not how it is paid.
          instrument: cod ? null : (payment?.instrument_label ?? null),
          // The cart still holds this order's lines: checking out again pays this same order.
          retryUrl: o.status === 'PAYMENT_PENDING' ? '/cart' : null,
        },
        rxOption: o.rx_option,
        prescriptionIds,
        itemCount: items.length,
        amountPaise: o.amount_paise,
        amount: formatRupees(o.amount_paise),
        walletPaise: o.wallet_paise,
        refund: refundOf(o, payment?.status),
        refundTo: o.refund_to_wallet ? 'wallet' : 'source',
        canCancel: customerMayCancel(o.status),
      });
    },

    async items(userId: number, orderId: number): Promise<Result<OrderItems>> {
      const o = await owned(userId, orderId);
      if (!o) return notFound();
      const items = await repo.itemsOf(db, orderId);
      return ok({
        orderId,
        items: items.map((i) => ({
          position: i.position,
          productId: i.product_id,
          name: i.name,
          packLabel: i.pack_label,
          manufacturer: i.manufacturer,
          quantity: i.quantity,
          mrpPaise: i.mrp_paise,
          salePricePaise: i.sale_price_paise,
          lineTotalPaise: i.sale_price_paise * i.quantity,
          isRxRequired: i.is_rx_required,
          url: null,
        })),
      });
    },

    async summary(userId: number, orderId: number): Promise<Result<OrderSummary>> {
      const o = await owned(userId, orderId);
      if (!o) return notFound();
      return ok({
        orderId,
        summary: orderSummaryLines(o, {
          promotional_discount: `Promotional discount (${o.promo_code})`,
          amount_to_be_paid: o.status === 'PAYMENT_PENDING' ? 'Amount to be paid' : 'Order total',
        }),
        amountPaise: o.amount_paise,
        totalSavingPaise: o.discount_on_mrp_paise + o.promo_discount_paise + o.instant_discount_paise,
      });
    },

    async list(userId: number, page: number): Promise<OrderList> {
      const rows = await repo.ordersOf(db, userId, (page - 1) * ORDERS_PAGE_SIZE, ORDERS_PAGE_SIZE + 1);
      const shown = rows.slice(0, ORDERS_PAGE_SIZE);
      const items = await repo.itemsOfOrders(
        db,
        shown.map((o) => o.id),
      );
      return {
        orders: shown.map((o) => {
          const mine = items.filter((i) => i.order_id === o.id);
          return {
            orderId: o.id,
            status: o.status,
            statusText: STATUS_TEXT[o.status],
            placedAt: iso(o.created_at),
            itemCount: mine.length,
            itemNames: mine.slice(0, 3).map((i) => i.name),
            amountPaise: o.amount_paise,
            amount: formatRupees(o.amount_paise),
            estimatedDate: repo.dateText(o.estimated_delivery_date),
            url: orderUrl(o.id),
          };
        }),
        page,
        hasMore: rows.length > ORDERS_PAGE_SIZE,
      };
    },
  };
}
export type OrderService = ReturnType<typeof orderService>;
