import type { GatewayContext } from './context.ts';
import { orderView } from './orders.ts';
import { invalid, notFound, ok, type GatewayResult } from './result.ts';
import { SIGNATURE_ALGORITHM, signReturnParams } from './signature.ts';
import { statusId } from './status.ts';
import type { Order, Txn } from './store.ts';

/** What the hosted page may post: a decision, or "leave" to go back to the store with the order as it is. */
export type Decision = 'approve' | 'decline' | 'leave';

/** Where the browser goes next: back to the store (signed), or back to the hosted page (still pending). */
export type AfterDecision = { kind: 'return'; url: string } | { kind: 'page' };

/**
 * Applies the shopper's decision to a transaction. Fixed test instruments ignore what was posted and take
 * their own result; pending@upi takes none. The first decision stands: later ones change nothing and
 * just send the browser back to the store again.
 */
export function decide(ctx: GatewayContext, txnId: string, posted: unknown): GatewayResult<AfterDecision> {
  const txn = ctx.store.getTxn(txnId);
  if (!txn) return notFound('Transaction not found.', 'TXN_NOT_FOUND');
  const order = ctx.store.getOrder(txn.orderId);
  if (!order) return notFound('Order not found.', 'ORDER_NOT_FOUND');
  if (posted !== 'approve' && posted !== 'decline' && posted !== 'leave') return invalid('decision must be approve or decline.');
  if (txn.decision || posted === 'leave') return ok({ kind: 'return', url: returnUrl(ctx, order) });
  if (txn.outcome === 'pending') return ok({ kind: 'page' });

  const decision = txn.outcome === 'choose' ? posted : txn.outcome;
  const now = ctx.now();
  if (order.status === 'CHARGED') {
    // Already paid through another transaction: a second approval is returned at once.
    ctx.store.putTxn({ ...txn, decision, status: decision === 'approve' ? 'AUTO_REFUNDED' : 'AUTHORIZATION_FAILED' });
    return ok({ kind: 'return', url: returnUrl(ctx, order) });
  }
  if (decision === 'approve') {
    const charged: Order = { ...order, status: 'CHARGED', ...paidWith(txn), lastUpdated: now };
    ctx.store.putTxn({ ...txn, decision, status: 'CHARGED' });
    ctx.store.putOrder(charged);
    debitWallet(ctx, txn, order.amountPaise);
    ctx.webhooks.emit('ORDER_SUCCEEDED', orderView(charged));
    return ok({ kind: 'return', url: returnUrl(ctx, charged) });
  }
  ctx.store.putTxn({ ...txn, decision, status: 'AUTHORIZATION_FAILED' });
  // The order follows its latest transaction: an older one failing leaves a newer attempt in progress.
  if (order.txnId !== txn.txnId) return ok({ kind: 'return', url: returnUrl(ctx, order) });
  const failed: Order = { ...order, status: 'AUTHORIZATION_FAILED', lastUpdated: now };
  ctx.store.putOrder(failed);
  ctx.webhooks.emit('ORDER_FAILED', orderView(failed));
  return ok({ kind: 'return', url: returnUrl(ctx, failed) });
}

function paidWith(txn: Txn) {
  return { txnId: txn.txnId, paymentMethodType: txn.paymentMethodType, paymentMethod: txn.paymentMethod };
}

function debitWallet(ctx: GatewayContext, txn: Txn, amountPaise: number) {
  if (txn.instrument.kind !== 'WALLET' || !txn.instrument.walletId) return;
  const wallet = ctx.store.getWallet(txn.instrument.walletId);
  if (wallet) ctx.store.putWallet({ ...wallet, balancePaise: Math.max(0, (wallet.balancePaise ?? 0) - amountPaise) });
}

/** The order's return_url with order_id, status, status_id and the signature over all its parameters. */
export function returnUrl(ctx: GatewayContext, order: Order): string {
  const url = new URL(order.returnUrl);
  url.searchParams.delete('signature');
  url.searchParams.delete('signature_algorithm');
  url.searchParams.set('order_id', order.orderId);
  url.searchParams.set('status', order.status);
  url.searchParams.set('status_id', String(statusId(order.status)));
  const signature = signReturnParams(Object.fromEntries(url.searchParams), ctx.responseKey);
  url.searchParams.set('signature', signature);
  url.searchParams.set('signature_algorithm', SIGNATURE_ALGORITHM);
  return url.toString();
}
