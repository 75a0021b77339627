import type { FastifyError, FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Db, DatabaseKind } from '@dawa/db';
import { registerRoutes, ValidationFailure, type RouteDef } from './http/route.ts';
import { buildOpenApi } from './http/openapi.ts';
import { catalogueService } from './modules/catalogue/service.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { moleculeService } from './modules/molecules/service.ts';
import { moleculeRoutes } from './modules/molecules/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import type { SearchService } from './modules/search/service.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { resolveAuthConfig, type AuthOptions } from './modules/auth/config.ts';
import { csrfGuard } from './modules/auth/csrf.ts';
import { authRoutes, devRoutes } from './modules/auth/routes.ts';
import { authService } from './modules/auth/service.ts';
import { installSessions, sessionStore } from './modules/auth/session.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { profileService } from './modules/profile/service.ts';
import { locationService, FALLBACK_PINCODE } from './modules/location/service.ts';
import { locationRoutes } from './modules/location/routes.ts';
import { unknownIpLocator, type IpLocator } from './modules/location/ip-locator.ts';
import { addressService } from './modules/addresses/service.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { prescriptionServiceFor } from './modules/prescriptions/service.ts';
import { patientService } from './modules/prescriptions/patients.ts';
import { prescriptionFileRoutes, prescriptionRoutes } from './modules/prescriptions/routes.ts';
import { cartService } from './modules/cart/service.ts';
import { cartOffers } from './modules/cart/offers.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { promoService } from './modules/promos/service.ts';
import { savedService } from './modules/saved/service.ts';
import { savedRoutes } from './modules/saved/routes.ts';
import { placedOrderCount } from './modules/orders/repo.ts';
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
}

export function apiRoutes(deps: ApiDeps): RouteDef[] {
  const catalogue = catalogueService(deps.db);
  const molecules = moleculeService(deps.db, catalogue);
  const location = locationService(deps.db, catalogue, {
    defaultPincode: deps.config.defaultPincode ?? FALLBACK_PINCODE,
    ipLocator: deps.ipLocator ?? unknownIpLocator,
  });
  // Throws in production without a real SMS provider and a session secret: the server refuses to start.
  const authConfig = resolveAuthConfig(deps.db, deps.auth);
  const auth = authService(deps.db, authConfig, sessionStore(deps.db, authConfig.now));
  const promos = promoService(deps.db, authConfig.now);
  const orderCount = (userId: number) => placedOrderCount(deps.db, userId);
  const cart = cartService({ db: deps.db, catalogue, promos, orderCount, hasPrescription: async () => false });
  return [
    ...authRoutes(auth),
    ...profileRoutes(profileService(deps.db)),
    ...(authConfig.devOutbox ? devRoutes(deps.db) : []),
    ...healthRoutes(deps.db, { database: deps.databaseKind, products: () => deps.search.productCount }),
    ...catalogueRoutes(catalogue, molecules),
    ...moleculeRoutes(molecules),
    ...searchRoutes(deps.search),
    ...locationRoutes(location),
    ...addressRoutes(addressService(deps.db, location)),
    ...prescriptionRoutes(prescriptionServiceFor(deps), patientService(deps.db)),
    ...cartRoutes(cart, cartOffers(deps.db, catalogue, promos, orderCount)),
    ...savedRoutes(savedService(deps.db, catalogue, cart)),
    ...paymentsModule({ db: deps.db, cart, promos, options: deps.payments }).routes,
  ];
}

/** The /api plugin: every call of the catalogue, the envelope, error mapping and the OpenAPI document. */
export async function apiPlugin(app: FastifyInstance, deps: ApiDeps) {
  const routes = apiRoutes(deps);
  const document = buildOpenApi(routes, '/api');
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
  await app.register(prescriptionFileRoutes(prescriptionServiceFor(deps)));
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
