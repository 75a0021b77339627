import type { FastifyReply, FastifyRequest } from 'fastify';
import { overHttps } from '../../http/in-process.ts';
import { fail, type Result } from '../../http/result.ts';
import { defineRoute, type RouteDef, type RouteInput } from '../../http/route.ts';
import { PHARMACIST_ABSOLUTE_MS, type Pharmacist, type PharmacistAccounts } from './accounts.ts';

/** The console's own cookie: a shopper's session never signs a pharmacist in, nor the other way round. */
export const PHARMACIST_COOKIE = 'dawa_pharmacist';
export const SECURE_PHARMACIST_COOKIE = '__Host-dawa_pharmacist';
const PRIVATE = 'private, no-store';

const cookieName = (request: FastifyRequest) => (overHttps(request) ? SECURE_PHARMACIST_COOKIE : PHARMACIST_COOKIE);

export function pharmacistToken(request: FastifyRequest): string | undefined {
  const token = request.cookies?.[cookieName(request)];
  return token && /^[\w-]{43}$/.test(token) ? token : undefined;
}

export function setPharmacistCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(cookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: overHttps(request),
    maxAge: PHARMACIST_ABSOLUTE_MS / 1000,
  });
}

export function clearPharmacistCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(cookieName(request), { path: '/', httpOnly: true, sameSite: 'strict', secure: overHttps(request) });
}

export const pharmacistRequired = () => fail('UNAUTHENTICATED', 'Please sign in as a pharmacist to continue.', 401);

type PharmacistRouteDef<Q, B, P, R> = Omit<RouteDef<Q, B, P, R>, 'handler'> & {
  handler(input: RouteInput<Q, B, P> & { pharmacist: Pharmacist }): Promise<Result<R>> | Result<R>;
};

/** Who is signed in to the console on a request (looked up once per request). */
export function pharmacistSessions(accounts: PharmacistAccounts) {
  const found = new WeakMap<FastifyRequest, Promise<Pharmacist | null>>();
  const current = (request: FastifyRequest): Promise<Pharmacist | null> => {
    let pharmacist = found.get(request);
    if (!pharmacist) {
      const token = pharmacistToken(request);
      pharmacist = token ? accounts.find(token) : Promise.resolve(null);
      found.set(request, pharmacist);
    }
    return pharmacist;
  };
  return {
    current,
    /** A console call: anyone but a signed-in pharmacist gets 401 before the handler runs; never cached. */
    define: <Q, B, P, R>(def: PharmacistRouteDef<Q, B, P, R>): RouteDef =>
      defineRoute<Q, B, P, R>({
        ...def,
        cache: PRIVATE,
        handler: async (input) => {
          const pharmacist = await current(input.request);
          return pharmacist ? def.handler({ ...input, pharmacist }) : pharmacistRequired();
        },
      }),
  };
}
export type PharmacistSessions = ReturnType<typeof pharmacistSessions>;
