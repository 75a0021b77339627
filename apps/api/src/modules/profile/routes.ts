import { orderAttributes, profile, updateProfileBody } from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { requireUser } from '../auth/session.ts';
import type { ProfileService } from './service.ts';

const PERSONAL = 'private, no-store';

export const profileRoutes = (profiles: ProfileService) => [
  defineRoute({
    method: 'GET',
    url: '/profile/fetchProfileInfo',
    summary: 'The signed-in customer’s profile',
    tags: ['profile'],
    response: profile,
    cache: PERSONAL,
    handler: async ({ request }) => {
      const user = await requireUser(request);
      return user.ok ? profiles.profile(user.data.id) : user;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/profile/updateProfileInfo',
    summary: 'Change the name, or the email when no name is sent',
    tags: ['profile'],
    body: updateProfileBody,
    response: profile,
    cache: PERSONAL,
    handler: async ({ request, body }) => {
      const user = await requireUser(request);
      return user.ok ? profiles.update(user.data.id, body) : user;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/profile/fetchOrderAttributes',
    summary: 'Order history flags of the signed-in customer',
    tags: ['profile'],
    response: orderAttributes,
    cache: PERSONAL,
    handler: async ({ request }) => {
      const user = await requireUser(request);
      return user.ok ? profiles.orderAttributes() : user;
    },
  }),
];
