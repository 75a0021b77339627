import { loyaltyData } from '@dawa/contracts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import type { PlusService } from './service.ts';

export const plusRoutes = (plus: PlusService) => [
  defineCustomerRoute({
    method: 'GET',
    url: '/loyalty/fetchData',
    summary: 'PLUS: the plans on sale, your status (spec codes −2…5), your membership and what a member gets',
    tags: ['plus'],
    response: loyaltyData,
    handler: ({ user }) => plus.fetchData(user.id),
  }),
];
