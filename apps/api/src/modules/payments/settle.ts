import type { Db, PaymentStatus } from '@dawa/db';
import { PAYMENT_LIFECYCLE, PAYMENT_WINDOW_MS, transition, type PaymentEvent } from '@dawa/domain';
import type { OrderLifecycle } from '../orders/lifecycle.ts';
import type { GatewayClient, GatewayOrderState } from './gateway-client.ts';
import { instrumentLabel } from './methods.ts';
import * as repo from './repo.ts';

export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SettleDeps {
  db: Db;
  gateway: GatewayClient;
  orders: OrderLifecycle;
  log: PaymentLog;
  now: () => Date;
}

/** What the gateway's order status means for our payment. */
function eventFor(state: GatewayOrderState): PaymentEvent | null {
  switch (state.status) {
    case 'CHARGED':
      return 'GATEWAY_CHARGED';
    case 'AUTHORIZATION_FAILED':
    case 'AUTHENTICATION_FAILED':
    case 'JUSPAY_DECLINED':
    case 'AUTO_REFUNDED':
      return 'GATEWAY_FAILED';
    case 'STARTED':
    case 'PENDING_VBV':
    case 'AUTHORIZING':
      return 'TXN_STARTED';
    case 'NEW':
      return null;
  }
}

/** One refund per payment: the gateway treats a repeated unique_request_id as the same refund. */
const refundIdOf = (payment: repo.PaymentRow) => `${payment.gateway_order_id}-rf`;

export interface SettleOptions {
  /** A payment created before this that is still not charged is failed (the reconciler's 30 minutes). */
  expireCreatedBefore?: Date;
}

/** What applying a charge did, decided in the one transaction that holds cart, order and payments. */
type ChargeOutcome =
  | { kind: 'placed' | 'already' | 'refused' | 'missing'; row: repo.PaymentRow }
  /** The payment is CHARGED but its order had closed (unpaid, cancelled, or switched to cash on delivery). */
  | { kind: 'late'; row: repo.PaymentRow }
  /** Another attempt holds the order's one charge; this payment is unchanged. */
  | { kind: 'duplicate'; row: repo.PaymentRow }
  /** The gateway's amount, the payment's and the order's disagree; this payment is unchanged. */
  | { kind: 'mismatch'; row: repo.PaymentRow };

/**
 * Re-reads a payment's order at the gateway and applies what it says — never what a redirect or a webhook
 * body claims. A charge counts only when the gateway's amount, the payment's and the order's agree; then the
 * payment is marked CHARGED and the order placed in ONE transaction (decision 018), so no crash can leave a
 * charge without its order. A charge of an order that had closed, or that another attempt already paid, is
 * refunded; a charge recorded whose refund did not happen yet is found again by `repairCharge`. A failed
 * attempt leaves its order waiting for a retry; once the order's payment window has passed with no other
 * attempt open or charged, the order closes unpaid (decision 014).
 */
