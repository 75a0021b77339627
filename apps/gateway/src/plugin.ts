import { createHmac } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { clientRoutes } from './client-routes.ts';
import type { GatewayContext } from './context.ts';
import { merchantRoutes } from './merchant-routes.ts';
import { errorBody } from './result.ts';
import { timerScheduler, type Scheduler } from './scheduler.ts';
import { memoryStore, type GatewayStore } from './store.ts';
import { fetchWebhookTransport, webhookDispatcher, type WebhookTarget, type WebhookTransport } from './webhooks.ts';

export interface GatewayOptions {
  merchantId: string;
  /** The merchant API key: the HTTP Basic username of the merchant calls (the password is empty). */
  apiKey: string;
  /** HMAC secret that signs the parameters of the redirect back to the store. */
  responseKey: string;
  /** Where status changes are POSTed, with HTTP Basic auth; none are sent when undefined. */
  webhook: WebhookTarget | undefined;
  /** How browsers reach the gateway's routes, e.g. http://localhost:3000/gateway. */
  publicBaseUrl: string;
  /** The merchant name the hosted page shows. */
  merchantName?: string;
  now?: () => Date;
  /** Delivers webhooks; defaults to fetch. */
  post?: WebhookTransport;
  /** Schedules webhook deliveries and retries; defaults to unref'd timers. Tests pass a manual one. */
  webhookScheduler?: Scheduler;
  /** Where state is kept; defaults to memory. */
  store?: GatewayStore;
  /** Secret for card fingerprints; defaults to one derived from the response key. */
  fingerprintKey?: string;
}

const FORM = 'application/x-www-form-urlencoded';

/**
 * The sandbox payment gateway as a Fastify plugin, registered with a prefix such as /gateway. Everything
 * it adds (the form parser, error and not-found handlers, hooks) stays inside its own scope.
 */
export async function gatewayPlugin(app: FastifyInstance, options: GatewayOptions) {
  const now = options.now ?? (() => new Date());
  const webhooks = webhookDispatcher({
    target: options.webhook,
    transport: options.post ?? fetchWebhookTransport,
    scheduler: options.webhookScheduler ?? timerScheduler(),
    now,
    log: app.log,
  });
  app.addHook('onClose', async () => webhooks.close());

  const ctx: GatewayContext = {
    store: options.store ?? memoryStore(),
    now,
    merchantId: options.merchantId,
    responseKey: options.responseKey,
    fingerprintKey: options.fingerprintKey ?? createHmac('sha256', options.responseKey).update('card-fingerprint').digest('hex'),
    publicBaseUrl: options.publicBaseUrl.replace(/\/+$/, ''),
    webhooks,
  };

  // /txns and the hosted page's forms post form-encoded bodies, as a browser form would.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // The request log must never carry a card number: drop query strings (the fingerprint call has one).
  app.addHook('onRoute', (route) => {
    route.logSerializers = {
      ...route.logSerializers,
      req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?')[0] }),
    };
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody(clientCode(error), clientMessage(error)));
    }
    request.log.error({ err: { message: error.message, code: error.code } }, 'gateway request failed');
    return reply.code(500).send(errorBody('INTERNAL_ERROR', 'Something went wrong.'));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('NOT_FOUND', 'No such gateway call.')));

  await app.register(merchantRoutes, { ctx, apiKey: options.apiKey });
  await app.register(async (client) => clientRoutes(client, ctx, options.merchantName ?? 'Dawa'));
}

/** Stable codes for the body parser's failures: Fastify's own FST_ERR_* names are not part of the protocol. */
function clientCode(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'UNSUPPORTED_MEDIA_TYPE';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'BODY_TOO_LARGE';
  return 'INVALID_REQUEST';
}

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Send JSON or a form-encoded body.';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large.';
  if (error.statusCode === 400) return 'The request body could not be read.';
  return error.message;
}
