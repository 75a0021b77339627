import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Result } from '../../http/result.ts';
import type { RouteDef, RouteInput } from '../../http/route.ts';
import { staffSessions } from '../staff/session.ts';
import type { Pharmacist, PharmacistAccounts } from './accounts.ts';

const pharmacist = staffSessions<Pharmacist>('pharmacist', () => Promise.resolve(null));
export const pharmacistToken = (request: FastifyRequest) => pharmacist.cookie.token(request);
export const setPharmacistCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
  pharmacist.cookie.set(request, reply, token);
export const clearPharmacistCookie = (request: FastifyRequest, reply: FastifyReply) => pharmacist.cookie.clear(request, reply);
export const pharmacistRequired = pharmacist.required;

type PharmacistRouteDef<Q, B, P, R> = Omit<RouteDef<Q, B, P, R>, 'handler'> & {
  handler(input: RouteInput<Q, B, P> & { pharmacist: Pharmacist }): Promise<Result<R>> | Result<R>;
};

/** Who is signed in to the pharmacist console on a request (looked up once per request). */
export function pharmacistSessions(accounts: PharmacistAccounts) {
  const sessions = staffSessions<Pharmacist>('pharmacist', accounts.find);
  return {
    current: sessions.current,
    cookie: sessions.cookie,
    /** A console call: anyone but a signed-in pharmacist gets 401 before the handler runs; never cached. */
    define: <Q, B, P, R>(def: PharmacistRouteDef<Q, B, P, R>): RouteDef =>
      sessions.define<Q, B, P, R>({ ...def, handler: (input) => def.handler({ ...input, pharmacist: input.member }) }),
  };
}
export type PharmacistSessions = ReturnType<typeof pharmacistSessions>;
