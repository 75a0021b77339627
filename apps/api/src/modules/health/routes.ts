import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '@dawa/db';
import { defineRoute } from '../../http/route.ts';
import { ok } from '../../http/result.ts';

export const healthRoutes = (db: Db, info: { database: string; products: () => number }) => [
  defineRoute({
    method: 'GET',
    url: '/health',
    summary: 'Liveness and database check',
    tags: ['ops'],
    response: z.object({ ok: z.boolean(), database: z.string(), searchIndexProducts: z.number().int(), uptimeSeconds: z.number() }),
    handler: async () => {
      await sql`select 1`.execute(db);
      return ok({ ok: true, database: info.database, searchIndexProducts: info.products(), uptimeSeconds: Math.round(process.uptime()) });
    },
  }),
];