export function settlement(deps: SettleDeps) {
  const { db, gateway, orders, log } = deps;

  async function refundAtGateway(payment: repo.PaymentRow, amountPaise: number, why: string): Promise<boolean> {
    const refund = await gateway.refund({ orderId: payment.gateway_order_id, uniqueRequestId: refundIdOf(payment), amountPaise });
    if (!refund.ok) {
      log.error({ paymentId: payment.id, orderId: payment.order_id, code: refund.code }, `refund refused by the gateway (${why})`);
      return false;
    }
    log.info({ paymentId: payment.id, orderId: payment.order_id, amountPaise }, `payment refunded (${why})`);
    return true;
  }

  /** Applies one payment event other than a charge, in a transaction with the payment row locked. */
  async function move(
    payment: repo.PaymentRow,
    event: Exclude<PaymentEvent, 'GATEWAY_CHARGED'>,
    source: repo.Source,
    state: GatewayOrderState | null,
  ) {
    return db.transaction().execute(async (trx) => {
      const current = await repo.lockPayment(trx, payment.id);
      const step = transition(PAYMENT_LIFECYCLE, current.status, event);
      if (!step.ok || step.unchanged || step.to === current.status) return current;
      return repo.setStatus(trx, current, step.to as PaymentStatus, source, deps.now(), {
        instrumentLabel: state ? instrumentLabel(state) : null,
        gatewayTxnId: state?.txnId ?? null,
      });
    });
  }

  /**
   * The charge and the order it places, in one transaction. Locks are taken as placement takes them: the
   * customer's cart, the order, then every attempt of the order in id order — so two attempts charged at once
   * are applied one after the other and the second sees the first (decision 014).
   */
  async function applyCharge(payment: repo.PaymentRow, source: repo.Source, state: GatewayOrderState | null): Promise<ChargeOutcome> {
    return db.transaction().execute(async (trx) => {
      const order = await orders.lockForPayment(trx, payment.order_id);
      await repo.lockPaymentsOfOrder(trx, payment.order_id);
      let row = await repo.lockPayment(trx, payment.id);
      if (!order) return { kind: 'missing', row };
      if (row.status !== 'CHARGED') {
        if (await repo.otherCharge(trx, row)) return { kind: 'duplicate', row };
        if ((state && state.amountPaise !== row.amount_paise) || row.amount_paise !== order.amountPaise) return { kind: 'mismatch', row };
        const step = transition(PAYMENT_LIFECYCLE, row.status, 'GATEWAY_CHARGED');
        if (!step.ok) return { kind: 'refused', row };
        row = await repo.setStatus(trx, row, 'CHARGED', source, deps.now(), {
          instrumentLabel: state ? instrumentLabel(state) : null,
          gatewayTxnId: state?.txnId ?? null,
        });
      }
      return { kind: await orders.confirmPaymentIn(trx, order.id), row };
    });
  }

  /** Money that must go back, refunded (idempotently: one refund id per payment) before the payment records it. */
  async function afterCharge(outcome: ChargeOutcome, source: repo.Source, state: GatewayOrderState | null): Promise<repo.PaymentRow> {
    const { row } = outcome;
    const amountPaise = state?.amountPaise ?? row.amount_paise;
    switch (outcome.kind) {
      case 'missing':
        log.error({ paymentId: row.id, orderId: row.order_id }, 'charged payment of a missing order');
        return row;
      case 'late':
        return (await refundAtGateway(row, row.amount_paise, 'order had already closed')) ? move(row, 'REFUND', source, null) : row;
      case 'duplicate':
        // A second charge of an order another payment already paid: the money goes back, the payment fails.
        log.warn({ paymentId: row.id, orderId: row.order_id }, 'second charge of an already paid order');
        return (await refundAtGateway(row, amountPaise, 'order already paid')) ? move(row, 'GATEWAY_FAILED', source, state) : row;
      case 'mismatch': {
        log.warn(
          {
            paymentId: row.id,
            orderId: row.order_id,
            gatewayAmountPaise: state?.amountPaise ?? null,
            paymentAmountPaise: row.amount_paise,
          },
          'payment amount mismatch: the order is not fulfilled',
        );
        const refunded =
          state?.refunds.some((r) => r.uniqueRequestId === refundIdOf(row)) || (await refundAtGateway(row, amountPaise, 'amount mismatch'));
        if (!refunded) return row;
        return failed(await move(row, 'GATEWAY_FAILED', source, state));
      }
      default:
        return row;
    }
  }

  /** The order keeps waiting for a retry while its payment window is open (decision 014); after it, it closes. */
  async function failed(row: repo.PaymentRow): Promise<repo.PaymentRow> {
    if (row.status === 'FAILED' && !(await repo.otherLivePayment(db, row))) {
      await orders.paymentFailed(row.order_id, new Date(deps.now().getTime() - PAYMENT_WINDOW_MS));
    }
    return row;
  }

  async function settle(payment: repo.PaymentRow, source: repo.Source, options: SettleOptions = {}): Promise<repo.PaymentRow> {
    const read = await gateway.getOrderStatus(payment.gateway_order_id);
    // 404: the gateway never created the order (the invoke failed half-way); nothing can have been charged.
    if (!read.ok && read.httpStatus !== 404) {
      log.warn({ paymentId: payment.id, code: read.code }, 'gateway refused the order status read');
      return payment;
    }
    const state = read.ok ? read.data : null;
    let event = state ? eventFor(state) : null;
    if (event === 'GATEWAY_CHARGED') return afterCharge(await applyCharge(payment, source, state), source, state);

    const created = new Date(payment.created_at).getTime();
    if ((event === null || event === 'TXN_STARTED') && options.expireCreatedBefore && created < options.expireCreatedBefore.getTime()) {
      event = 'GATEWAY_FAILED';
    }
    if (event === null) return payment;
    const row = await move(payment, event, source, state);
    if (row.status === 'CHARGED') return afterCharge(await applyCharge(row, source, null), source, null);
    return failed(row);
  }

  /**
   * A payment recorded as CHARGED whose order is not placed by it: placed now if it still waits (a charge
   * recorded by an older two-step settlement), refunded if the order closed or was cancelled after the charge.
   * True when it was repaired (a refund the gateway refused is tried again on the next run).
   */
  async function repairCharge(payment: repo.PaymentRow): Promise<boolean> {
    const outcome = await applyCharge(payment, 'reconcile', null);
    const row = await afterCharge(outcome, 'reconcile', null);
    return outcome.kind === 'placed' || row.status === 'REFUNDED';
  }

  return { settle, repairCharge, refundAtGateway };
}
export type Settlement = ReturnType<typeof settlement>;
