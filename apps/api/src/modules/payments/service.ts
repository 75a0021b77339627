import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import type { Db } from '@dawa/db';
import { ORDER_TYPE, type InvokeBody, type InvokeResponse, type PaymentStatusAnswer } from '@dawa/contracts';
import { PAYMENT_TYPE_ID, PAYMENT_WINDOW_MS, formatRupees, paymentWindowOpen } from '@dawa/domain';
import { ok, type Result } from '../../http/result.ts';
import type { OrderLifecycle, PayableOrder } from '../orders/lifecycle.ts';
import { paymentErrors } from './errors.ts';
import type { GatewayClient } from './gateway-client.ts';
import type { Idempotency } from './idempotency.ts';
import { methodOf, methodTypeOf } from './methods.ts';
import * as repo from './repo.ts';
import { settlement, type PaymentLog } from './settle.ts';

/** What the host gives the payments module (ApiDeps.payments). */

/** How the gateway's page names what is paid for, by order type. */
const DESCRIPTION: Partial<Record<number, string>> = {
  [ORDER_TYPE.diagnostic]: 'Dawa lab booking',
  [ORDER_TYPE.plus]: 'Dawa PLUS membership',
  [ORDER_TYPE.consultation]: 'Dawa doctor consultation',
};
export interface PaymentsConfig {
  /** The gateway's merchant API, reached only through the client. */
  gateway: GatewayClient;
  merchantId: string;
  /** Where the browser posts /txns: '/gateway' for the sandbox on this server, else the gateway's URL. */
  browserGatewayUrl: string;
  /** HTTP Basic credentials the gateway's webhooks must carry. */
  webhookAuth: { username: string; password: string };
  /** How browsers reach the store (PUBLIC_URL): return URLs are built on it. */
  returnBaseUrl: string;
}

export interface PaymentServiceDeps {
  db: Db;
  orders: OrderLifecycle;
  idempotency: Idempotency;
  log: PaymentLog;
  now: () => Date;
  config: PaymentsConfig | null;
}

/**
 * A waiting payment is re-read after 2 minutes, and failed when nothing charged it within 30; an order waiting
 * for payment closes when its own 30 minutes have passed with no attempt open or charged.
 */
export const RECONCILE_AFTER_MS = 2 * 60_000;
export const EXPIRE_AFTER_MS = PAYMENT_WINDOW_MS;
const RECONCILE_BATCH = 200;
const MAX_ATTEMPTS = 50;

export const newPaymentSecret = () => randomBytes(32).toString('base64url');
export const gatewayCustomerId = (userId: number) => `dawa_${userId}`;

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The customer's payment of an order, from invoke to the status the payment page shows. */

/**
 * What one reconciliation run did: payments re-read, charged, failed, still pending, unreadable; orders closed
 * unpaid; recorded charges repaired (their order placed, or the money refunded).
 */
export interface ReconcileReport {
  checked: number;
  charged: number;
  failed: number;
  pending: number;
  errors: number;
  closed: number;
  repaired: number;
}

