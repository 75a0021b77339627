import {
  authState,
  diagnosticsOrdersCount,
  emptyBody,
  loginBody,
  loginResult,
  loginViaSecretBody,
  medicinesRxAvailable,
  otpData,
  outbox,
  outboxQuery,
  requestOtpBody,
  truecallerAnswer,
  truecallerAuth,
  truecallerConsentBody,
  truecallerPolling,
  truecallerPollingBody,
  truecallerRejectBody,
} from '@dawa/contracts';
import { validateLoginMobile } from '@dawa/domain';
import type { Db } from '@dawa/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import { ok } from '../../http/result.ts';
import { authErrors } from './errors.ts';
import type { LabBookingService } from '../diagnostics/booking-service.ts';
import type { PrescriptionService } from '../prescriptions/service.ts';
import type { AuthService } from './service.ts';
import { clearSessionCookie, currentUser, forgetRequestUser, requireUser, sessionToken, setSessionCookie } from './session.ts';
import { readOutbox } from './sms.ts';
import { recordDevAnswer, truecallerErrors } from './truecaller.ts';

const PERSONAL = 'private, no-store';

/** After any kind of login: the new session's cookie, and this request forgets its old user. */
function startSession(request: FastifyRequest, reply: FastifyReply, token: string) {
  setSessionCookie(request, reply, token);
  forgetRequestUser(request);
  reply.header('cache-control', PERSONAL);
}

export const authRoutes = (
  auth: AuthService,
  prescriptions: Pick<PrescriptionService, 'productIdsWithRxAvailable'>,
  labBookings: Pick<LabBookingService, 'count'>,
) => [
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
      if (!result.ok) {
        if ('retryAfterSeconds' in result) reply.header('retry-after', String(result.retryAfterSeconds));
        return result;
      }
      startSession(request, reply, result.data.token);
      return ok({ profile: result.data.profile });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/trueCallerAuth',
    summary: 'Start a Truecaller login: a request, valid for 2 minutes, for the Truecaller app (404 when not available)',
    tags: ['auth'],
    body: emptyBody,
    response: truecallerAuth,
    cache: PERSONAL,
    handler: () => auth.startTruecaller(),
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/trueCallerPolling',
    summary:
      'Poll a Truecaller request: retry while unanswered; after consent signs in (sets the session cookie) and returns the profile, once. ' +
      'Refused or finished: retry false. Unknown or expired requestId: 400.',
    tags: ['auth'],
    body: truecallerPollingBody,
    response: truecallerPolling,
    cache: PERSONAL,
    handler: async ({ body, request, reply }) => {
      const result = await auth.pollTruecaller(body.requestId, sessionToken(request));
      if (!result.ok) return result;
      const { token, profile, retry } = result.data;
      if (!token || !profile) return ok({ retry });
      startSession(request, reply, token);
      return ok({ profile, retry });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/loginViaSecret',
    summary: 'Sign in with a one-time login secret (from a link); single use, valid 15 minutes; sets the session cookie',
    tags: ['auth'],
    body: loginViaSecretBody,
    response: loginResult,
    handler: async ({ body, request, reply }) => {
      const result = await auth.loginViaSecret(body, request.ip, sessionToken(request));
      if (!result.ok) {
        if ('retryAfterSeconds' in result) reply.header('retry-after', String(result.retryAfterSeconds));
        return result;
      }
      startSession(request, reply, result.data.token);
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
      return ok({ productIdsWithRxAvailable: await prescriptions.productIdsWithRxAvailable(user.data.id) });
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
      return ok({ count: await labBookings.count(user.data.id) });
    },
  }),
];

/**
 * Development and tests only: the text messages the outbox provider "sent" to a number, newest first,
 * and the simulated Truecaller app (the customer's consent or refusal for a request).
 */
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
  defineRoute({
    method: 'POST',
    url: '/dev/truecaller/consent',
    summary: 'Development only: the customer shares this number in the Truecaller app for a request',
    tags: ['dev'],
    body: truecallerConsentBody,
    response: truecallerAnswer,
    cache: 'no-store',
    handler: async ({ body }) => {
      const mobile = validateLoginMobile(body.mobileNumber);
      if (!mobile.ok) return authErrors.invalid(mobile.message);
      const answer = { verdict: 'verified' as const, mobileNumber: mobile.value, ...(body.name?.trim() ? { name: body.name.trim() } : {}) };
      return (await recordDevAnswer(db, body.requestId, answer, new Date())) ? ok({ recorded: true }) : truecallerErrors.expired();
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/dev/truecaller/reject',
    summary: 'Development only: the customer declines a request in the Truecaller app',
    tags: ['dev'],
    body: truecallerRejectBody,
    response: truecallerAnswer,
    cache: 'no-store',
    handler: async ({ body }) =>
      (await recordDevAnswer(db, body.requestId, { verdict: 'rejected' }, new Date()))
        ? ok({ recorded: true })
        : truecallerErrors.expired(),
  }),
];
