import type { FastifyError, FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Db, DatabaseKind } from '@dawa/db';
import { registerRoutes, ValidationFailure, type RouteDef } from './http/route.ts';
import { buildOpenApi } from './http/openapi.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { moleculeRoutes } from './modules/molecules/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import type { SearchService } from './modules/search/service.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { csrfGuard } from './modules/auth/csrf.ts';
import { authRoutes, devRoutes } from './modules/auth/routes.ts';
import { installSessions, sessionStore } from './modules/auth/session.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { locationRoutes } from './modules/location/routes.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { PRESCRIPTION_FILE_DOCS, prescriptionFileRoutes, prescriptionRoutes } from './modules/prescriptions/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { savedRoutes } from './modules/saved/routes.ts';
import { deliveryRoutes } from './modules/delivery/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { orderOpsRoutes } from './modules/orders/ops-routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import type { AuthOptions } from './modules/auth/config.ts';
import type { IpLocator } from './modules/location/ip-locator.ts';
import { buildServices, type Services } from './services.ts';
import { paymentsModule, type PaymentsOptions } from './modules/payments/module.ts';

export interface ApiDeps {
  db: Db;
  databaseKind: DatabaseKind;
  search: SearchService;
  config: { supportPhone: string; defaultPincode?: number };
  /** IP address → pincode; the default knows no addresses. */
  ipLocator?: IpLocator;
  /** Login settings (SMS provider, clock); the rest comes from the environment. */
  auth?: AuthOptions;
  /** Where prescription files go; default: local disk under UPLOAD_DIR (.data/uploads/prescriptions). */
  storage?: FileStorage;
  /** Optional key for the upload-link token hashes (HMAC-SHA-256 instead of plain SHA-256). */
  uploadSecret?: string;
  /** The payment gateway (the sandbox at /gateway in development); without it online payment is off. */
  payments?: PaymentsOptions;
  /** Bearer token of the operations calls (order fulfilment); without it they are not mounted. */
  opsToken?: string;
}

export function apiRoutes(deps: ApiDeps, s: Services = buildServices(deps)): RouteDef[] {
  return [
    ...authRoutes(s.auth, s.prescriptions),
    ...profileRoutes(s.profile),
    ...(s.authConfig.devOutbox ? devRoutes(deps.db) : []),
    ...healthRoutes(deps.db, { database: deps.databaseKind, products: () => deps.search.productCount }),
    ...catalogueRoutes(s.catalogue, s.molecules),
    ...moleculeRoutes(s.molecules),
    ...searchRoutes(deps.search),
    ...locationRoutes(s.location),
    ...addressRoutes(s.addresses),
    ...prescriptionRoutes(s.prescriptions, s.patients),
    ...cartRoutes(s.cart, s.cartOffers),
    ...savedRoutes(s.saved),
    ...deliveryRoutes(s.delivery, s.now),
    ...orderRoutes(s.placing, s.orders, s.lifecycle),
    ...orderOpsRoutes(s.lifecycle, deps.opsToken),
    ...notificationRoutes(s.notifications),
    ...paymentsModule({ db: deps.db, cart: s.cart, promos: s.promos, lifecycle: s.lifecycle, options: deps.payments }).routes,
  ];
}

/** The /api plugin: every call of the catalogue, the envelope, error mapping and the OpenAPI document. */
export async function apiPlugin(app: FastifyInstance, given: ApiDeps) {
  const deps: ApiDeps = { ...given, auth: { log: app.log, ...given.auth } };
  const services = buildServices(deps);
  const routes = apiRoutes(deps, services);
  const document = buildOpenApi(routes, '/api', PRESCRIPTION_FILE_DOCS);
  await app.register(cookie);
  app.addHook('onRequest', csrfGuard);
  installSessions(app, sessionStore(deps.db, deps.auth?.now));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationFailure) {
      return reply.code(400).send({ status: 0, error: { message: error.message, showAlert: false } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, oversized bodies, wrong content type: the client's fault, said plainly.
      return reply.code(error.statusCode).send({ status: 0, error: { message: clientMessage(error), showAlert: false } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status: 0, error: { message: 'Something went wrong', showAlert: true } });
  });
  // Any other path under /api answers in the envelope, whatever the method, instead of reaching the web app.
  const noSuchCall = (request: { method: string; url: string }) => ({
    status: 0,
    error: { message: `No such call: ${request.method} ${request.url.split('?')[0]}`, showAlert: false },
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(noSuchCall(request)));
  app.all('/*', (request, reply) => reply.code(404).send(noSuchCall(request)));

  registerRoutes(app, routes);
  // The upload PUT and the file download carry raw bytes, not the JSON envelope.
  await app.register(prescriptionFileRoutes(services.prescriptions));
  app.get('/docs/openapi.json', async () => document);
  await app.register(import('@fastify/swagger'), { mode: 'static', specification: { document: document as never } });
  await app.register(import('@fastify/swagger-ui'), { routePrefix: '/docs', indexPrefix: '/api' });
}

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return 'The request body is not valid JSON.';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large.';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Send the request body as application/json.';
  return error.message;
}