export function paymentService(deps: PaymentServiceDeps) {
  const { db, orders, log } = deps;
  const config = deps.config;
  const settling = config ? settlement({ db, gateway: config.gateway, orders, log, now: deps.now }) : null;
  const settle = settling?.settle ?? null;

  async function createAttempt(order: { id: number; userId: number; amountPaise: number }, body: InvokeBody) {
    const subTypeId = body.paymentTypeId === PAYMENT_TYPE_ID.card ? null : (body.paymentSubTypeId ?? null);
    for (let tries = 0; ; tries++) {
      const attempt = (await repo.paymentsOfOrder(db, order.id)).length + 1 + tries;
      if (attempt > MAX_ATTEMPTS) return null;
      try {
        return await repo.insertPayment(db, {
          orderId: order.id,
          userId: order.userId,
          secret: newPaymentSecret(),
          gatewayOrderId: `DW${order.id}-${attempt}`,
          amountPaise: order.amountPaise,
          paymentTypeId: body.paymentTypeId,
          paymentSubTypeId: subTypeId,
          at: deps.now(),
        });
      } catch (error) {
        // Two attempts at once took the same number: take the next one.
        if (!isUniqueViolation(error) || tries >= 5) throw error;
      }
    }
  }

  async function markFailed(payment: repo.PaymentRow) {
    await db.transaction().execute(async (trx) => {
      const current = await repo.lockPayment(trx, payment.id);
      if (current.status === 'CREATED') await repo.setStatus(trx, current, 'FAILED', 'invoke', deps.now());
    });
  }

  async function invokeOnce(userId: number, body: InvokeBody): Promise<Result<InvokeResponse>> {
    if (body.paymentTypeId === PAYMENT_TYPE_ID.cod) return paymentErrors.codNotInvoked();
    const methodType = methodTypeOf(body.paymentTypeId);
    if (!methodType) return paymentErrors.unknownMethod();
    if (!config) return paymentErrors.unavailable();
    const order = await orders.forPayment(userId, body.parentOrderId);
    if (!order) return paymentErrors.orderNotFound();
    if (order.status !== 'PAYMENT_PENDING') {
      if (order.status === 'PAYMENT_FAILED' || order.status === 'CANCELLED') return paymentErrors.notPayable();
      return order.paymentTypeId === PAYMENT_TYPE_ID.cod ? paymentErrors.cashOnDelivery() : paymentErrors.alreadyPaid();
    }
    const attempts = await repo.paymentsOfOrder(db, order.id);
    if (attempts.some((p) => p.status === 'CHARGED' || p.status === 'REFUNDED')) return paymentErrors.alreadyPaid();
    // A new attempt only within the order's payment window: past it the order closes and a checkout places anew.
    if (!paymentWindowOpen(order.placedAt, deps.now())) return paymentErrors.windowPassed();

    const payment = await createAttempt(order, body);
    if (!payment) return paymentErrors.notPayable();
    const returnUrl = `${config.returnBaseUrl}/payment/order/${payment.secret}`;
    let created;
    try {
      created = await config.gateway.createOrder({
        orderId: payment.gateway_order_id,
        amountPaise: payment.amount_paise,
        customerId: gatewayCustomerId(userId),
        returnUrl,
        description: `${DESCRIPTION[order.orderType] ?? 'Dawa order'} ${order.id}`,
      });
    } catch (error) {
      await markFailed(payment);
      throw error;
    }
    if (!created.ok) {
      log.warn({ paymentId: payment.id, code: created.code }, 'gateway refused the order');
      await markFailed(payment);
      return paymentErrors.gatewayRefused();
    }
    return ok({
      pg_order_id: created.data.orderId,
      meta_data: {
        payment_method: methodOf(body.paymentTypeId, body.paymentSubTypeId),
        merchant_id: config.merchantId,
        payment_method_type: methodType,
        client_auth_token: created.data.clientAuthToken,
      },
      amountPaise: payment.amount_paise,
      gatewayUrl: config.browserGatewayUrl,
      paymentSecret: payment.secret,
      returnUrl,
    });
  }

  function statusAnswer(payment: repo.PaymentRow, order: PayableOrder | null, message?: string): PaymentStatusAnswer {
    const orderStatus = order?.status ?? null;
    const lab = order?.orderType === ORDER_TYPE.diagnostic;
    const plus = order?.orderType === ORDER_TYPE.plus;
    const consult = order?.orderType === ORDER_TYPE.consultation;
    const orderUrl = !order
      ? null
      : lab
        ? `/account/orders/diagnostics/${order.id}`
        : plus
          ? '/plus'
          : consult
            ? `/doctor-consultation/order-confirmation?orderId=${order.id}`
            : `/account/orders/medicine-healthcare/${order.id}`;
    const base = { orderId: payment.order_id, amountPaise: payment.amount_paise, orderUrl };
    // Either way the cart holds the lines: checking out again pays the waiting order or places a new one. A
    // consultation is paid again on its own payment step, which keeps the doctor's slot while the order waits.
    const retryUrl = lab
      ? '/diag-pwa/cart'
      : plus
        ? '/plus'
        : consult
          ? `/doctor-consultation/select-payment-method?orderId=${payment.order_id}`
          : '/cart';
    const placed = orderStatus !== null && !['PAYMENT_PENDING', 'PAYMENT_FAILED', 'CANCELLED'].includes(orderStatus);
    if (placed && (payment.status === 'FAILED' || payment.status === 'REFUNDED')) {
      // Another attempt paid the order, or it was switched to cash on delivery: nothing to retry.
      return {
        ...base,
        status: 0,
        message: message ?? 'Your order is already placed. Anything this payment attempt took is being refunded.',
        retryUrl: null,
      };
    }
    switch (payment.status) {
      case 'CHARGED':
        return { ...base, status: 1, message: message ?? 'Payment received. Your order is placed.', retryUrl: null };
      case 'REFUNDED':
        return {
          ...base,
          status: 0,
          message: message ?? `This order could not be placed, so the ${formatRupees(payment.amount_paise)} you paid is being refunded.`,
          retryUrl,
        };
      case 'FAILED':
        return {
          ...base,
          status: 0,
          message:
            message ??
            (orderStatus === 'PAYMENT_PENDING'
              ? `Your payment did not go through. Order #${payment.order_id} is kept for you for 30 minutes from when you placed it. If any money was taken, it will be refunded.`
              : 'Your payment did not go through. If any money was taken, it will be refunded.'),
          retryUrl,
        };
      default:
        return { ...base, status: 2, message: message ?? 'We are waiting for your bank to confirm the payment.', retryUrl: null };
    }
  }

  return {
    /** POST /ufp/fetchPaymentInvokeDetails: a new gateway order for exactly the order's amount. */
    invoke(userId: number, body: InvokeBody, idempotencyKey: string | undefined): Promise<Result<InvokeResponse>> {
      return deps.idempotency(userId, 'paymentInvoke', idempotencyKey, body, () => invokeOnce(userId, body));
    },

    /** POST /ufp/getClientAuthPI: a client auth token for the order's open payment (fresh once the old one expired). */
    async clientAuth(userId: number, orderId: number) {
      if (!config) return paymentErrors.unavailable();
      const order = await orders.forPayment(userId, orderId);
      if (!order) return paymentErrors.orderNotFound();
      if (order.status !== 'PAYMENT_PENDING')
        return order.status === 'PAYMENT_FAILED' || order.status === 'CANCELLED' ? paymentErrors.notPayable() : paymentErrors.alreadyPaid();
      const payment = await repo.openPayment(db, orderId);
      if (!payment) return paymentErrors.noOpenPayment();
      const created = await config.gateway.createOrder({
        orderId: payment.gateway_order_id,
        amountPaise: payment.amount_paise,
        customerId: gatewayCustomerId(userId),
        returnUrl: `${config.returnBaseUrl}/payment/order/${payment.secret}`,
        description: `Dawa order ${order.id}`,
      });
      if (!created.ok) return paymentErrors.gatewayRefused();
      return ok({
        pg_order_id: created.data.orderId,
        client_auth_token: created.data.clientAuthToken,
        client_auth_token_expiry: created.data.clientAuthTokenExpiry.toISOString(),
        merchant_id: config.merchantId,
      });
    },

    /**
     * GET /ufp/paymentStatus/:secret: the browser is back from the gateway (or polls). Signed parameters of
     * this payment, or none at all, lead to a fresh read of the gateway; forged or foreign ones change
     * nothing and get the status as we know it.
     */
    async status(userId: number, secret: string, params: Record<string, string | undefined>): Promise<Result<PaymentStatusAnswer>> {
      const payment = await repo.paymentBySecret(db, secret);
      if (!payment || payment.user_id !== userId) return paymentErrors.paymentNotFound();
      const given = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
      let current = payment;
      if (Object.keys(given).length > 0 && config) {
        const verified = config.gateway.verifyReturn(given);
        if (!verified.ok || verified.orderId !== payment.gateway_order_id) {
          log.warn({ paymentId: payment.id }, 'payment return with an invalid signature ignored');
          const order = await orders.byId(payment.order_id);
          return ok(
            statusAnswer(
              payment,
              order,
              payment.status === 'CHARGED'
                ? undefined
                : 'The payment response could not be verified. We are checking the payment with your bank.',
            ),
          );
        }
      }
      if (
        settle &&
        (current.status === 'CREATED' || current.status === 'PENDING' || current.status === 'CHARGED' || current.status === 'FAILED')
      ) {
        current = await settle(current, 'redirect');
      }
      const order = await orders.byId(current.order_id);
      return ok(statusAnswer(current, order));
    },

    /**
     * POST /payments/webhook: the gateway's notification, deduplicated by its event id. Only the fresh read
     * of the gateway counts. An outage while applying frees the event id (and answers 500) so the gateway
     * sends it again; everything else answers 200 so it stops.
     */
    async webhook(authorization: string | undefined, body: unknown): Promise<Result<{ received: boolean; duplicate: boolean }>> {
      if (!config || !settle) return paymentErrors.unavailable();
      if (!basicAuthMatches(authorization, config.webhookAuth)) return paymentErrors.webhookUnauthorized();
      const event = readWebhook(body);
      if (!event) return paymentErrors.webhookInvalid();
      if (!(await repo.recordWebhookEvent(db, event))) return ok({ received: true, duplicate: true });
      const payment = await repo.paymentByGatewayId(db, event.gatewayOrderId);
      if (!payment) {
        log.warn({ eventId: event.id, gatewayOrderId: event.gatewayOrderId }, 'webhook for an unknown gateway order');
        return ok({ received: true, duplicate: false });
      }
      try {
        await settle(payment, 'webhook');
      } catch (error) {
        await repo.forgetWebhookEvent(db, event.id);
        throw error;
      }
      return ok({ received: true, duplicate: false });
    },

    /**
     * Re-reads every waiting payment untouched for 2 minutes and applies the gateway's answer; one still not
     * charged 30 minutes after it was created fails. An order whose 30 minutes have passed with no attempt open
     * or charged closes unpaid, giving back stock and promo (decision 014). A recorded charge whose order is not
     * placed by it is repaired: the order placed, or the charge refunded (decision 018).
     */
    async reconcilePendingPayments(): Promise<ReconcileReport> {
      const report: ReconcileReport = { checked: 0, charged: 0, failed: 0, pending: 0, errors: 0, closed: 0, repaired: 0 };
      if (!settle || !settling) return report;
      const at = deps.now().getTime();
      const stale = await repo.stalePayments(db, new Date(at - RECONCILE_AFTER_MS), RECONCILE_BATCH);
      for (const payment of stale) {
        report.checked++;
        try {
          const after = await settle(payment, 'reconcile', { expireCreatedBefore: new Date(at - EXPIRE_AFTER_MS) });
          if (after.status === 'CHARGED' || after.status === 'REFUNDED') report.charged++;
          else if (after.status === 'FAILED') report.failed++;
          else report.pending++;
        } catch (error) {
          report.errors++;
          log.warn({ paymentId: payment.id, err: { message: (error as Error).message } }, 'reconciling a payment failed');
        }
      }
      // Charges recorded whose order is not placed by them: placed, or refunded if the order closed or was
      // cancelled (by the shopper, the pharmacy or this reconciler) — money is never kept for nothing.
      for (const payment of await repo.chargesToRepair(db, RECONCILE_BATCH)) {
        try {
          if (await settling.repairCharge(payment)) report.repaired++;
        } catch (error) {
          report.errors++;
          log.warn({ paymentId: payment.id, err: { message: (error as Error).message } }, 'repairing a charged payment failed');
        }
      }
      // Orders whose payment window passed with every attempt failed (or none started) close unpaid.
      const windowStart = new Date(at - PAYMENT_WINDOW_MS);
      for (const { id } of await repo.unpaidOrdersPast(db, windowStart, RECONCILE_BATCH)) {
        try {
          if ((await orders.paymentFailed(id, windowStart)) === 'failed') report.closed++;
        } catch (error) {
          report.errors++;
          log.warn({ orderId: id, err: { message: (error as Error).message } }, 'closing an unpaid order failed');
        }
      }
      return report;
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** HTTP Basic auth against the configured pair, compared in constant time. */
export function basicAuthMatches(header: string | undefined, expected: { username: string; password: string }): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec((header ?? '').trim());
  const given = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
  return timingSafeEqual(digest(given), digest(`${expected.username}:${expected.password}`)) && match !== null;
}

function readWebhook(body: unknown): { id: string; name: string; gatewayOrderId: string } | null {
  if (!body || typeof body !== 'object') return null;
  const event = body as { id?: unknown; event_name?: unknown; content?: { order?: { order_id?: unknown } } };
  const orderId = event.content?.order?.order_id;
  if (typeof event.id !== 'string' || event.id.length < 1 || event.id.length > 200) return null;
  if (typeof event.event_name !== 'string' || event.event_name.length > 100) return null;
  if (typeof orderId !== 'string' || orderId.length < 1 || orderId.length > 64) return null;
  return { id: event.id, name: event.event_name, gatewayOrderId: orderId };
}
