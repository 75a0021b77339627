import { z } from 'zod';
import { addressBody, addressList, idParam } from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { requireUser } from '../auth/session.ts';
import type { AddressService } from './service.ts';

const PERSONAL = 'private, no-store';

export const addressRoutes = (addresses: AddressService) => [
  defineRoute({
    method: 'POST',
    url: '/address/add',
    summary: 'Save a new delivery address; answers the list with it first',
    tags: ['addresses'],
    body: addressBody,
    response: addressList,
    cache: PERSONAL,
    handler: async ({ request, body }) => {
      const user = await requireUser(request);
      return user.ok ? addresses.add(user.data.id, body) : user;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/address/update/:id',
    summary: 'Change one of your addresses; answers the list with it first',
    tags: ['addresses'],
    params: z.object({ id: idParam }),
    body: addressBody,
    response: addressList,
    cache: PERSONAL,
    handler: async ({ request, params, body }) => {
      const user = await requireUser(request);
      return user.ok ? addresses.update(user.data.id, params.id, body) : user;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/delivery/fetchAddresses',
    summary: 'Your saved addresses, most recent first',
    tags: ['addresses'],
    response: addressList,
    cache: PERSONAL,
    handler: async ({ request }) => {
      const user = await requireUser(request);
      return user.ok ? addresses.list(user.data.id) : user;
    },
  }),
];
