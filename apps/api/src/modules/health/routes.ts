import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '@dawa/db';
import { defineRoute } from '../../http/route.ts';
import { fail, ok } from '../../http/result.ts';
import { DATABASE_UNAVAILABLE, READINESS_TIMEOUT_MS, RETRY_AFTER_SECONDS } from '../../http/database-outage.ts';

/**
 * Liveness (`/health`: the process answers; it never asks the database, so an orchestrator does not
 * restart healthy instances while the database is away) and readiness (`/health/ready`: the database
 * answers `select 1` in time; a load balancer sends no traffic to an instance that is not ready).
 */
export const healthRoutes = (db: Db, info: { database: string; products: () => number }) => [
  defineRoute({
    method: 'GET',
    url: '/health',
    summary: 'Liveness: the process answers',
    tags: ['ops'],
    response: z.object({ ok: z.boolean(), database: z.string(), searchIndexProducts: z.number().int(), uptimeSeconds: z.number() }),
    handler: () => ok({ ok: true, database: info.database, searchIndexProducts: info.products(), uptimeSeconds: Math.round(process.uptime()) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/health/ready',
    summary: 'Readiness: the database answers (503 with Retry-After when it does not)',
    tags: ['ops'],
    response: z.object({ ready: z.literal(true), database: z.string() }),
    handler: async ({ reply }) => {
      if (await databaseAnswers(db)) return ok({ ready: true as const, database: info.database });
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return fail(DATABASE_UNAVAILABLE.code, DATABASE_UNAVAILABLE.message, 503, true);
    },
  }),
];

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
  });
  const query = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
