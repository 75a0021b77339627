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

/**
 * Re-reads a payment's order at the gateway and applies what it says — never what a redirect or a webhook
 * body claims. A charge counts only when the gateway's amount, the payment's and the order's agree; then the
 * order is confirmed (once: the payment row is locked and the transition table makes repeats no-ops). A charge
 * of an order that had already closed, or that another attempt already paid, is refunded. A failed attempt
 * leaves its order waiting for a retry; once the order's payment window has passed with no other attempt
 * open or charged, the order closes unpaid (decision 014).
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

  /** Applies one payment event in a transaction with the payment row locked. */
  async function move(payment: repo.PaymentRow, event: PaymentEvent, source: repo.Source, state: GatewayOrderState | null) {
    return db.transaction().execute(async (trx) => {
      // A charge takes every attempt of the order (in id order): two attempts charged at once are applied one
      // after the other, so the second sees the first and is refunded (decision 014: retries make this common).
      if (event === 'GATEWAY_CHARGED') await repo.lockPaymentsOfOrder(trx, payment.order_id);
      const current = await repo.lockPayment(trx, payment.id);
      if (event === 'GATEWAY_CHARGED' && (await repo.otherCharge(trx, current))) return { row: current, changed: false, duplicate: true };
      const step = transition(PAYMENT_LIFECYCLE, current.status, event);
      if (!step.ok || step.unchanged || step.to === current.status) return { row: current, changed: false, duplicate: false };
      const row = await repo.setStatus(trx, current, step.to as PaymentStatus, source, deps.now(), {
        instrumentLabel: state ? instrumentLabel(state) : null,
        gatewayTxnId: state?.txnId ?? null,
      });
      return { row, changed: true, duplicate: false };
    });
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
    let amountMismatch = false;

    if (event === 'GATEWAY_CHARGED' && state) {
      const order = await orders.byId(payment.order_id);
      if (!order || state.amountPaise !== payment.amount_paise || payment.amount_paise !== order.amountPaise) {
        log.warn(
          {
            paymentId: payment.id,
            orderId: payment.order_id,
            gatewayAmountPaise: state.amountPaise,
            paymentAmountPaise: payment.amount_paise,
            orderAmountPaise: order?.amountPaise ?? null,
          },
          'payment amount mismatch: the order is not fulfilled',
        );
        event = 'GATEWAY_FAILED';
        amountMismatch = true;
      }
    }
    const created = new Date(payment.created_at).getTime();
    if ((event === null || event === 'TXN_STARTED') && options.expireCreatedBefore && created < options.expireCreatedBefore.getTime()) {
      event = 'GATEWAY_FAILED';
    }
    if (event === null) return payment;
    const moved = await move(payment, event, source, state);
    const row = moved.row;

    if (moved.duplicate && state) {
      // A second charge of an order another payment already paid: the money goes back, the payment fails.
      log.warn({ paymentId: payment.id, orderId: payment.order_id }, 'second charge of an already paid order');
      await refundAtGateway(payment, state.amountPaise, 'order already paid');
      return (await move(row, 'GATEWAY_FAILED', source, state)).row;
    }
    const refundId = refundIdOf(payment);
    if (amountMismatch && state && !state.refunds.some((r) => r.uniqueRequestId === refundId)) {
      await refundAtGateway(payment, state.amountPaise, 'amount mismatch');
    }
    if (row.status === 'CHARGED') {
      const outcome = await orders.paymentConfirmed(row.order_id);
      if (outcome === 'missing') log.error({ paymentId: row.id, orderId: row.order_id }, 'charged payment of a missing order');
      if (outcome === 'late' && (await refundAtGateway(row, row.amount_paise, 'order had already failed'))) {
        return (await move(row, 'REFUND', source, null)).row;
      }
    } else if (row.status === 'FAILED' && !(await repo.otherLivePayment(db, row))) {
      // The order keeps waiting for a retry while its payment window is open (decision 014); after it, it closes.
      await orders.paymentFailed(row.order_id, new Date(deps.now().getTime() - PAYMENT_WINDOW_MS));
    }
    return row;
  }

  return { settle, refundAtGateway };
}
export type Settlement = ReturnType<typeof settlement>;
