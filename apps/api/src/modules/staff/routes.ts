import { z } from 'zod';
import { ok, type Result } from '../../http/result.ts';
import { defineRoute } from '../../http/route.ts';
import type { LoginFailure, StaffRole } from './accounts.ts';
import type { staffCookie } from './session.ts';

const PRIVATE = 'private, no-store';
const TITLE: Record<StaffRole, string> = { pharmacist: 'Pharmacist', doctor: 'Doctor' };

/** A console's sign-in and sign-out (`/<role>/login`, `/<role>/logout`): the same for every staff role. */
export function staffSignInRoutes<P>(deps: {
  role: StaffRole;
  body: z.ZodType<{ email: string; password: string }>;
  response: z.ZodType<P>;
  login(email: string, password: string, ip: string): Promise<Result<{ token: string; profile: P }> | LoginFailure>;
  logout(token: string): Promise<void>;
  cookie: ReturnType<typeof staffCookie>;
}) {
  const { role, cookie } = deps;
  return [
    defineRoute({
      method: 'POST',
      url: `/${role}/login`,
      summary: `${TITLE[role]} sign-in (email and password); sets the console cookie. Locked for 15 minutes after 5 wrong passwords`,
      tags: [role],
      body: deps.body,
      response: deps.response,
      cache: PRIVATE,
      handler: async ({ request, reply, body }) => {
        const result = await deps.login(body.email, body.password, request.ip);
        if (!result.ok) {
          if ('retryAfterSeconds' in result && result.retryAfterSeconds) reply.header('retry-after', String(result.retryAfterSeconds));
          return result;
        }
        const previous = cookie.token(request);
        if (previous) await deps.logout(previous);
        cookie.set(request, reply, result.data.token);
        return ok(result.data.profile);
      },
    }),
    defineRoute({
      method: 'POST',
      url: `/${role}/logout`,
      summary: 'Ends the console session',
      tags: [role],
      body: z.object({}).strict(),
      response: z.object({ signedOut: z.literal(true) }),
      cache: PRIVATE,
      handler: async ({ request, reply }) => {
        const token = cookie.token(request);
        if (token) await deps.logout(token);
        cookie.clear(request, reply);
        return ok({ signedOut: true as const });
      },
    }),
  ];
}
