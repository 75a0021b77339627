import { z } from 'zod';
import { randomId, type GatewayContext } from './context.ts';
import { fail, invalid, notFound, ok, type GatewayResult } from './result.ts';
import { parseRupees, rupees, statusId } from './status.ts';
import type { Order } from './store.ts';
import { parseBody } from './validation.ts';

/** How long a client auth token lets the browser start payments on its order. */
export const CLIENT_AUTH_TOKEN_TTL_MS = 15 * 60_000;

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const createOrderBody = z
  .object({
    order_id: z.string().regex(ORDER_ID, 'letters, digits, _ and -, at most 64'),
    amount: z.union([z.string(), z.number()]),
    currency: z.literal('INR').default('INR'),
    customer_id: z.string().min(1).max(128),
    return_url: z.url({ protocol: /^https?$/ }),
    description: z.string().max(255).optional(),
  })
  .strict();
const refundBody = z
  .object({
    unique_request_id: z.string().regex(ORDER_ID, 'letters, digits, _ and -, at most 64'),
    amount: z.union([z.string(), z.number()]),
  })
  .strict();

/** The order as the status call, the refund call and the webhooks show it. */
export function orderView(order: Order) {
  const refundedPaise = order.refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
  return {
    id: order.id,
    order_id: order.orderId,
    customer_id: order.customerId,
    status: order.status,
    status_id: statusId(order.status),
    amount: rupees(order.amountPaise),
    currency: order.currency,
    txn_id: order.txnId ?? null,
    payment_method_type: order.paymentMethodType ?? null,
    payment_method: order.paymentMethod ?? null,
    refunded: refundedPaise > 0,
    amount_refunded: rupees(refundedPaise),
    refunds: order.refunds.map((refund) => ({
      unique_request_id: refund.uniqueRequestId,
      amount: rupees(refund.amountPaise),
      status: refund.status,
      created: refund.created.toISOString(),
    })),
    description: order.description ?? null,
    date_created: order.dateCreated.toISOString(),
    last_updated: order.lastUpdated.toISOString(),
  };
}
export type OrderView = ReturnType<typeof orderView>;

function createdView(order: Order) {
  return {
    id: order.id,
    order_id: order.orderId,
    status: order.status,
    status_id: statusId(order.status),
    amount: rupees(order.amountPaise),
    currency: order.currency,
    client_auth_token: order.clientAuthToken,
    client_auth_token_expiry: order.clientAuthTokenExpiry.toISOString(),
  };
}

/**
 * Creates an order, or returns the existing one for a repeated order_id with the same amount (a fresh
 * client auth token is issued if the old one has expired). The same order_id with another amount is a 409.
 */
export function createOrder(ctx: GatewayContext, input: unknown): GatewayResult<ReturnType<typeof createdView>> {
  const body = parseBody(createOrderBody, input);
  if (!body.ok) return body;
  const amountPaise = parseRupees(body.value.amount);
  if (amountPaise === undefined) return invalid('amount must be more than 0 with at most 2 decimals.', 'INVALID_AMOUNT');
  const now = ctx.now();
  const existing = ctx.store.getOrder(body.value.order_id);
  if (existing) {
    if (existing.amountPaise !== amountPaise) {
      return fail(409, 'DUPLICATE_ORDER_ID', 'An order with this order_id exists with a different amount.');
    }
    if (existing.clientAuthTokenExpiry.getTime() <= now.getTime()) {
      ctx.store.putOrder({ ...existing, ...freshToken(now) });
    }
    return ok(createdView(ctx.store.getOrder(existing.orderId)!));
  }
  const order: Order = {
    id: randomId('ordeh'),
    orderId: body.value.order_id,
    amountPaise,
    currency: body.value.currency,
    customerId: body.value.customer_id,
    returnUrl: body.value.return_url,
    description: body.value.description,
    status: 'NEW',
    ...freshToken(now),
    refunds: [],
    dateCreated: now,
    lastUpdated: now,
  };
  ctx.store.putOrder(order);
  return ok(createdView(order));
}

function freshToken(now: Date) {
  return { clientAuthToken: randomId('tkn'), clientAuthTokenExpiry: new Date(now.getTime() + CLIENT_AUTH_TOKEN_TTL_MS) };
}

export function orderStatus(ctx: GatewayContext, orderId: string): GatewayResult<OrderView> {
  const order = ctx.store.getOrder(orderId);
  return order ? ok(orderView(order)) : notFound('Order not found.', 'ORDER_NOT_FOUND');
}

/** Refunds part or all of a charged order; a repeated unique_request_id returns the order as it is. */
export function refundOrder(ctx: GatewayContext, orderId: string, input: unknown): GatewayResult<OrderView> {
  const body = parseBody(refundBody, input);
  if (!body.ok) return body;
  const order = ctx.store.getOrder(orderId);
  if (!order) return notFound('Order not found.', 'ORDER_NOT_FOUND');
  const amountPaise = parseRupees(body.value.amount);
  if (amountPaise === undefined) return invalid('amount must be more than 0 with at most 2 decimals.', 'INVALID_AMOUNT');
  const previous = order.refunds.find((refund) => refund.uniqueRequestId === body.value.unique_request_id);
  if (previous) {
    if (previous.amountPaise !== amountPaise)
      return fail(409, 'DUPLICATE_REQUEST_ID', 'This unique_request_id was used with another amount.');
    return ok(orderView(order));
  }
  if (order.status !== 'CHARGED') return invalid('Only a charged order can be refunded.', 'ORDER_NOT_CHARGED');
  const refundedPaise = order.refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
  if (refundedPaise + amountPaise > order.amountPaise) {
    return invalid('The refund is more than the amount left to refund.', 'REFUND_AMOUNT_EXCEEDS');
  }
  const now = ctx.now();
  const refunded: Order = {
    ...order,
    refunds: [...order.refunds, { uniqueRequestId: body.value.unique_request_id, amountPaise, status: 'SUCCESS', created: now }],
    lastUpdated: now,
  };
  ctx.store.putOrder(refunded);
  ctx.webhooks.emit('ORDER_REFUNDED', orderView(refunded));
  return ok(orderView(refunded));
}
