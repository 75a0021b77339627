import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { fastifyReactRouter } from '@mcansh/react-router-fastify';
import { readCatalogueRevision } from '@dawa/db';
import {
  apiPlugin,
  directReads,
  inProcessHeaders,
  newRequestId,
  redactingLoggerOptions,
  isInProcess,
  projectRoot,
  storeJobs,
  type ApiDeps,
  type DirectRead,
  type JobRunner,
} from '@dawa/api';
import { installServerTransport } from '../app/lib/api-transport.ts';
import type { Envelope } from '@dawa/contracts';
import { gatewayPlugin, type Scheduler, type WebhookRequest } from '@dawa/gateway';
import { loadConfig, type PaymentConfig } from './config.ts';
import { compressOptions } from './compression.ts';
import { cspNonceOf, securityHeaders } from './security-headers.ts';
import { pagesAnswer503WhileTheDatabaseIsAway, saysDatabaseAway, type PageOutage } from './database-outage.ts';
import { frameworkError } from './framework-errors.ts';
import { installPageCache, isPageFill } from './page-cache.ts';
import { RequestLog } from './request-log.ts';
import { cspNonceContext } from '../app/lib/csp-nonce.ts';
import { publicOriginContext } from '../app/lib/public-origin.ts';
import { styleSheetTextContext } from '../app/lib/style-sheet-context.ts';
import { builtStyleSheets } from './style-sheets.ts';
import { pageAnswer, type PageLoadContext } from './page-answer.ts';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';

type PaymentsDeps = NonNullable<ApiDeps['payments']>;
type Reconciler = Parameters<NonNullable<PaymentsDeps['expose']>>[0];

/** The payment gateway of this server; by default from the environment (config.ts). */
export interface PaymentSetup extends PaymentConfig {
  /** Schedules the sandbox's webhook deliveries (tests pass a manual one). */
  webhookScheduler?: Scheduler;
  /** Sees each webhook the sandbox sends (tests replay them). */
  observeWebhook?: (request: WebhookRequest) => void;
  /** The clock of the sandbox and the store's payments (tests). */
  now?: () => Date;
  /** 0 leaves the payment reconciler out of the scheduled jobs (tests call it themselves); it runs every minute. */
  reconcileEveryMs?: number;
  /** Receives the reconciler. */
  expose?: (payments: Reconciler) => void;
  /**
   * How the store reaches the gateway's merchant API; default: in-process for the sandbox on this server,
   * HTTPS otherwise. Tests of several instances point one instance at another's sandbox with it.
   */
  gatewayTransport?: PaymentsDeps['gateway']['transport'];
  /**
   * Where the sandbox on this server delivers its webhooks; default: this server's /api/payments/webhook,
   * in-process. Tests of several instances deliver them to another instance.
   */
  deliverWebhook?: (request: WebhookRequest) => Promise<{ status: number }>;
}

export const WEB_ROOT = resolve(projectRoot(), 'apps/web');
export const SERVER_BUILD = resolve(WEB_ROOT, 'build/server/index.js');

/** One Fastify instance: /api (JSON), then every other path to the React Router server build. */
export interface AppOptions {
  logLevel: string;
  web: boolean;
  /**
   * Which proxies to believe for X-Forwarded-For/-Proto (Fastify's trustProxy: true or addresses/CIDRs).
   * Off by default: a client could otherwise name any IP and slip past the per-IP limits.
   */
  trustProxy?: string | boolean;
  /** The payment gateway; default: from the environment (the sandbox at /gateway unless PAYMENT_GATEWAY_URL is set). */
  payments?: PaymentSetup;
  /**
   * Runs the scheduled jobs (payment reconciliation, login record pruning): pg-boss on PostgreSQL, timers on
   * the embedded database (see jobs.ts). Started when the server is ready, stopped when it closes. Without
   * one nothing runs in the background (tests call the jobs themselves).
   */
  jobs?: JobRunner;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Sees every route as it is registered, whoever registers it (the fuzz suite lists the calls with it). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** The memory budget of the cache of anonymous pages and public API answers (decision 025); 0 or unset: none. */
  pageCacheBytes?: number;
  /** How often the catalogue's revision is read again (default CATALOGUE_REVISION_CHECK_MS; tests: 0, every request). */
  catalogueRevisionCheckMs?: number;
}

