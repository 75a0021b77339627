import type { Db } from '@dawa/db';
import type { Result } from '../../http/result.ts';
import { idempotencyErrors, isIdempotencyKey, requestHash } from '../../http/idempotency.ts';
import { paymentErrors } from './errors.ts';

const WAIT_STEP_MS = 25;
const WAIT_LIMIT_MS = 10_000;

/**
 * Stripe's Idempotency-Key convention over the idempotency_keys table: the first request with a key runs
 * and its answer is stored; the same key with the same request replays that answer (a concurrent one waits
 * for it); the same key with another request is a 409. A run that throws (an outage) frees the key so the
 * client can try again. Without a key the call simply runs.
 */
export function idempotency(db: Db) {
  return async function once<T>(
    userId: number,
    scope: string,
    key: string | undefined,
    request: unknown,
    run: () => Promise<Result<T>>,
  ): Promise<Result<T>> {
    if (key === undefined) return run();
    if (!isIdempotencyKey(key)) return idempotencyErrors.badKey();
    const hash = requestHash(request);
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, scope, key, request_hash: hash, status_code: null, response: null })
      .onConflict((oc) => oc.columns(['user_id', 'scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();

    if (!claimed) {
      for (let waited = 0; ; waited += WAIT_STEP_MS) {
        const row = await db
          .selectFrom('idempotency_keys')
          .where('user_id', '=', userId)
          .where('scope', '=', scope)
          .where('key', '=', key)
          .select(['request_hash', 'status_code', 'response'])
          .executeTakeFirst();
        // The first run failed with an outage and freed the key: this request takes it over.
        if (!row) return once(userId, scope, key, request, run);
        if (row.request_hash !== hash) return idempotencyErrors.reused();
        if (row.status_code !== null && row.response !== null) {
          const stored = (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as Result<T>;
          return stored;
        }
        if (waited >= WAIT_LIMIT_MS) return paymentErrors.idempotencyInProgress();
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      }
    }

    let result: Result<T>;
    try {
      result = await run();
    } catch (error) {
      await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('scope', '=', scope).where('key', '=', key).execute();
      throw error;
    }
    await db
      .updateTable('idempotency_keys')
      .set({ status_code: result.ok ? (result.httpStatus ?? 200) : result.httpStatus, response: JSON.stringify(result) })
      .where('user_id', '=', userId)
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
    return result;
  };
}
export type Idempotency = ReturnType<typeof idempotency>;
