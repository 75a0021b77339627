/**
 * The order and notification calls (spec §7 "Delivery and orders", "Notifications"). Personal: during
 * SSR pass the incoming request so its cookie goes along.
 */
import type { NotificationList, OrderDetail, OrderItems, OrderList, OrderRxReview, OrderSummary } from '@dawa/contracts';
import { call, qs } from './api.ts';

export const MEDICINE_ORDERS = 'medicine-healthcare';

export const ordersApi = {
  list: (page: number, req?: Request) => call<OrderList>({ method: 'GET', path: `/order/fetchOrders${qs({ page })}` }, req),
  detail: (orderType: string, orderId: number, req?: Request) =>
    call<OrderDetail>({ method: 'GET', path: `/order/fetchOrder/${encodeURIComponent(orderType)}/${orderId}` }, req),
  items: (orderId: number, req?: Request) => call<OrderItems>({ method: 'GET', path: `/order/fetchOrderDetailsItems/${orderId}` }, req),
  summary: (orderId: number, req?: Request) =>
    call<OrderSummary>({ method: 'GET', path: `/order/fetchOrderDetailsSummary/${orderId}` }, req),
  cancel: (orderId: number) => call<OrderDetail>({ method: 'POST', path: `/order/cancelOrder/${orderId}`, body: {} }),
  rxReview: (orderId: number, req?: Request) => call<OrderRxReview>({ method: 'GET', path: `/order/prescriptionReview/${orderId}` }, req),
  resubmitPrescriptions: (orderId: number, prescriptionIds: string[]) =>
    call<OrderRxReview>({ method: 'POST', path: `/order/resubmitPrescriptions/${orderId}`, body: { prescriptionIds } }),
};

export const notificationsApi = {
  list: (req?: Request) => call<NotificationList>({ method: 'GET', path: '/notifications/fetchNotifications' }, req),
  markSeen: (ids?: string[]) =>
    call<{ unseenCount: number }>({ method: 'POST', path: '/notifications/markSeen', body: ids ? { ids } : {} }),
};
