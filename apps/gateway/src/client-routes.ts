import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { lookupBin, passesLuhn } from './cardbins.ts';
import type { GatewayContext } from './context.ts';
import { decide } from './decide.ts';
import { contentSecurityPolicy, renderHostedPage } from './hosted-page.ts';
import { fail, invalid, notFound, ok, sendResult } from './result.ts';
import { sameSecret, startTxn, type TxnFields } from './txns.ts';

type Fields = Record<string, unknown>;

/** Keeps the string fields of a parsed form or JSON body; anything else is treated as absent. */
function stringFields(body: unknown): TxnFields {
  const fields: TxnFields = {};
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Fields)) if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/**
 * Calls made from the shopper's browser: start a payment, the hosted authentication page and its
 * decision, card BIN lookups and card fingerprints. No merchant key; /txns needs the order's client
 * auth token and the hosted page's unguessable transaction id acts as its own credential.
 */
export function clientRoutes(app: FastifyInstance, ctx: GatewayContext, merchantName: string) {
  // Browsers call these from the store's origin; no cookies are involved, so any origin may read the answers.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.includes('/pay/')) reply.header('access-control-allow-origin', '*');
  });

  app.post('/txns', async (request, reply) => sendResult(reply, startTxn(ctx, stringFields(request.body))));

  app.get<{ Params: { txnId: string } }>('/pay/:txnId', async (request, reply) => {
    const txn = ctx.store.getTxn(request.params.txnId);
    const order = txn && ctx.store.getOrder(txn.orderId);
    if (!txn || !order) return sendResult(reply, notFound('Transaction not found.', 'TXN_NOT_FOUND'));
    if (txn.decision) return afterDecision(reply, decide(ctx, txn.txnId, 'leave'), '');
    const nonce = randomBytes(16).toString('base64');
    const html = renderHostedPage({
      decideUrl: `${ctx.publicBaseUrl}/pay/${txn.txnId}/decide`,
      merchantName,
      amountPaise: order.amountPaise,
      instrument: txn.instrument,
      outcome: txn.outcome,
      nonce,
    });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', contentSecurityPolicy(nonce))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .send(html);
  });

  app.post<{ Params: { txnId: string } }>('/pay/:txnId/decide', async (request, reply) =>
    afterDecision(
      reply,
      decide(ctx, request.params.txnId, stringFields(request.body).decision),
      `${ctx.publicBaseUrl}/pay/${request.params.txnId}`,
    ),
  );

  app.get<{ Params: { bin: string } }>('/cardbins/:bin', async (request, reply) => sendResult(reply, lookupBin(request.params.bin)));

  app.get<{ Querystring: Fields }>('/card/fingerprint', async (request, reply) => {
    const { card_number: cardNumber, merchant_id: merchantId } = stringFields(request.query);
    if (!sameSecret(merchantId ?? '', ctx.merchantId)) return sendResult(reply, fail(401, 'INVALID_MERCHANT', 'Unknown merchant_id.'));
    const digits = (cardNumber ?? '').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
      return sendResult(reply, invalid('Invalid card number.', 'INVALID_CARD_NUMBER'));
    const fingerprint = createHmac('sha256', ctx.fingerprintKey).update(digits).digest('base64url');
    return sendResult(reply, ok({ fingerprint }));
  });
}

function afterDecision(reply: FastifyReply, result: ReturnType<typeof decide>, pageUrl: string) {
  if (!result.ok) return sendResult(reply, result);
  if (result.value.kind === 'page') return reply.redirect(pageUrl, 303);
  return reply.header('cache-control', 'no-store').redirect(result.value.url, 303);
}
