import type { FastifyError, FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { requestLimitStore } from './http/request-limit-store.ts';
import { isDatabaseUnavailable, type Db, type DatabaseKind } from '@dawa/db';
import type { ErrorCode, Room } from '@dawa/contracts';
import { failureBody } from './http/result.ts';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from './http/database-outage.ts';
import { registerRoutes, ValidationFailure, type RouteDef } from './http/route.ts';
import { buildOpenApi } from './http/openapi.ts';
import { checkResponses, type ResponseViolation } from './http/response-check.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { healthcareRoutes } from './modules/healthcare/routes.ts';
import { sponsoredRoutes } from './modules/sponsored/routes.ts';
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
import { PHARMACIST_FILE_DOCS, pharmacistFileRoutes, pharmacistRoutes } from './modules/pharmacy/routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { diagnosticsOpsRoutes, diagnosticsRoutes } from './modules/diagnostics/routes.ts';
import { offerOpsRoutes, offerRoutes } from './modules/offers/routes.ts';
import { referralRoutes } from './modules/referrals/routes.ts';
import { plusRoutes } from './modules/plus/routes.ts';
import { consultationRoutes } from './modules/consultations/routes.ts';
import { doctorRoutes } from './modules/consultations/doctor-routes.ts';
import { ROOM_FILE_DOCS, roomFileRoutes, roomRoutes, type RoomRouteDeps } from './modules/consultations/room-routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { labReportDocs, labReportRoutes } from './modules/diagnostics/report-routes.ts';
import type { AuthOptions } from './modules/auth/config.ts';
import type { IpLocator } from './modules/location/ip-locator.ts';
import { buildServices, type Services } from './services.ts';
import { paymentsModule, type PaymentsOptions } from './modules/payments/module.ts';

export interface ApiDeps {
  db: Db;
  databaseKind: DatabaseKind;
  search: SearchService;
  /** iceServers: the STUN/TURN servers the consultation room's browsers use (ICE_SERVERS); none by default. */
  config: { supportPhone: string; defaultPincode?: number; iceServers?: Room['iceServers'] };
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
  /** Mounts the API's documentation (/api/docs and /api/docs/openapi.json); default on. Production opts in (API_DOCS). */
  docs?: boolean;
  /** Checks every answer against its route's contract and reports breaches (the integration suite). */
  checkResponses?: (violation: ResponseViolation) => void;
  /** Receives the API's route definitions once built: the web server answers its pages' public reads with them (decision 044). */
  exposeRoutes?: (routes: readonly RouteDef[]) => void;
}

export function apiRoutes(deps: ApiDeps, s: Services = buildServices(deps)): RouteDef[] {
  return [
    ...authRoutes(s.auth, s.prescriptions, s.labBookings),
    ...profileRoutes(s.profile),
    ...(s.authConfig.devOutbox ? devRoutes(deps.db) : []),
    ...healthRoutes(deps.db, { database: deps.databaseKind, products: () => deps.search.productCount }),
    ...catalogueRoutes(s.catalogue, s.molecules),
    ...healthcareRoutes(s.healthcare),
    ...sponsoredRoutes(s.sponsored, deps.opsToken),
    ...moleculeRoutes(s.molecules),
    ...searchRoutes(deps.search, async (q) => {
      const found = await s.labCatalogue.search(q);
      return found.ok
        ? found.data.items.map((i) => ({ type: i.type, id: i.id, name: i.name, url: i.url, pricePaise: i.price.pricePaise }))
        : [];
    }),
    ...locationRoutes(s.location, async (pincode) => (await s.labCatalogue.place(pincode)).homeCollection),
    ...addressRoutes(s.addresses),
    ...prescriptionRoutes(s.prescriptions, s.patients),
    ...cartRoutes(s.cart, s.cartOffers),
    ...savedRoutes(s.saved),
    ...deliveryRoutes(s.delivery, s.now),
    ...orderRoutes(s.placing, s.orders, s.lifecycle),
    ...orderOpsRoutes(s.lifecycle, deps.opsToken),
    ...notificationRoutes(s.notifications),
    ...pharmacistRoutes({ accounts: s.pharmacists, sessions: s.pharmacistSessions, review: s.rxReview }),
    ...privacyRoutes(s.privacy, s.consents),
    ...diagnosticsRoutes(s.labCatalogue, s.labCart, s.labBookings),
    ...diagnosticsOpsRoutes(s.labOps, deps.opsToken),
    ...walletRoutes(s.wallet, deps.opsToken),
    ...offerRoutes(s.offers),
    ...referralRoutes(s.referrals),
    ...plusRoutes(s.plus, s.plusPurchases),
    ...consultationRoutes(s.doctorDirectory, s.consultBookings),
    ...roomRoutes(roomDeps(deps, s)),
    ...doctorRoutes({
      accounts: s.doctors,
      sessions: s.doctorSessions,
      access: s.consultAccess,
      console: s.doctorConsole,
      prescriptions: s.ePrescriptions,
    }),
    ...offerOpsRoutes(s.offers, deps.opsToken),
    ...paymentsModule({
      db: deps.db,
      cart: s.cart,
      promos: s.promos,
      paymentOffers: s.offers.livePaymentOffers,
      lifecycle: s.lifecycle,
      options: deps.payments,
    }).routes,
  ];
}

/** What the consultation room's calls need, its JSON calls and its byte-carrying ones alike. */
const roomDeps = (deps: ApiDeps, s: Services): RoomRouteDeps => ({
  db: deps.db,
  access: s.consultAccess,
  room: s.consultRoom,
  prescriptions: s.ePrescriptions,
  cart: s.prescriptionCart,
  iceServers: deps.config.iceServers ?? [],
  now: s.now,
});

/** The /api plugin: every call of the catalogue, the envelope, error mapping and the OpenAPI document. */
export async function apiPlugin(app: FastifyInstance, given: ApiDeps) {
  const deps: ApiDeps = { ...given, auth: { log: app.log, ...given.auth } };
  const services = buildServices(deps);
  const routes = apiRoutes(deps, services);
  given.exposeRoutes?.(routes);
  const document = buildOpenApi(routes, '/api', {
    ...PRESCRIPTION_FILE_DOCS,
    ...PHARMACIST_FILE_DOCS,
    ...labReportDocs(deps.opsToken),
    ...ROOM_FILE_DOCS,
  });
  await app.register(cookie);
  // Off by default: only the routes that name a limit in their config get one. Counted in the database, so a
  // limit holds across worker processes and instances (decision 038).
  await app.register(rateLimit, { global: false, store: requestLimitStore(deps.db) });
  if (deps.checkResponses) checkResponses(app, deps.checkResponses);
  app.addHook('onRequest', csrfGuard);
  installSessions(app, sessionStore(deps.db, deps.auth?.now));

  app.setErrorHandler((error: FastifyError | ValidationFailure, request, reply) => {
    if (error instanceof ValidationFailure) {
      return reply.code(400).send(failureBody({ code: 'VALIDATION_FAILED', message: error.message, field: error.field }));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, oversized bodies, wrong content type: the client's fault, said plainly.
      return reply.code(error.statusCode).send(failureBody(clientFailure(error)));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (restart, failover, network): nothing is wrong with the request; try again soon.
      request.log.warn({ err: { message: error.message, code: (error as { code?: unknown }).code } }, 'database unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(failureBody(DATABASE_UNAVAILABLE));
    }
    // A bug or an outage: logged with its details, answered without them.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failureBody({ code: 'INTERNAL_ERROR', message: 'Something went wrong', showAlert: true }));
  });
  // Any other path under /api answers in the envelope, whatever the method, instead of reaching the web app.
  const noSuchCall = (request: { method: string; url: string }) =>
    failureBody({ code: 'ROUTE_NOT_FOUND', message: `No such call: ${request.method} ${request.url.split('?')[0]}` });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(noSuchCall(request)));
  app.all('/*', (request, reply) => reply.code(404).send(noSuchCall(request)));

  registerRoutes(app, routes);
  // The upload PUT and the file download carry raw bytes, not the JSON envelope.
  await app.register(prescriptionFileRoutes(services.prescriptions));
  await app.register(
    labReportRoutes({ bookings: services.labBookings, ops: services.labOps, storage: services.storage, opsToken: deps.opsToken }),
  );
  await app.register(
    pharmacistFileRoutes({ sessions: services.pharmacistSessions, prescriptions: services.prescriptions, register: services.h1Register }),
  );
  await app.register(roomFileRoutes(roomDeps(deps, services)));
  if (deps.docs ?? true) {
    app.get('/docs/openapi.json', async () => document);
    await app.register(import('@fastify/swagger'), { mode: 'static', specification: { document: document as never } });
    await app.register(import('@fastify/swagger-ui'), { routePrefix: '/docs', indexPrefix: '/api' });
  }
}

/** Fastify's own 4xx errors (body parsing, limits) as codes of the envelope; their internals stay inside. */
function clientFailure(error: FastifyError): { code: ErrorCode; message: string } {
  switch (error.code) {
    case 'CARD_LOOKUP_RATE_LIMITED':
      return { code: 'CARD_LOOKUP_RATE_LIMITED', message: error.message };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'BODY_TOO_LARGE', message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' };
    default:
      // JSON.parse's own SyntaxError arrives with statusCode 400 but no Fastify code.
      if (error instanceof SyntaxError) return { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' };
      return { code: 'BAD_REQUEST', message: 'The request could not be read.' };
  }
}
