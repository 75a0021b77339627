import { z } from 'zod';
import { markSeenBody, notificationList } from '@dawa/contracts';
import { ok } from '../../http/result.ts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import type { NotificationService } from './service.ts';

export const notificationRoutes = (notifications: NotificationService) => [
  defineCustomerRoute({
    method: 'GET',
    url: '/notifications/fetchNotifications',
    summary: 'Your latest notifications and how many you have not seen',
    tags: ['notifications'],
    response: notificationList,
    handler: async ({ user }) => ok(await notifications.list(user.id)),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/notifications/markSeen',
    summary: 'Marks notifications as seen (all of them when no ids are given)',
    tags: ['notifications'],
    body: markSeenBody,
    response: z.object({ unseenCount: z.number().int() }),
    handler: async ({ user, body }) => {
      await notifications.markSeen(user.id, body.ids);
      return ok({ unseenCount: (await notifications.list(user.id)).unseenCount });
    },
  }),
];
