import { z } from 'zod';
import { markSeenBody, notificationList } from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { ok } from '../../http/result.ts';
import { requireUser } from '../auth/session.ts';
import type { NotificationService } from './service.ts';

const PERSONAL = 'private, no-store';

export const notificationRoutes = (notifications: NotificationService) => [
  defineRoute({
    method: 'GET',
    url: '/notifications/fetchNotifications',
    summary: 'Your latest notifications and how many you have not seen',
    tags: ['notifications'],
    response: notificationList,
    cache: PERSONAL,
    handler: async ({ request }) => {
      const user = await requireUser(request);
      return user.ok ? ok(await notifications.list(user.data.id)) : user;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/notifications/markSeen',
    summary: 'Marks notifications as seen (all of them when no ids are given)',
    tags: ['notifications'],
    body: markSeenBody,
    response: z.object({ unseenCount: z.number().int() }),
    cache: PERSONAL,
    handler: async ({ request, body }) => {
      const user = await requireUser(request);
      if (!user.ok) return user;
      await notifications.markSeen(user.data.id, body.ids);
      return ok({ unseenCount: (await notifications.list(user.data.id)).unseenCount });
    },
  }),
];
