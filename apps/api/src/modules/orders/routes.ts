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
import { defineRoute } from '../../http/route.ts';
import { fail, ok } from '../../http/result.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { requireUser } from '../auth/session.ts';
import type { PlaceOrderService } from './place-order.ts';
import type { OrderService } from './service.ts';
import type { OrderLifecycle } from './lifecycle.ts';

const PERSONAL = 'private, no-store';

const CANCEL_REFUSED = {
  missing: fail('ORDER_NOT_FOUND', 'This order was not found.', 404),
  paid: fail('ORDER_PAID_ONLINE', 'This order is paid online: call us to cancel it and we will refund you.', 409),
  too_late: fail('ORDER_NOT_CANCELLABLE', 'This order has already shipped and can no longer be cancelled.', 409),
} as const;

export const orderRoutes = (placing: PlaceOrderService, orders: OrderService, lifecycle: OrderLifecycle) => [
  defineRoute({
    method: 'POST',
    url: '/order/placeOrder',
    summary: 'Places the order of your cart (honours an Idempotency-Key header; the same cart twice is one order)',
    tags: ['orders'],
    query: placeOrderQuery,
    body: placeOrderBody,
    response: placedOrder,
    cache: PERSONAL,
    handler: async ({ request, body }) => {
      const user = await requireUser(request);
      return user.ok ? placing.place(user.data.id, body, idempotencyKeyOf(request.headers)) : user;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/order/fetchOrders',
    summary: 'Your orders, newest first, 10 a page',
    tags: ['orders'],
    query: ordersQuery,
    response: orderList,
    cache: PERSONAL,
    handler: async ({ request, query }) => {
      const user = await requireUser(request);
      return user.ok ? ok(await orders.list(user.data.id, query.page)) : user;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/order/fetchOrder/:orderType/:orderId',
    summary: 'One of your orders: status timeline, address, delivery and payment',
    tags: ['orders'],
    params: fetchOrderParams,
    response: orderDetail,
    cache: PERSONAL,
    handler: async ({ request, params }) => {
      const user = await requireUser(request);
      return user.ok ? orders.detail(user.data.id, params.orderId) : user;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/order/fetchOrderDetailsItems/:id',
    summary: 'The items of one of your orders as priced at placement',
    tags: ['orders'],
    params: orderIdParam,
    query: orderItemsQuery,
    response: orderItems,
    cache: PERSONAL,
    handler: async ({ request, params }) => {
      const user = await requireUser(request);
      return user.ok ? orders.items(user.data.id, params.id) : user;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/order/fetchOrderDetailsSummary/:id',
    summary: 'The price summary of one of your orders',
    tags: ['orders'],
    params: orderIdParam,
    response: orderSummary,
    cache: PERSONAL,
    handler: async ({ request, params }) => {
      const user = await requireUser(request);
      return user.ok ? orders.summary(user.data.id, params.id) : user;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/order/cancelOrder/:id',
    summary: 'Cancels one of your orders before it ships; its stock and promo go back',
    tags: ['orders'],
    params: orderIdParam,
    body: z.object({ reason: z.string().max(500).optional() }).strict(),
    response: orderDetail,
    cache: PERSONAL,
    handler: async ({ request, params }) => {
      const user = await requireUser(request);
      if (!user.ok) return user;
      const outcome = await lifecycle.cancelByCustomer(user.data.id, params.id);
      return outcome === 'cancelled' ? orders.detail(user.data.id, params.id) : CANCEL_REFUSED[outcome];
    },
  }),
];
