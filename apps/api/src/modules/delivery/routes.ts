import { deliveryOptions, deliveryOptionsQuery, pharmacistCallQuery, pharmacistCallTime as callTimeSchema } from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { ok } from '../../http/result.ts';
import { requireUser } from '../auth/session.ts';
import { pharmacistCallTime, type DeliveryService } from './service.ts';

const PERSONAL = 'private, no-store';

export const deliveryRoutes = (delivery: DeliveryService, now: () => Date) => [
  defineRoute({
    method: 'GET',
    url: '/delivery/fetchDeliveryOptions',
    summary: 'Standard and express delivery to one of your addresses: dates and charges',
    tags: ['delivery'],
    query: deliveryOptionsQuery,
    response: deliveryOptions,
    cache: PERSONAL,
    handler: async ({ request, query }) => {
      const user = await requireUser(request);
      return user.ok ? delivery.options(user.data.id, query.addressId, query.promoCode) : user;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/order/fetchPharmacistCallTime',
    summary: 'When a pharmacist will call to confirm the order',
    tags: ['delivery'],
    query: pharmacistCallQuery,
    response: callTimeSchema,
    cache: 'private, max-age=60',
    handler: () => ok(pharmacistCallTime(now())),
  }),
];
