import type { Result } from '../../http/result.ts';
import { defineRoute, type RouteDef, type RouteInput } from '../../http/route.ts';
import { requireUser, type SessionUser } from './session.ts';

const PERSONAL = 'private, no-store';

type CustomerRouteDef<Q, B, P, R> = Omit<RouteDef<Q, B, P, R>, 'handler'> & {
  handler(input: RouteInput<Q, B, P> & { user: SessionUser }): Promise<Result<R>> | Result<R>;
};

/**
 * A call for signed-in customers only: a guest gets 401 'Please log in to continue.' before the handler
 * runs, the handler gets the customer, and the answer is never cached by anyone else.
 */
export const defineCustomerRoute = <Q, B, P, R>(def: CustomerRouteDef<Q, B, P, R>): RouteDef =>
  defineRoute<Q, B, P, R>({
    ...def,
    cache: def.cache ?? PERSONAL,
    handler: async (input) => {
      const user = await requireUser(input.request);
      return user.ok ? def.handler({ ...input, user: user.data }) : user;
    },
  });
