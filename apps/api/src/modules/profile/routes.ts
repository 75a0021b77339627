import { orderAttributes, profile, updateProfileBody } from '@dawa/contracts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import type { ProfileService } from './service.ts';

export const profileRoutes = (profiles: ProfileService) => [
  defineCustomerRoute({
    method: 'GET',
    url: '/profile/fetchProfileInfo',
    summary: 'The signed-in customer’s profile',
    tags: ['profile'],
    response: profile,
    handler: async ({ user }) => profiles.profile(user.id),
  }),
  defineCustomerRoute({
    method: 'PUT',
    url: '/profile/updateProfileInfo',
    summary: 'Change the name, or the email when no name is sent',
    tags: ['profile'],
    body: updateProfileBody,
    response: profile,
    handler: async ({ user, body }) => profiles.update(user.id, body),
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/profile/fetchOrderAttributes',
    summary: 'Order history flags of the signed-in customer',
    tags: ['profile'],
    response: orderAttributes,
    handler: async ({ user }) => profiles.orderAttributes(user.id),
  }),
];
