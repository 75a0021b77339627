import {
  activeOffers,
  activeOffersQuery,
  activePaymentOffers,
  gcdDiscountBuckets,
  offer,
  offerCreateBody,
  offerIdParams,
  offerStatusBody,
  OFFER_TAGS,
  paymentOffersQuery,
} from '@dawa/contracts';
import { z } from 'zod';
import { authorised } from '../../http/ops-token.ts';
import { fail } from '../../http/result.ts';
import { defineRoute } from '../../http/route.ts';
import type { OfferService } from './service.ts';

export const offerRoutes = (offers: OfferService) => [
  defineRoute({
    method: 'GET',
    url: '/activeOffers/offers',
    summary:
      "Live offers of a vertical by the page's offer tag (all when empty), best first; best_offer_pdp=true also picks the best offer",
    tags: ['offers'],
    query: activeOffersQuery,
    response: activeOffers,
    // An offer paused or ended by operations leaves shared caches within a minute.
    cache: 'public, max-age=60',
    handler: ({ query }) => offers.active(query.offertags ? OFFER_TAGS[query.offertags] : undefined, query.best_offer_pdp === 'true'),
  }),
  defineRoute({
    method: 'GET',
    url: '/activeOffers/offerDetails/:id',
    summary: 'One offer with its details; an expired or ended offer answers with isExpired true',
    tags: ['offers'],
    params: offerIdParams,
    response: offer,
    cache: 'public, max-age=60',
    handler: ({ params }) => offers.details(params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/activeOffers/getGCDDiscountBuckets',
    summary: "The store's discount tiers by order value: the live medicine coupons grouped by the order value they start at",
    tags: ['offers'],
    response: gcdDiscountBuckets,
    cache: 'public, max-age=60',
    handler: () => offers.discountBuckets(),
  }),
  defineRoute({
    method: 'GET',
    url: '/activeOffers/paymentOffers',
    summary: 'Live payment offers of a vertical (medicine when absent): instant discounts for paying a certain way',
    tags: ['offers'],
    query: paymentOffersQuery,
    response: activePaymentOffers,
    cache: 'public, max-age=60',
    handler: ({ query }) => offers.paymentOffers(query.vertical),
  }),
];

export const offerOpsRoutes = (offers: OfferService, token: string | undefined) =>
  token
    ? [
        defineRoute({
          method: 'POST',
          url: '/ops/offers',
          summary: 'Operations: creates an offer (a coupon offer publishing a promo code, or a payment offer); Bearer OPS_TOKEN',
          tags: ['operations'],
          body: offerCreateBody,
          response: z.object({ id: z.number().int(), slug: z.string() }),
          cache: 'no-store',
          handler: ({ request, body }) =>
            authorised(request.headers.authorization, token)
              ? offers.create(body)
              : fail('UNAUTHENTICATED', 'Operations token required.', 401),
        }),
        defineRoute({
          method: 'POST',
          url: '/ops/offers/:id/status',
          summary: 'Operations: pauses, resumes or ends an offer (an ended offer stays ended); Bearer OPS_TOKEN',
          tags: ['operations'],
          params: offerIdParams,
          body: offerStatusBody,
          response: z.object({ id: z.number().int(), status: z.string() }),
          cache: 'no-store',
          handler: ({ request, params, body }) =>
            authorised(request.headers.authorization, token)
              ? offers.setStatus(params.id, body.status)
              : fail('UNAUTHENTICATED', 'Operations token required.', 401),
        }),
      ]
    : [];
