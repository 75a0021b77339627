import { z } from 'zod';
import {
  areaList,
  cityList,
  cityPincodes,
  cityRefParam,
  deliveryEstimate,
  eddQuery,
  idParam,
  ipLocation,
  pincodeCheck,
  pincodeCheckQuery,
  pincodeDetails,
  pincodeParam,
  pincodeQuery,
  placePageQuery,
  serviceCoverage,
} from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { fail, ok } from '../../http/result.ts';
import type { LocationService } from './service.ts';

const PUBLIC_DAY = 'public, max-age=86400';

/** Whether samples are collected at a pincode (the diagnostics domain's answer), for order type 2. */
export type HomeCollection = (pincode: number) => Promise<boolean>;

export const locationRoutes = (location: LocationService, homeCollection?: HomeCollection) => [
  defineRoute({
    method: 'GET',
    url: '/app/fetchPincodeDetails',
    summary: 'The city and neighbourhood of a serviceable pincode',
    tags: ['location'],
    query: pincodeQuery,
    response: pincodeDetails,
    cache: PUBLIC_DAY,
    handler: ({ query }) => location.details(query.pincode),
  }),
  defineRoute({
    method: 'GET',
    url: '/v3/pincodes/details/:pincode',
    summary: 'The city and neighbourhood of a serviceable pincode (server-side page data)',
    tags: ['location'],
    params: pincodeParam,
    response: pincodeDetails,
    cache: PUBLIC_DAY,
    handler: ({ params }) => location.details(params.pincode),
  }),
  defineRoute({
    method: 'GET',
    url: '/delivery/pincodeCheck/:pincode',
    summary: 'Whether we deliver to a pincode (order type 1 medicines, 2 diagnostics)',
    tags: ['location'],
    params: pincodeParam,
    query: pincodeCheckQuery,
    response: pincodeCheck,
    cache: PUBLIC_DAY,
    handler: async ({ params, query }) => {
      const checked = await location.check(params.pincode);
      if (!checked.ok || query.orderType !== 2 || !homeCollection) return checked;
      // Order type 2 (diagnostics): we must also collect samples there.
      return (await homeCollection(params.pincode))
        ? checked
        : fail('PINCODE_NOT_SERVICEABLE', `Home sample collection is not available at ${params.pincode} yet.`, 404);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v3/city/:cityIdOrSlug/pincodes',
    summary: 'The serviceable pincodes of a city, by city id or slug',
    tags: ['location'],
    params: cityRefParam,
    response: cityPincodes,
    cache: PUBLIC_DAY,
    handler: ({ params }) =>
      location.cityPincodes(/^\d+$/.test(params.cityIdOrSlug) ? { id: Number(params.cityIdOrSlug) } : { slug: params.cityIdOrSlug }),
  }),
  defineRoute({
    method: 'GET',
    url: '/app/getLocation',
    summary: "The visitor's pincode from their IP address, else the default pincode",
    tags: ['location'],
    response: ipLocation,
    handler: ({ request, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return location.locate(request.ip, request.headers['user-agent']);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/cache/pincode/defaultPincode',
    summary: 'The default pincode and its city',
    tags: ['location'],
    response: pincodeDetails,
    cache: 'public, max-age=3600',
    handler: async () => ok(await location.defaultDetails()),
  }),
  defineRoute({
    method: 'GET',
    url: '/otc/fetchOtcEdd/:productId',
    summary: 'Estimated delivery of a product to a pincode',
    tags: ['location'],
    params: z.object({ productId: idParam }),
    query: eddQuery,
    response: deliveryEstimate,
    handler: ({ params, query }) => location.estimate(params.productId, query.pincode, query.lang),
  }),
  defineRoute({
    method: 'GET',
    url: '/v3/cities',
    summary: 'Cities A–Z with their serviceable pincode count, paged',
    tags: ['location'],
    query: placePageQuery,
    response: cityList,
    cache: PUBLIC_DAY,
    handler: async ({ query }) => ok(await location.cities(query)),
  }),
  defineRoute({
    method: 'GET',
    url: '/v3/serviceCoverage',
    summary: 'How many cities and pincodes we deliver to, counted from the pincode data',
    tags: ['location'],
    response: serviceCoverage,
    cache: PUBLIC_DAY,
    handler: async () => ok(await location.coverage()),
  }),
  defineRoute({
    method: 'GET',
    url: '/v3/areas',
    summary: 'Neighbourhoods (delivering post offices of serviceable pincodes) A–Z with pincode and city, paged',
    tags: ['location'],
    query: placePageQuery,
    response: areaList,
    cache: PUBLIC_DAY,
    handler: async ({ query }) => ok(await location.areas(query)),
  }),
];
