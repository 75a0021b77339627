import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayContext } from './context.ts';
import { createOrder, orderStatus, refundOrder } from './orders.ts';
import { errorBody, sendResult } from './result.ts';
import { sameSecret } from './txns.ts';
import { walletRoutes } from './wallets.ts';

/** HTTP Basic with the API key as the username and an empty password, as Juspay's merchant API. */
export function hasMerchantKey(request: FastifyRequest, apiKey: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) return false;
  return sameSecret(Buffer.from(match[1]!, 'base64').toString('utf8'), `${apiKey}:`);
}

/** The merchant's server-to-server calls: orders, their status, refunds and customers' wallets. */
export async function merchantRoutes(app: FastifyInstance, options: { ctx: GatewayContext; apiKey: string }) {
  const { ctx, apiKey } = options;
  app.addHook('onRequest', async (request, reply) => {
    if (hasMerchantKey(request, apiKey)) return;
    return reply
      .code(401)
      .header('www-authenticate', 'Basic realm="gateway"')
      .send(errorBody('ACCESS_DENIED', 'Authentication failed: send the API key as the Basic auth username.'));
  });

  app.post('/orders', async (request, reply) => sendResult(reply, createOrder(ctx, request.body)));
  app.get<{ Params: { orderId: string } }>('/orders/:orderId', async (request, reply) =>
    sendResult(reply, orderStatus(ctx, request.params.orderId)),
  );
  app.post<{ Params: { orderId: string } }>('/orders/:orderId/refunds', async (request, reply) =>
    sendResult(reply, refundOrder(ctx, request.params.orderId, request.body)),
  );
  walletRoutes(app, ctx);
}
