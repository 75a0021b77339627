import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RETRY_AFTER_SECONDS } from '@dawa/api';

/** What a page request learnt from the API calls its loaders made in-process. */
export interface PageOutage {
  databaseAway?: boolean;
}

/**
 * A page whose loader failed because the database was away is answered 503 with Retry-After, not 500:
 * a load balancer or a crawler then knows to come back shortly, and the outage is not counted as a bug.
 * `outageOf` gives the page request's record (the in-process API transport sets `databaseAway`).
 */
export function pagesAnswer503WhileTheDatabaseIsAway(app: FastifyInstance, outageOf: (request: FastifyRequest) => PageOutage | undefined) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 500 && outageOf(request)?.databaseAway) {
      reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    }
    return payload;
  });
}

/** Whether an API answer says the database is away. */
export function saysDatabaseAway(status: number, body: unknown): boolean {
  return status === 503 && (body as { error?: { code?: unknown } } | null)?.error?.code === 'DATABASE_UNAVAILABLE';
}
