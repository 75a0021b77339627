import { sflBody, sflCount, sflIds, sflPage, sflQuery } from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { ok } from '../../http/result.ts';
import { requireUser } from '../auth/session.ts';
import type { SavedService } from './service.ts';

const PERSONAL = 'private, no-store';

export const savedRoutes = (saved: SavedService) => [
  defineRoute({
    method: 'GET',
    url: '/sfl/fetch',
    summary: 'Your saved-for-later products, 20 a page (x-total-count, x-page and x-limit-per-page headers)',
    tags: ['save for later'],
    query: sflQuery,
    response: sflPage,
    cache: PERSONAL,
    handler: async ({ request, reply, query }) => {
      const user = await requireUser(request);
      if (!user.ok) return user;
      const page = await saved.page(user.data.id, query.page);
      reply.header('x-total-count', String(page.totalCount));
      reply.header('x-page', String(page.page));
      reply.header('x-limit-per-page', String(page.limitPerPage));
      return ok(page);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/sfl/add',
    summary: 'Saves a product for later and takes it out of your cart',
    tags: ['save for later'],
    body: sflBody,
    response: sflCount,
    cache: PERSONAL,
    handler: async ({ request, body }) => {
      const user = await requireUser(request);
      return user.ok ? saved.add(user.data.id, body.productId) : user;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/sfl/remove',
    summary: 'Removes a product from save for later',
    tags: ['save for later'],
    body: sflBody,
    response: sflCount,
    cache: PERSONAL,
    handler: async ({ request, body }) => {
      const user = await requireUser(request);
      return user.ok ? saved.remove(user.data.id, body.productId) : user;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/sfl/fetchAllProductIds',
    summary: 'Ids of every product you saved for later',
    tags: ['save for later'],
    response: sflIds,
    cache: PERSONAL,
    handler: async ({ request }) => {
      const user = await requireUser(request);
      return user.ok ? ok({ productIds: await saved.allIds(user.data.id) }) : user;
    },
  }),
];
