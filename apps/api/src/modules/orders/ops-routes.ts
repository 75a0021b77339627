import { z } from 'zod';
import { idParam } from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { fail, ok } from '../../http/result.ts';
import { authorised } from '../../http/ops-token.ts';
import { FULFILMENT_EVENTS, type OrderLifecycle } from './lifecycle.ts';


const OUTCOME = {
  missing: fail('ORDER_NOT_FOUND', 'This order was not found.', 404),
  refused: fail('TRANSITION_REFUSED', 'The order cannot make that step from where it is.', 409),
  unverified: fail('RX_NOT_VERIFIED', 'A pharmacist has not verified the prescription for every prescription medicine of this order.', 409),
} as const;

/**
 * The pharmacy's operations call: moves an order through fulfilment. Only with the operations token
 * (OPS_TOKEN); without one configured the call does not exist.
 */
export const orderOpsRoutes = (lifecycle: OrderLifecycle, token: string | undefined) =>
  token
    ? [
        defineRoute({
          method: 'POST',
          url: '/ops/orders/:id/events',
          summary: 'Operations: moves an order on (PACK, SHIP, DELIVER, CANCEL; only a pharmacist verifies prescriptions); Bearer OPS_TOKEN',
          tags: ['operations'],
          params: z.object({ id: idParam }),
          body: z.object({ event: z.enum(FULFILMENT_EVENTS, { error: 'Unknown event.' }) }).strict(),
          response: z.object({ orderId: z.number().int(), event: z.string(), changed: z.boolean() }),
          cache: 'no-store',
          handler: async ({ request, params, body }) => {
            if (!authorised(request.headers.authorization, token)) return fail('UNAUTHENTICATED', 'Operations token required.', 401);
            const outcome = await lifecycle.fulfil(params.id, body.event);
            if (outcome === 'missing' || outcome === 'refused' || outcome === 'unverified') return OUTCOME[outcome];
            return ok({ orderId: params.id, event: body.event, changed: outcome === 'applied' });
          },
        }),
      ]
    : [];
