import { deliveryOptions, deliveryOptionsQuery, pharmacistCallQuery, pharmacistCallTime as callTimeSchema } from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { ok } from '../../http/result.ts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import { pharmacistCallTime, type DeliveryService } from './service.ts';

export const deliveryRoutes = (delivery: DeliveryService, now: () => Date) => [
  defineCustomerRoute({
    method: 'GET',
    url: '/delivery/fetchDeliveryOptions',
    summary: 'Standard and express delivery to one of your addresses: dates and charges',
    tags: ['delivery'],
    query: deliveryOptionsQuery,
    response: deliveryOptions,
    handler: async ({ user, query }) => delivery.options(user.id, query.addressId, query.promoCode),
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
