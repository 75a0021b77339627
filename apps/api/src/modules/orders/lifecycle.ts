import type { Transaction } from 'kysely';
import type { Database, Db, OrderStatus } from '@dawa/db';
import { customerMayCancel, formatRupees, orderLifecycleFor, PAYMENT_TYPE_ID, transition, type OrderEvent } from '@dawa/domain';
import { returnStock } from '../catalogue/stock.ts';
import type { CartService } from '../cart/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { PromoService } from '../promos/service.ts';
import type { ReferralService } from '../referrals/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { isConsultOrder, type ConsultOrderHooks } from './consult-orders.ts';
import { isLabOrder, LAB_ORDER_EVENTS, type LabOrderHooks } from './lab-orders.ts';
import { buysPlus, isPlusOrder, PLUS_ORDER_EVENTS, type PlusOrderHooks } from './plus-orders.ts';
import * as repo from './repo.ts';

export const ORDER_PLACED_TITLE = 'Your order has been successfully placed.';

/** What the operations token may do. Verifying a prescription is a pharmacist's act only (decision 017). */
export const FULFILMENT_EVENTS = ['PACK', 'SHIP', 'DELIVER', 'CANCEL'] as const;
export type FulfilmentEvent = (typeof FULFILMENT_EVENTS)[number];
type NotifiedEvent = FulfilmentEvent | 'RX_VERIFIED';

const FULFILMENT_TITLES: Record<NotifiedEvent, (id: number) => string> = {
  RX_VERIFIED: (id) => `Order #${id}: prescription verified`,
  PACK: (id) => `Order #${id} is packed`,
  SHIP: (id) => `Order #${id} has shipped`,
  DELIVER: (id) => `Order #${id} is delivered`,
  CANCEL: (id) => `Order #${id} is cancelled`,
};
const FULFILMENT_TEXTS: Record<NotifiedEvent, string> = {
  RX_VERIFIED: 'Our pharmacist checked your prescription. We are packing your medicines.',
  PACK: 'Your medicines are packed, with batch and expiry checked.',
  SHIP: 'Your order is on its way.',
  DELIVER: 'Your order was delivered. Thank you for choosing Dawa.',
  CANCEL: 'The pharmacy cancelled this order. Nothing is charged; anything paid online is refunded.',
};

export interface PayableOrder {
  id: number;
  userId: number;
  status: OrderStatus;
  amountPaise: number;
  paymentTypeId: number;
  /** When it was placed: its payment window runs from here (decision 014). */
  placedAt: Date;
  /** ORDER_TYPE: a lab booking (diagnostic) is paid like any order but followed on its own page. */
  orderType: number;
}

/** What a confirmed payment did to its order; 'late' means it had closed and the charge must be refunded. */
export type PaymentConfirmation = 'placed' | 'already' | 'late' | 'missing';

const payable = (row: repo.OrderRow): PayableOrder => ({
  id: row.id,
  userId: row.user_id,
  status: row.status,
  amountPaise: row.amount_paise,
  paymentTypeId: row.payment_type_id,
  placedAt: new Date(row.created_at),
  orderType: row.order_type,
});

/**
 * What happens to an order when its payment resolves or it is cancelled, each step guarded by the order
 * transition table and done in one transaction with the order row locked (replays change nothing).
 */
/**
 * Writes the Schedule H1 register rows of an order being dispatched, inside the SHIP transaction; 'missing'
 * when an H1 line lacks what the register needs (the dispatch is then refused).
 */
export type DispatchRecorder = (
  trx: Transaction<Database>,
  orderId: number,
  lines: { position: number; product_id: number | null; name: string; quantity: number; is_rx_required: boolean }[],
  at: Date,
) => Promise<'recorded' | 'missing'>;

class DispatchRefused extends Error {}

