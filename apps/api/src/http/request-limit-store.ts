import { sql } from 'kysely';
import type { Db } from '@dawa/db';

type Count = { current: number; ttl: number };
type Counted = (error: Error | null, result?: Count) => void;
type LimitParams = { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } };

/** Every so many counts a process deletes the rows of windows that ended over an hour ago. */
const PRUNE_EVERY = 500;

/**
 * The store of @fastify/rate-limit's per-route limits, in the database (decision 038): every worker process
 * and every instance counts a client in the same row, so a limit of 10 a minute is 10 a minute however
 * many processes serve the store (the plugin's default store counts per process). One statement a count: the
 * row's window restarts when it has ended, else its count grows; the answer is the count and the time left.
 */
export function requestLimitStore(db: Db) {
  let counted = 0;
  return class RequestLimitStore {
    private readonly scope: string;

    // The plugin hands a route's merged limit settings, its route under `routeInfo` (its typings say otherwise).
    constructor(given: object = {}) {
      const params = given as LimitParams;
      const route = params.routeInfo?.url ? `${[params.routeInfo.method].flat().join(',')} ${params.routeInfo.url}` : undefined;
      this.scope = params.groupId ?? route ?? 'global';
    }

    incr(key: string, done: Counted, timeWindow: number): void {
      countHit(db, `${this.scope}|${key}`, timeWindow).then(
        (count) => done(null, count),
        (error: Error) => done(error),
      );
      if (++counted % PRUNE_EVERY === 0) {
        void db
          .deleteFrom('request_limit_hits')
          .where('window_ends_at', '<', sql<Date>`now() - interval '1 hour'`)
          .execute()
          .catch(() => undefined); // the next prune tries again
      }
    }

    /** A route's own limit counts in its own rows. */
    child(params: object): RequestLimitStore {
      return new RequestLimitStore(params);
    }
  };
}

async function countHit(db: Db, key: string, windowMs: number): Promise<Count> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    INSERT INTO request_limit_hits AS h (key, hits, window_ends_at)
    VALUES (${key}, 1, clock_timestamp() + ${Math.max(1, Math.trunc(windowMs))}::integer * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN h.window_ends_at <= clock_timestamp() THEN 1 ELSE h.hits + 1 END,
      window_ends_at = CASE WHEN h.window_ends_at <= clock_timestamp() THEN excluded.window_ends_at ELSE h.window_ends_at END
    RETURNING h.hits, greatest(0, ceil(extract(epoch FROM h.window_ends_at - clock_timestamp()) * 1000))::integer AS ttl`.execute(db);
  return { current: rows[0]!.hits, ttl: rows[0]!.ttl };
}
