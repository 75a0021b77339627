import type { FastifyReply, FastifyRequest } from 'fastify';
import { overHttps } from '../../http/in-process.ts';
import { fail, type Result } from '../../http/result.ts';
import { defineRoute, type RouteDef, type RouteInput } from '../../http/route.ts';
import { STAFF_ABSOLUTE_MS, type StaffRole } from './accounts.ts';

const PRIVATE = 'private, no-store';

/**
 * A console's own cookie per role (`dawa_pharmacist`, `dawa_doctor`; `__Host-` prefixed over HTTPS): a shopper's
 * session never signs anyone in to a console, nor one role to another's.
 */
export function staffCookie(role: StaffRole) {
  const plain = `dawa_${role}`;
  const name = (request: FastifyRequest) => (overHttps(request) ? `__Host-${plain}` : plain);
  const options = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'strict' as const, secure: overHttps(request) });
  return {
    plain,
    token(request: FastifyRequest): string | undefined {
      const token = request.cookies?.[name(request)];
      return token && /^[\w-]{43}$/.test(token) ? token : undefined;
    },
    set(request: FastifyRequest, reply: FastifyReply, token: string) {
      reply.setCookie(name(request), token, { ...options(request), maxAge: STAFF_ABSOLUTE_MS / 1000 });
    },
    clear(request: FastifyRequest, reply: FastifyReply) {
      reply.clearCookie(name(request), options(request));
    },
  };
}

export type StaffRouteDef<Q, B, P, R, M> = Omit<RouteDef<Q, B, P, R>, 'handler'> & {
  handler(input: RouteInput<Q, B, P> & { member: M }): Promise<Result<R>> | Result<R>;
};

/** Who is signed in to a console on a request (looked up once per request), and console-only routes. */
export function staffSessions<M>(role: StaffRole, find: (token: string) => Promise<M | null>) {
  const cookie = staffCookie(role);
  const required = () => fail('UNAUTHENTICATED', `Please sign in as a ${role} to continue.`, 401);
  const found = new WeakMap<FastifyRequest, Promise<M | null>>();
  const current = (request: FastifyRequest): Promise<M | null> => {
    let member = found.get(request);
    if (!member) {
      const token = cookie.token(request);
      member = token ? find(token) : Promise.resolve(null);
      found.set(request, member);
    }
    return member;
  };
  return {
    cookie,
    current,
    required,
    /** A console call: anyone but a signed-in member gets 401 before the handler runs; never cached. */
    define: <Q, B, P, R>(def: StaffRouteDef<Q, B, P, R, M>): RouteDef =>
      defineRoute<Q, B, P, R>({
        ...def,
        cache: PRIVATE,
        handler: async (input) => {
          const member = await current(input.request);
          return member ? def.handler({ ...input, member }) : required();
        },
      }),
  };
}
