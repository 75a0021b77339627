import { z } from 'zod';
import {
  fetchOrderParams,
  orderDetail,
  orderIdParam,
  orderItems,
  orderItemsQuery,
  orderList,
  ordersQuery,
  orderSummary,
  placedOrder,
  placeOrderBody,
  placeOrderQuery,
} from '@dawa/contracts';
import { fail, ok } from '../../http/result.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import type { PlaceOrderService } from './place-order.ts';
import type { OrderService } from './service.ts';
import type { OrderLifecycle } from './lifecycle.ts';

const CANCEL_REFUSED = {
  missing: fail('ORDER_NOT_FOUND', 'This order was not found.', 404),
  too_late: fail('ORDER_NOT_CANCELLABLE', 'This order is already packed and can no longer be cancelled.', 409),
} as const;

export const orderRoutes = (placing: PlaceOrderService, orders: OrderService, lifecycle: OrderLifecycle) => [
  defineCustomerRoute({
    method: 'POST',
    url: '/order/placeOrder',
    summary: 'Places the order of your cart (honours an Idempotency-Key header; the same cart twice is one order)',
    tags: ['orders'],
    query: placeOrderQuery,
    body: placeOrderBody,
    response: placedOrder,
    handler: async ({ user, request, body }) => placing.place(user.id, body, idempotencyKeyOf(request.headers)),
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/order/fetchOrders',
    summary: 'Your orders, newest first, 10 a page',
    tags: ['orders'],
    query: ordersQuery,
    response: orderList,
    handler: async ({ user, query }) => ok(await orders.list(user.id, query.page)),
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/order/fetchOrder/:orderType/:orderId',
    summary: 'One of your orders: status timeline, address, delivery and payment',
    tags: ['orders'],
    params: fetchOrderParams,
    response: orderDetail,
    handler: async ({ user, params }) => orders.detail(user.id, params.orderId),
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/order/fetchOrderDetailsItems/:id',
    summary: 'The items of one of your orders as priced at placement',
    tags: ['orders'],
    params: orderIdParam,
    query: orderItemsQuery,
    response: orderItems,
    handler: async ({ user, params }) => orders.items(user.id, params.id),
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/order/fetchOrderDetailsSummary/:id',
    summary: 'The price summary of one of your orders',
    tags: ['orders'],
    params: orderIdParam,
    response: orderSummary,
    handler: async ({ user, params }) => orders.summary(user.id, params.id),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/order/cancelOrder/:id',
    summary: 'Cancels one of your orders before it is packed; its stock, promo and wallet payment go back, and a charge is refunded',
    tags: ['orders'],
    params: orderIdParam,
    body: z.object({ reason: z.string().max(500).optional() }).strict(),
    response: orderDetail,
    handler: async ({ user, params }) => {
      const outcome = await lifecycle.cancelByCustomer(user.id, params.id);
      return outcome === 'cancelled' ? orders.detail(user.id, params.id) : CANCEL_REFUSED[outcome];
    },
  }),
];
