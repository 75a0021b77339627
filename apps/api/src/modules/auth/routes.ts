import {
  authState,
  diagnosticsOrdersCount,
  emptyBody,
  loginBody,
  loginResult,
  medicinesRxAvailable,
  otpData,
  outbox,
  outboxQuery,
  requestOtpBody,
} from '@dawa/contracts';
import { validateLoginMobile } from '@dawa/domain';
import type { Db } from '@dawa/db';
import { defineRoute } from '../../http/route.ts';
import { ok } from '../../http/result.ts';
import { authErrors } from './errors.ts';
import type { AuthService } from './service.ts';
import { clearSessionCookie, currentUser, forgetRequestUser, requireUser, sessionToken, setSessionCookie } from './session.ts';
import { readOutbox } from './sms.ts';

const PERSONAL = 'private, no-store';

export const authRoutes = (auth: AuthService) => [
  defineRoute({
    method: 'POST',
    url: '/auth/requestOTP',
    summary: 'Send a login code by SMS to a +91 mobile number',
    tags: ['auth'],
    body: requestOtpBody,
    response: otpData,
    handler: async ({ body, request, reply }) => {
      const result = await auth.requestOtp(body.contactNumber, request.ip);
      if (!result.ok && 'retryAfterSeconds' in result) reply.header('retry-after', String(result.retryAfterSeconds));
      return result;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/login',
    summary: 'Verify the code and sign in (or up); sets the session cookie',
    tags: ['auth'],
    body: loginBody,
    response: loginResult,
    handler: async ({ body, request, reply }) => {
      const result = await auth.login(body, sessionToken(request));
      if (!result.ok) return result;
      setSessionCookie(request, reply, result.data.token);
      forgetRequestUser(request);
      reply.header('cache-control', PERSONAL);
      return ok({ profile: result.data.profile });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/isUserAuthenticated',
    summary: 'Whether the request carries a live session',
    tags: ['auth'],
    body: emptyBody,
    response: authState,
    cache: PERSONAL,
    handler: async ({ request }) => ok({ isAuthenticated: (await currentUser(request)) !== null }),
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/logout',
    summary: 'End the session and clear its cookie',
    tags: ['auth'],
    body: emptyBody,
    response: authState,
    handler: async ({ request, reply }) => {
      await auth.logout(sessionToken(request));
      clearSessionCookie(request, reply);
      forgetRequestUser(request);
      return ok({ isAuthenticated: false });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/auth/medicinesRxAvailable',
    summary: 'Products the customer holds a valid prescription for',
    tags: ['auth'],
    response: medicinesRxAvailable,
    cache: PERSONAL,
    handler: async ({ request }) => {
      const user = await requireUser(request);
      if (!user.ok) return user;
      // Prescriptions cannot be uploaded yet, so no product is covered by one.
      return ok({ productIdsWithRxAvailable: [] });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/auth/fetchDiagnosticsOrdersCount',
    summary: 'How many lab test orders the customer has',
    tags: ['auth'],
    response: diagnosticsOrdersCount,
    cache: PERSONAL,
    handler: async ({ request }) => {
      const user = await requireUser(request);
      if (!user.ok) return user;
      // Lab test booking does not exist yet.
      return ok({ count: 0 });
    },
  }),
];

/** Development and tests only: the text messages the outbox provider "sent" to a number, newest first. */
export const devRoutes = (db: Db) => [
  defineRoute({
    method: 'GET',
    url: '/dev/outbox',
    summary: 'Development only: SMS messages sent to a number',
    tags: ['dev'],
    query: outboxQuery,
    response: outbox,
    cache: 'no-store',
    handler: async ({ query }) => {
      const mobile = validateLoginMobile(query.contactNumber);
      if (!mobile.ok) return authErrors.invalid(mobile.message);
      return ok({ messages: await readOutbox(db, `+91${mobile.value}`) });
    },
  }),
];
