import { createHash, timingSafeEqual } from 'node:crypto';
import { randomId, type GatewayContext } from './context.ts';
import { checkInstrument } from './instruments.ts';
import { fail, invalid, notFound, ok, type GatewayResult } from './result.ts';
import type { Txn } from './store.ts';

export type TxnFields = Record<string, string | undefined>;

/** The browser's view of a started payment: where to authenticate it. */
export interface TxnStarted {
  order_id: string;
  txn_id: string;
  status: 'PENDING_VBV';
  payment: { authentication: { method: 'GET'; url: string } };
}

/**
 * Starts a payment on an order from the shopper's browser (the /txns form post). The client auth token
 * of the order stands in for the merchant's key; the instrument is checked and only a masked summary of
 * it is kept. An order that failed may be paid again; a charged one may not.
 */
export function startTxn(ctx: GatewayContext, fields: TxnFields): GatewayResult<TxnStarted> {
  if (!fields.order_id) return invalid('order_id is required.');
  if (fields.format !== undefined && fields.format !== 'json') return invalid('The sandbox answers format=json only.');
  if (fields.redirect_after_payment !== undefined && fields.redirect_after_payment !== 'true') {
    return invalid('redirect_after_payment must be true.');
  }
  if (!sameSecret(fields.merchant_id ?? '', ctx.merchantId)) return fail(401, 'INVALID_MERCHANT', 'Unknown merchant_id.');
  const order = ctx.store.getOrder(fields.order_id);
  if (!order) return notFound('Order not found.', 'ORDER_NOT_FOUND');
  const now = ctx.now();
  if (!sameSecret(fields.client_auth_token ?? '', order.clientAuthToken)) {
    return fail(401, 'INVALID_CLIENT_AUTH_TOKEN', 'Invalid client_auth_token.');
  }
  if (order.clientAuthTokenExpiry.getTime() <= now.getTime()) {
    return fail(401, 'CLIENT_AUTH_TOKEN_EXPIRED', 'The client_auth_token has expired. Create the order again for a new one.');
  }
  if (order.status === 'CHARGED') return invalid('Order already paid', 'ORDER_ALREADY_PAID');

  const checked = checkInstrument(fields, order.amountPaise, ctx.store, now);
  if (!checked.ok) return checked;
  const txn: Txn = { txnId: randomId('txn'), orderId: order.orderId, ...checked.value, status: 'PENDING_VBV', created: now };
  ctx.store.putTxn(txn);
  ctx.store.putOrder({
    ...order,
    status: 'PENDING_VBV',
    txnId: txn.txnId,
    paymentMethodType: txn.paymentMethodType,
    paymentMethod: txn.paymentMethod,
    lastUpdated: now,
  });
  return ok({
    order_id: order.orderId,
    txn_id: txn.txnId,
    status: 'PENDING_VBV',
    payment: { authentication: { method: 'GET', url: `${ctx.publicBaseUrl}/pay/${txn.txnId}` } },
  });
}

/** Compares secrets without leaking where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