export function orderLifecycle(
  db: Db,
  deps: {
    cart: CartService;
    promos: PromoService;
    notifications: NotificationService;
    /** What a lab booking does when its order is placed or closes (decision 060). */
    labOrders: LabOrderHooks;
    /** What PLUS does when an order buying a plan is paid for or closes (decision 067). */
    plusOrders: PlusOrderHooks;
    /** What a consultation does when its order is paid or closes (decision 068). */
    consultOrders: ConsultOrderHooks;
    recordDispatch?: DispatchRecorder;
    /** What the store wallet paid for an order comes back when it closes (the wallet domain answers). */
    wallet: Pick<WalletService, 'returnOrderPaymentIn' | 'cashbackForOrderIn'>;
    /** A cancelled order's charges go to the wallet when the shopper chose so (the payments domain answers). */
    refundChargesToWallet(trx: Transaction<Database>, order: { id: number; user_id: number }): Promise<number>;
    /** A delivered first order rewards the friend whose code it used (refer & earn answers). */
    referrals: Pick<ReferralService, 'deliveredIn'>;
  },
) {
  // A prescription attached to an order without a prescription medicine has nothing to verify.
  const requiresRx = async (trx: Transaction<Database>, orderId: number) =>
    (await repo.itemsOf(trx, orderId)).some((i) => i.is_rx_required);

  /**
   * Applies `event`; 'applied' when the state changed, 'replay' when it already had, 'refused' otherwise, and
   * 'unverified' when an order with prescription lines would be verified or packed without a pharmacist's
   * verification naming each of them on file.
   */
  async function apply(trx: Transaction<Database>, order: repo.OrderRow, event: OrderEvent) {
    // A lab booking's order only records payment; the booking has its own steps (decision 060).
    if ((isLabOrder(order) || isConsultOrder(order)) && !LAB_ORDER_EVENTS.includes(event)) return 'refused' as const;
    if (isPlusOrder(order) && !PLUS_ORDER_EVENTS.includes(event)) return 'refused' as const;
    const rx = await requiresRx(trx, order.id);
    const step = transition(orderLifecycleFor(rx), order.status, event);
    if (!step.ok) return 'refused' as const;
    if (step.unchanged || step.to === order.status) return 'replay' as const;
    if (rx && (event === 'RX_VERIFIED' || event === 'PACK') && (await repo.uncoveredRxLines(trx, order.id)).length > 0) {
      return 'unverified' as const;
    }
    await repo.setStatus(trx, order.id, order.status, step.to, event);
    return 'applied' as const;
  }

  const notifyStep = (trx: Transaction<Database>, order: repo.OrderRow, event: NotifiedEvent) =>
    deps.notifications.notify(trx, order.user_id, {
      kind: 'order_update',
      title: FULFILMENT_TITLES[event](order.id),
      body: FULFILMENT_TEXTS[event],
      link: `/account/orders/medicine-healthcare/${order.id}`,
      orderId: order.id,
    });

  /**
   * Locks the customer's cart, then the order: the same order as placement takes them, so a payment
   * resolving while the same customer places again cannot deadlock.
   */
  async function lockOrderAndCart(trx: Transaction<Database>, orderId: number) {
    const peek = await repo.orderOf(trx, orderId);
    if (!peek) return undefined;
    await deps.cart.lock(trx, peek.user_id);
    return repo.lockOrder(trx, orderId);
  }

  /**
   * An order went through (paid, or switched to cash on delivery): its cart is emptied and the shopper told. A plan
   * bought with it starts when it is paid online; with cash on delivery, when it is delivered.
   */
  async function placed(trx: Transaction<Database>, order: repo.OrderRow, paidOnline: boolean) {
    if (isLabOrder(order)) return deps.labOrders.placed(trx, order);
    if (isConsultOrder(order)) return deps.consultOrders.placed(trx, order);
    if (isPlusOrder(order)) {
      await deps.plusOrders.paid(trx, order);
      await deps.notifications.notify(trx, order.user_id, {
        kind: 'order_placed',
        title: 'Welcome to Dawa PLUS',
        body: `Payment received for order #${order.id}. Member prices apply from your next cart.`,
        link: '/plus',
        orderId: order.id,
      });
      return;
    }
    if (buysPlus(order) && paidOnline) await deps.plusOrders.paid(trx, order);
    await deps.cart.clearAfterOrder(trx, order.user_id, order.cart_version);
    await deps.notifications.notify(trx, order.user_id, {
      kind: 'order_placed',
      title: ORDER_PLACED_TITLE,
      body: `Order #${order.id} is confirmed. We will keep you posted here.`,
      link: `/account/orders/medicine-healthcare/${order.id}`,
      orderId: order.id,
    });
  }

  /** The order locked: placed on a confirmed payment, unless it had closed ('late': the charge goes back). */
  async function confirm(trx: Transaction<Database>, order: repo.OrderRow): Promise<PaymentConfirmation> {
    if (order.payment_type_id === PAYMENT_TYPE_ID.cod) return 'late';
    const outcome = await apply(trx, order, 'PAYMENT_CONFIRMED');
    if (outcome === 'refused') return order.status === 'PAYMENT_FAILED' || order.status === 'CANCELLED' ? 'late' : 'already';
    if (outcome === 'replay') return 'already';
    await placed(trx, order, true);
    return 'placed';
  }

  /** A delivered order's cashback reaches the wallet, and a friend's first order rewards them (decisions 064, 065). */
  async function delivered(trx: Transaction<Database>, order: repo.OrderRow) {
    if (buysPlus(order) && order.payment_type_id === PAYMENT_TYPE_ID.cod) await deps.plusOrders.paid(trx, order);
    if (order.cashback_paise > 0) {
      const credited = await deps.wallet.cashbackForOrderIn(trx, order.user_id, { id: order.id, cashbackPaise: order.cashback_paise });
      if (credited.transactionId !== null) {
        await deps.notifications.notify(trx, order.user_id, {
          kind: 'wallet_credit',
          title: `${formatRupees(order.cashback_paise)} cashback`,
          body: `Order #${order.id} is delivered: ${formatRupees(order.cashback_paise)} cashback is in your Dawa wallet.`,
          link: '/account/wallet',
          orderId: order.id,
        });
      }
    }
    await deps.referrals.deliveredIn(trx, order);
  }

  /**
   * Gives back what a placed order held: its stock (or a lab booking's slot), its promo redemption and what the
   * store wallet paid; a cancelled order's charges go to the wallet when the shopper chose that (decision 063).
   */
  async function undo(trx: Transaction<Database>, order: repo.OrderRow, event: 'PAYMENT_FAILED' | 'CANCEL') {
    for (const item of await repo.itemsOf(trx, order.id)) {
      if (item.product_id !== null) await returnStock(trx, item.product_id, item.quantity);
    }
    if (isLabOrder(order)) await deps.labOrders.closed(trx, order, event);
    if (isConsultOrder(order)) await deps.consultOrders.closed(trx, order, event);
    if (buysPlus(order)) await deps.plusOrders.closed(trx, order, event);
    await deps.promos.release(trx, order.id);
    if (order.wallet_paise > 0) await deps.wallet.returnOrderPaymentIn(trx, order.user_id, order.id);
    if (event === 'CANCEL' && order.refund_to_wallet) await deps.refundChargesToWallet(trx, order);
  }

  /** A lab booking's or a consultation's order closes by the customer or by the people who serve it. */
  function cancelServiceOrder(
    isOfKind: (order: repo.OrderRow) => boolean,
    orderId: number,
    allowed: (trx: Transaction<Database>) => Promise<boolean>,
    by: { userId: number; refundToWallet?: boolean } | 'lab' | 'doctor',
  ): Promise<'cancelled' | 'missing' | 'too_late'> {
    return db.transaction().execute(async (trx) => {
      const order = await lockOrderAndCart(trx, orderId);
      if (!order || !isOfKind(order) || (typeof by === 'object' && order.user_id !== by.userId)) return 'missing';
      if (!(await allowed(trx))) return 'too_late';
      const outcome = await apply(trx, order, 'CANCEL');
      if (outcome === 'refused') return 'too_late';
      // The customer chose the wallet for this refund (a consultation asks when it is cancelled).
      const refundToWallet = typeof by === 'object' && by.refundToWallet === true;
      if (outcome === 'applied') {
        if (refundToWallet) await repo.setRefundToWallet(trx, order.id);
        await undo(trx, refundToWallet ? { ...order, refund_to_wallet: true } : order, 'CANCEL');
      }
      return 'cancelled';
    });
  }

  return {
    /** The order if it is the customer's (null otherwise: someone else's order is as absent as a missing one). */
    async forPayment(userId: number, orderId: number): Promise<PayableOrder | null> {
      const row = await repo.orderOf(db, orderId);
      return row && row.user_id === userId ? payable(row) : null;
    },

    /** The order behind a gateway notification (no customer in the request). */
    async byId(orderId: number): Promise<PayableOrder | null> {
      const row = await repo.orderOf(db, orderId);
      return row ? payable(row) : null;
    },

    /**
     * The gateway confirmed the money: the order is placed, the cart it claimed is emptied and the customer
     * notified. 'late' means the order had already closed unpaid, been cancelled, or been switched to cash on
     * delivery: the charge must be refunded.
     */
    async paymentConfirmed(orderId: number): Promise<PaymentConfirmation> {
      return db.transaction().execute(async (trx) => {
        const order = await lockOrderAndCart(trx, orderId);
        return order ? confirm(trx, order) : 'missing';
      });
    },

    /**
     * Inside a payment's settlement transaction, before the payment rows are locked: locks the order's cart,
     * then the order (placement's order; payments come last), so the charge and the order it places commit
     * together (decision 018).
     */
    async lockForPayment(trx: Transaction<Database>, orderId: number): Promise<PayableOrder | undefined> {
      const order = await lockOrderAndCart(trx, orderId);
      return order ? payable(order) : undefined;
    },

    /** Inside settlement's transaction, after `lockForPayment`: paymentConfirmed's step, committed with the charge. */
    async confirmPaymentIn(trx: Transaction<Database>, orderId: number): Promise<PaymentConfirmation> {
      const order = await repo.lockOrder(trx, orderId);
      return order ? confirm(trx, order) : 'missing';
    },

    /**
     * No payment attempt of the order is open or charged. While its payment window is open it keeps waiting
     * ('waiting': the shopper may retry, paying this same order); once the window has passed (placed before
     * `placedBefore`) it closes unpaid: its stock and promo go back, and the cart stays as it was.
     */
    async paymentFailed(orderId: number, placedBefore: Date): Promise<'failed' | 'waiting' | 'already' | 'ignored' | 'missing'> {
      return db.transaction().execute(async (trx) => {
        const order = await lockOrderAndCart(trx, orderId);
        if (!order) return 'missing';
        if (order.status === 'PAYMENT_PENDING' && new Date(order.created_at).getTime() >= placedBefore.getTime()) return 'waiting';
        const outcome = await apply(trx, order, 'PAYMENT_FAILED');
        if (outcome === 'refused') return 'ignored';
        if (outcome === 'replay') return 'already';
        await undo(trx, order, 'PAYMENT_FAILED');
        return 'failed';
      });
    },

    /**
     * The stock-release job: an order waiting for payment whose reservation expired (placed before
     * `placedBefore`) and that no payment holds (none charged, none open since `attemptsSince`) closes unpaid,
     * giving back its stock and promo — once: the cart and order are locked as settlement locks them, so a
     * charge applied first wins, and a charge arriving after is refunded as late (decision 018).
     */
    async releaseReservation(orderId: number, placedBefore: Date, attemptsSince: Date): Promise<'released' | 'held' | 'ignored'> {
      return db.transaction().execute(async (trx) => {
        const order = await lockOrderAndCart(trx, orderId);
        if (!order || order.status !== 'PAYMENT_PENDING') return 'ignored';
        if (new Date(order.created_at).getTime() >= placedBefore.getTime()) return 'held';
        if (await repo.paymentHolds(trx, orderId, attemptsSince)) return 'held';
        if ((await apply(trx, order, 'PAYMENT_FAILED')) !== 'applied') return 'ignored';
        await undo(trx, order, 'PAYMENT_FAILED');
        return 'released';
      });
    },

    /**
     * The shopper cancels their order before it is packed (decision 063). What it held goes back (undo); a paid
     * order's charge goes to the store wallet at once when the shopper chose that at checkout, else the reconciler
     * refunds it to its source (decision 018).
     */
    async cancelByCustomer(userId: number, orderId: number): Promise<'cancelled' | 'missing' | 'too_late'> {
      return db.transaction().execute(async (trx) => {
        const order = await lockOrderAndCart(trx, orderId);
        if (!order || order.user_id !== userId || repo.isServiceOrder(order)) return 'missing';
        if (!customerMayCancel(order.status) && order.status !== 'CANCELLED') return 'too_late';
        const outcome = await apply(trx, order, 'CANCEL');
        if (outcome === 'refused') return 'too_late';
        if (outcome === 'applied') await undo(trx, order, 'CANCEL');
        return 'cancelled';
      });
    },

    /**
     * The shopper (or the lab) cancels a lab booking: its order closes (a charge is then refunded to the source by the
     * reconciler, decision 018) and the booking gives back its slot. `allowed` is asked with the order locked:
     * false once the sample is collected.
     */
    cancelLabOrder: (orderId: number, allowed: (trx: Transaction<Database>) => Promise<boolean>, by: { userId: number } | 'lab') =>
      cancelServiceOrder(isLabOrder, orderId, allowed, by),

    /**
     * The patient (or the doctor) cancels a consultation: its order closes, a charge is refunded to its source by the
     * reconciler (or at once to the wallet when the patient chose that), and the doctor's slot is free again.
     */
    cancelConsultOrder: (
      orderId: number,
      allowed: (trx: Transaction<Database>) => Promise<boolean>,
      by: { userId: number; refundToWallet?: boolean } | 'doctor',
    ) => cancelServiceOrder(isConsultOrder, orderId, allowed, by),

    /**
     * Inside a lab booking's or a PLUS purchase's transaction (the customer locked by `cart.lock`): closes the
     * customer's orders of that type still waiting for payment, which the new one replaces (a booking's slot goes
     * back, a purchase's waiting membership goes). With `keepInFlightSince`, one with a payment attempt opened since
     * then is kept: closing it would turn the charge the shopper is approving into a refund.
     */
    async closeWaitingOrders(trx: Transaction<Database>, userId: number, orderType: number, keepInFlightSince?: Date): Promise<void> {
      for (const id of await repo.waitingOrdersOfType(trx, userId, orderType)) {
        const order = await repo.lockOrder(trx, id);
        if (order?.status !== 'PAYMENT_PENDING') continue;
        if (keepInFlightSince && (await repo.paymentHolds(trx, id, keepInFlightSince))) continue;
        if ((await apply(trx, order, 'PAYMENT_FAILED')) === 'applied') await undo(trx, order, 'PAYMENT_FAILED');
      }
    },

    /**
     * The pharmacy moves an order on (prescription verified, packed, shipped, delivered, or cancelled before
     * shipping) and the customer is told in their notifications.
     */
    async fulfil(orderId: number, event: FulfilmentEvent): Promise<'applied' | 'replay' | 'refused' | 'unverified' | 'missing'> {
      try {
        return await db.transaction().execute(async (trx) => {
          const order = await lockOrderAndCart(trx, orderId);
          if (!order) return 'missing';
          // A lab booking is moved by the lab's own calls, its cancellation included (cancelLabOrder).
          if (repo.isServiceOrder(order)) return 'refused';
          const outcome = await apply(trx, order, event);
          if (outcome !== 'applied') return outcome;
          if (event === 'CANCEL') await undo(trx, order, 'CANCEL');
          if (event === 'DELIVER') await delivered(trx, order);
          if (
            event === 'SHIP' &&
            deps.recordDispatch &&
            (await deps.recordDispatch(trx, order.id, await repo.itemsOf(trx, order.id), new Date())) === 'missing'
          ) {
            throw new DispatchRefused(); // rolls the SHIP back: no H1 dispatch leaves without its register rows
          }
          await notifyStep(trx, order, event);
          return 'applied';
        });
      } catch (error) {
        if (error instanceof DispatchRefused) return 'unverified';
        throw error;
      }
    },

    /**
     * Inside the pharmacist's transaction: the order locked (cart first, as everywhere), with its lines and the
     * prescriptions attached to it.
     */
    async lockForCheck(trx: Transaction<Database>, orderId: number) {
      const order = await lockOrderAndCart(trx, orderId);
      if (!order) return undefined;
      const [items, prescriptionIds] = await Promise.all([repo.itemsOf(trx, orderId), repo.prescriptionIdsOf(trx, orderId)]);
      return { order, items, prescriptionIds };
    },

    /**
     * Inside the pharmacist's transaction (order locked): records which prescriptions cover which prescription
     * lines and moves the order to RX_VERIFIED; the shopper is told. Refused unless every prescription line is
     * covered by a prescription attached to this order.
     */
    async verifyPrescription(
      trx: Transaction<Database>,
      order: repo.OrderRow,
      verification: { pharmacistId: number; covers: repo.RxCover[]; at: Date },
    ): Promise<'applied' | 'replay' | 'refused' | 'unverified'> {
      const attached = new Set(await repo.prescriptionIdsOf(trx, order.id));
      const covers = verification.covers.map((c) => ({ ...c, prescriptionIds: c.prescriptionIds.filter((id) => attached.has(id)) }));
      await repo.insertRxCover(trx, order.id, verification.pharmacistId, covers, verification.at);
      const outcome = await apply(trx, order, 'RX_VERIFIED');
      if (outcome === 'applied') await notifyStep(trx, order, 'RX_VERIFIED');
      return outcome;
    },

    /** Inside the caller's transaction (order locked): more of the shopper's prescriptions for this order. */
    attachPrescriptions: (trx: Transaction<Database>, orderId: number, ids: string[]) => repo.addPrescriptions(trx, orderId, ids),

    /**
     * Inside placement's transaction (cart and order locked): closes an order still waiting for payment that a
     * newer checkout of the cart replaces; its stock and promo go back. A charge arriving for it later is refunded.
     */
    async closeUnpaid(trx: Transaction<Database>, order: repo.OrderRow): Promise<boolean> {
      const outcome = await apply(trx, order, 'PAYMENT_FAILED');
      if (outcome !== 'applied') return outcome === 'replay';
      await undo(trx, order, 'PAYMENT_FAILED');
      return true;
    },

    /**
     * Inside placement's transaction (cart and order locked): the shopper chose cash on delivery for an order
     * waiting for payment. The same order is placed, priced for cash on delivery; the cart is emptied and the
     * customer notified. False when the order is no longer waiting.
     */
    async payOnDelivery(
      trx: Transaction<Database>,
      order: repo.OrderRow,
      amounts: { cashHandlingPaise: number; instantDiscountPaise: number; amountPaise: number },
    ): Promise<boolean> {
      const outcome = await apply(trx, order, 'PAY_ON_DELIVERY');
      if (outcome !== 'applied') return false;
      await repo.setPaymentMethod(trx, order.id, { paymentTypeId: PAYMENT_TYPE_ID.cod, paymentSubTypeId: null, ...amounts });
      await placed(trx, order, false);
      return true;
    },
  };
}
export type OrderLifecycle = ReturnType<typeof orderLifecycle>;
