import { consentChangeBody, consentList, eraseAccountBody, erasureResult, myDataExport } from '@dawa/contracts';
import { ok } from '../../http/result.ts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import { clearSessionCookie, forgetRequestUser } from '../auth/session.ts';
import type { ConsentService } from './consents.ts';
import type { PrivacyService } from './service.ts';

/** The shopper's data rights: download, erasure and consents (signed-in shopper only, never cached). */
export const privacyRoutes = (privacy: PrivacyService, consents: ConsentService) => [
  defineCustomerRoute({
    method: 'GET',
    url: '/privacy/exportMyData',
    summary: 'Everything the store holds about the signed-in shopper',
    tags: ['privacy'],
    response: myDataExport,
    handler: async ({ user }) => privacy.exportFor(user.id),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/privacy/eraseAccount',
    summary: 'Erase the account (confirmed by typing its mobile number); signs out everywhere',
    tags: ['privacy'],
    body: eraseAccountBody,
    response: erasureResult,
    handler: async ({ user, body, request, reply }) => {
      const result = await privacy.erase(user.id, body.confirmMobileNumber);
      if (result.ok) {
        clearSessionCookie(request, reply);
        forgetRequestUser(request);
      }
      return result;
    },
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/privacy/consents',
    summary: 'The optional purposes and whether the shopper agreed to each, with every past decision',
    tags: ['privacy'],
    response: consentList,
    handler: async ({ user }) => ok(await consents.list(user.id)),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/privacy/consents',
    summary: 'Give or withdraw consent for one optional purpose',
    tags: ['privacy'],
    body: consentChangeBody,
    response: consentList,
    handler: async ({ user, body }) => ok(await consents.change(user.id, body.purpose, body.granted)),
  }),
];