/** A change to the catalogue made by another instance shows here within this time (decision 025). */
export const CATALOGUE_REVISION_CHECK_MS = 1000;

export async function createApp(deps: ApiDeps, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Every line is scrubbed of card numbers (a BIN lookup's path, a careless body dump) before it is written.
    logger: { ...redactingLoggerOptions(options.logLevel), ...(options.logStream ? { stream: options.logStream } : {}) },
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && /^[\w-]{1,64}$/.test(req.headers['x-request-id'])
        ? req.headers['x-request-id']
        : newRequestId(),
    requestIdHeader: false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    // One line per request; a page's own calls to the API only at debug.
    logController: new RequestLog((request) => isInProcess(request) || isPageFill(request)),
  });
  const onRoute = options.onRoute;
  if (onRoute) app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // First of the request hooks: a kept page carries the security headers of its rendering (its CSP nonce is the
  // one in its scripts), so a hit skips the per-request work of the hooks below.
  installPageCache(app, {
    maxBytes: options.pageCacheBytes ?? 0,
    ttlMs: 60_000,
    revision: () => readCatalogueRevision(deps.db),
    revisionCheckMs: options.catalogueRevisionCheckMs ?? CATALOGUE_REVISION_CHECK_MS,
  });
  // The page request's client address and scheme, so the API calls a loader or action makes in-process are
  // rate limited by the shopper's address (login codes), not by this server's own, and name the session
  // cookie as the shopper's browser does (`__Host-` over HTTPS).
  // It also records whether one of those calls found the database away, so the page answers 503, not 500.
  type PageRequest = { ip: string; https: boolean } & PageOutage;
  const client = new AsyncLocalStorage<PageRequest>();
  const pages = new WeakMap<object, PageOutage>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (isInProcess(request)) return done();
    const page: PageRequest = { ip: request.ip, https: request.protocol === 'https' };
    pages.set(request, page);
    client.run(page, done);
  });
  pagesAnswer503WhileTheDatabaseIsAway(app, (request) => pages.get(request));
  await app.register(compress, compressOptions);
  const payments: PaymentSetup = options.payments ?? loadConfig().payments;
  let reconciler: Reconciler | undefined;
  const exposing: PaymentSetup = {
    ...payments,
    expose: (exposed) => {
      reconciler = exposed;
      payments.expose?.(exposed);
    },
  };
  await securityHeaders(app, { gatewayUrl: payments.sandbox ? undefined : payments.gatewayUrl });
  let directRead: DirectRead | undefined;
  await app.register(apiPlugin, {
    prefix: '/api',
    ...deps,
    payments: deps.payments ?? paymentDeps(app, exposing),
    exposeRoutes: (routes) => (directRead = directReads(routes)),
  });
  if (payments.sandbox) await mountSandboxGateway(app, payments);
  if (options.jobs) {
    const runner = options.jobs;
    app.addHook('onReady', async () => {
      const jobs = storeJobs({
        db: deps.db,
        now: deps.auth?.now,
        reconcilePayments: reconciler && payments.reconcileEveryMs !== 0 ? () => reconciler!.reconcilePendingPayments() : undefined,
      });
      await runner.start(jobs, app.log);
      app.log.info({ runner: runner.kind, jobs: jobs.map((job) => job.name) }, 'background jobs started');
    });
    app.addHook('onClose', () => runner.stop());
  }

  // Server-side rendering calls the API in-process through the same routes and validation.
  // Its public reads (a medicine, a listing) are answered by the routes' definitions directly (decision 044).
  installServerTransport(async ({ method, path, body, headers }) => {
    const page = client.getStore();
    const direct = body === undefined ? await directRead?.(method, path) : null;
    if (direct) {
      if (page && saysDatabaseAway(direct.status, direct.body)) page.databaseAway = true;
      return { status: direct.status, body: direct.body, setCookies: [] };
    }
    const response = await app.inject({
      method,
      url: `/api${path}`,
      payload: body as object | undefined,
      headers: { ...headers, ...inProcessHeaders(page?.https ?? false) },
      remoteAddress: page?.ip,
    });
    const cookies = response.headers['set-cookie'];
    const setCookies = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [cookies];
    const answer = response.json() as Envelope<unknown>;
    if (page && saysDatabaseAway(response.statusCode, answer)) page.databaseAway = true;
    return { status: response.statusCode, body: answer, setCookies };
  });

  if (options.web) {
    if (!existsSync(SERVER_BUILD)) throw new Error('The web app is not built: run `npm run build`.');
    const clientBuildDirectory = resolve(WEB_ROOT, 'build/client');
    // Pages carry their style sheets' text (decision 030).
    const styleSheetText = builtStyleSheets(clientBuildDirectory);
    // The build itself, not its path: given a path, the adapter hands React Router a loader function, and
    // React Router then rebuilds and ranks the whole route table on every request (decision 035).
    const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
    const publicOrigin = new URL(payments.publicUrl).origin;
    // The page's inline scripts carry the nonce of this answer's Content-Security-Policy.
    // Absolute links in pages come from PUBLIC_URL, never from the Host or X-Forwarded-Host a client sent.
    const getLoadContext: PageLoadContext = (_request, reply) =>
      new RouterContextProvider(
        new Map<RouterContext<unknown>, unknown>([
          [cspNonceContext, cspNonceOf(reply)],
          [publicOriginContext, publicOrigin],
          [styleSheetTextContext, styleSheetText],
        ]),
      );
    await app.register(fastifyReactRouter, {
      mode: 'production',
      build,
      clientBuildDirectory,
      // The build writes .br and .gz beside each asset (scripts/build-server.mjs).
      staticOptions: { preCompressed: true },
      getLoadContext,
      // Pages are answered here, before the adapter's handler: a whole page leaves as one buffer (decision 047).
      routeOptions: { preHandler: pageAnswer(createRequestHandler(build, 'production'), getLoadContext) },
    });
  }
  return app;
}

