import { z } from 'zod';
import { addressBody, addressList, idParam } from '@dawa/contracts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import type { AddressService } from './service.ts';

export const addressRoutes = (addresses: AddressService) => [
  defineCustomerRoute({
    method: 'POST',
    url: '/address/add',
    summary: 'Save a new delivery address; answers the list with it first',
    tags: ['addresses'],
    body: addressBody,
    response: addressList,
    handler: async ({ user, body }) => addresses.add(user.id, body),
  }),
  defineCustomerRoute({
    method: 'PUT',
    url: '/address/update/:id',
    summary: 'Change one of your addresses; answers the list with it first',
    tags: ['addresses'],
    params: z.object({ id: idParam }),
    body: addressBody,
    response: addressList,
    handler: async ({ user, params, body }) => addresses.update(user.id, params.id, body),
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/delivery/fetchAddresses',
    summary: 'Your saved addresses, most recent first',
    tags: ['addresses'],
    response: addressList,
    handler: async ({ user }) => addresses.list(user.id),
  }),
];
