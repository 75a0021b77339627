import { loyaltyApplyCouponBody, loyaltyCouponData, loyaltyData, loyaltyOrder, loyaltySubmitOrderBody } from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import { currentUser } from '../auth/session.ts';
import type { PlusPurchases } from './purchase.ts';
import type { PlusService } from './service.ts';

export const plusRoutes = (plus: PlusService, purchases: PlusPurchases) => [
  defineRoute({
    method: 'GET',
    url: '/loyalty/fetchData',
    summary: 'PLUS: the plans on sale, your status (spec codes −2…5; a guest is a new user), your membership and what a member gets',
    tags: ['plus'],
    response: loyaltyData,
    cache: 'private, no-store',
    handler: async ({ request }) => plus.fetchData((await currentUser(request))?.id ?? null),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/loyalty/applyCoupon',
    summary: 'PLUS: what a membership coupon takes off the plan chosen (couponData), or why it does not apply',
    tags: ['plus'],
    body: loyaltyApplyCouponBody,
    response: loyaltyCouponData,
    handler: ({ user, body }) => purchases.applyCoupon(user.id, body),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/loyalty/submitOrder',
    summary: 'PLUS: buys a plan alone (Idempotency-Key); the order is then paid through ufp like any other',
    tags: ['plus'],
    body: loyaltySubmitOrderBody,
    response: loyaltyOrder,
    handler: ({ user, body, request }) => {
      const key = request.headers['idempotency-key'];
      return purchases.submitOrder(user.id, body, typeof key === 'string' ? key : undefined);
    },
  }),
];
