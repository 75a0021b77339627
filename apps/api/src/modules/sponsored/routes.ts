import { z } from 'zod';
import { idParam, sponsoredPlacementBody, sponsoredProducts, sponsoredQuery } from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { fail, ok } from '../../http/result.ts';
import { authorised } from '../../http/ops-token.ts';
import type { SponsoredService } from './service.ts';

const unauthorised = () => fail('UNAUTHENTICATED', 'Operations token required.', 401);

export const sponsoredRoutes = (sponsored: SponsoredService, token: string | undefined) => [
  defineRoute({
    method: 'GET',
    url: '/crossSell/getSponsoredProducts',
    summary: "A widget's sponsored products, each labelled sponsored with its sponsor; none without a running placement",
    tags: ['healthcare'],
    query: sponsoredQuery,
    response: sponsoredProducts,
    cache: 'public, max-age=60',
    handler: async ({ query }) => ok(await sponsored.products(query.widgetId, query.contextProductUcode, query.excludeProductUcode ?? [])),
  }),
  ...(token
    ? [
        defineRoute({
          method: 'POST',
          url: '/ops/sponsored',
          summary: 'Operations: places a sponsored product in a widget for a time; Bearer OPS_TOKEN',
          tags: ['operations'],
          body: sponsoredPlacementBody,
          response: z.object({ id: z.number().int() }),
          cache: 'no-store',
          handler: async ({ request, body }) => (authorised(request.headers.authorization, token) ? sponsored.place(body) : unauthorised()),
        }),
        defineRoute({
          method: 'DELETE',
          url: '/ops/sponsored/:id',
          summary: 'Operations: ends a sponsored placement now; Bearer OPS_TOKEN',
          tags: ['operations'],
          params: z.object({ id: idParam }),
          response: z.object({ id: z.number().int(), ended: z.boolean() }),
          cache: 'no-store',
          handler: async ({ request, params }) =>
            authorised(request.headers.authorization, token) ? sponsored.end(params.id) : unauthorised(),
        }),
      ]
    : []),
];
