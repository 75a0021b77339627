import { sflBody, sflCount, sflIds, sflPage, sflQuery } from '@dawa/contracts';
import { ok } from '../../http/result.ts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import type { SavedService } from './service.ts';

export const savedRoutes = (saved: SavedService) => [
  defineCustomerRoute({
    method: 'GET',
    url: '/sfl/fetch',
    summary: 'Your saved-for-later products, 20 a page (x-total-count, x-page and x-limit-per-page headers)',
    tags: ['save for later'],
    query: sflQuery,
    response: sflPage,
    handler: async ({ user, reply, query }) => {
      const page = await saved.page(user.id, query.page);
      reply.header('x-total-count', String(page.totalCount));
      reply.header('x-page', String(page.page));
      reply.header('x-limit-per-page', String(page.limitPerPage));
      return ok(page);
    },
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/sfl/add',
    summary: 'Saves a product for later and takes it out of your cart',
    tags: ['save for later'],
    body: sflBody,
    response: sflCount,
    handler: async ({ user, body }) => saved.add(user.id, body.productId),
  }),
  defineCustomerRoute({
    method: 'PUT',
    url: '/sfl/remove',
    summary: 'Removes a product from save for later',
    tags: ['save for later'],
    body: sflBody,
    response: sflCount,
    handler: async ({ user, body }) => saved.remove(user.id, body.productId),
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/sfl/fetchAllProductIds',
    summary: 'Ids of every product you saved for later',
    tags: ['save for later'],
    response: sflIds,
    handler: async ({ user }) => ok({ productIds: await saved.allIds(user.id) }),
  }),
];