/**
 * The API's side of the gateway. The sandbox on this server is reached in-process through `app.inject`
 * (no network hop, and it works under test); a real gateway over HTTPS.
 */
function paymentDeps(app: FastifyInstance, setup: PaymentSetup): PaymentsDeps {
  return {
    gateway: {
      baseUrl: setup.sandbox ? `${setup.publicUrl}/gateway` : setup.gatewayUrl!,
      merchantId: setup.merchantId,
      apiKey: setup.apiKey,
      responseKey: setup.responseKey,
      transport:
        setup.gatewayTransport ??
        (setup.sandbox
          ? async (request) => {
              const url = new URL(request.url);
              const response = await app.inject({
                method: request.method,
                url: url.pathname + url.search,
                headers: request.headers,
                ...(request.body === undefined ? {} : { payload: request.body }),
              });
              return { status: response.statusCode, body: response.body };
            }
          : undefined),
    },
    browserGatewayUrl: setup.sandbox ? '/gateway' : setup.gatewayUrl!,
    webhookAuth: { username: setup.webhookUsername, password: setup.webhookPassword },
    returnBaseUrl: setup.publicUrl,
    log: app.log,
    now: setup.now,
    expose: setup.expose,
  };
}

/** The sandbox gateway at /gateway, its webhooks posted to this server's /api/payments/webhook in-process. */
async function mountSandboxGateway(app: FastifyInstance, setup: PaymentSetup) {
  await app.register(gatewayPlugin, {
    prefix: '/gateway',
    merchantId: setup.merchantId,
    apiKey: setup.apiKey,
    responseKey: setup.responseKey,
    publicBaseUrl: `${setup.publicUrl}/gateway`,
    webhook: { url: `${setup.publicUrl}/api/payments/webhook`, username: setup.webhookUsername, password: setup.webhookPassword },
    ...(setup.webhookScheduler ? { webhookScheduler: setup.webhookScheduler } : {}),
    ...(setup.now ? { now: setup.now } : {}),
    post: async (request) => {
      setup.observeWebhook?.(request);
      if (setup.deliverWebhook) return setup.deliverWebhook(request);
      const response = await app.inject({
        method: 'POST',
        url: new URL(request.url).pathname,
        headers: request.headers,
        payload: request.body,
      });
      return { status: response.statusCode };
    },
  });
}
