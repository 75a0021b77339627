import type { FastifyError, FastifyInstance } from 'fastify';
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

export interface ApiDeps {
  db: Db;
  databaseKind: DatabaseKind;
  search: SearchService;
  config: { supportPhone: string };
}

export function apiRoutes(deps: ApiDeps): RouteDef[] {
  const catalogue = catalogueService(deps.db);
  const molecules = moleculeService(deps.db, catalogue);
  return [
    ...healthRoutes(deps.db, { database: deps.databaseKind, products: () => deps.search.productCount }),
    ...catalogueRoutes(catalogue, molecules),
    ...moleculeRoutes(molecules),
    ...searchRoutes(deps.search),
  ];
}

/** The /api plugin: every call of the catalogue, the envelope, error mapping and the OpenAPI document. */
export async function apiPlugin(app: FastifyInstance, deps: ApiDeps) {
  const routes = apiRoutes(deps);
  const document = buildOpenApi(routes, '/api');

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
