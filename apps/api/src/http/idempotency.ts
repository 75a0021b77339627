import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import { fail, ok, type Failure, type Result } from './result.ts';

/** Thrown inside a transaction to roll it back and answer with an expected failure. */
export class Rollback extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/** Runs `work` in a transaction; a `Rollback` thrown inside becomes its failure, with nothing written. */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await work(trx);
      if (!result.ok) throw new Rollback(result);
      return result;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.failure;
    throw error;
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Whether a client's Idempotency-Key is usable: 1 to 255 visible ASCII characters. */
export const isIdempotencyKey = (key: string) => KEY_PATTERN.test(key);

/** The expected failures of the convention, shared by every call that honours it. */
export const idempotencyErrors = {
  badKey: () => fail('IDEMPOTENCY_KEY_INVALID', 'The Idempotency-Key header must be 1 to 255 visible characters.', 400),
  reused: () => fail('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with a different request.', 409),
};

/** A canonical text of a request body: keys sorted at every level, so key order does not matter. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the canonical request body: the same body in any key order hashes the same. */
export const requestHash = (request: unknown) => createHash('sha256').update(canonical(request)).digest('hex');

export interface IdempotencyScope {
  userId: number;
  /** The call, e.g. 'placeOrder'. */
  scope: string;
  /** The Idempotency-Key header, if the client sent one. */
  key: string | undefined;
  request: unknown;
}

/**
 * Stripe's convention for calls that create something: the first successful response to a key is stored
 * in the same transaction as what it created and replayed for the same key; the same key with another
 * body is a 409. Concurrent requests with one key queue on the key's row and then replay. A failure is
 * not stored, so a retry after fixing the problem runs again.
 */
export async function idempotent<T>(
  db: Db,
  s: IdempotencyScope,
  work: (trx: Transaction<Database>) => Promise<Result<T>>,
): Promise<Result<T>> {
  if (s.key === undefined) return inTransaction(db, work);
  if (!isIdempotencyKey(s.key)) return idempotencyErrors.badKey();
  const key = s.key;
  const hash = requestHash(s.request);
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ user_id: s.userId, scope: s.scope, key, request_hash: hash, status_code: null, response: null })
      .onConflict((oc) => oc.columns(['user_id', 'scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const prior = await trx
        .selectFrom('idempotency_keys')
        .where('user_id', '=', s.userId)
        .where('scope', '=', s.scope)
        .where('key', '=', key)
        .select(['request_hash', 'response'])
        .executeTakeFirstOrThrow();
      if (prior.request_hash !== hash) return idempotencyErrors.reused();
      return ok(prior.response as T);
    }
    const result = await work(trx);
    if (result.ok) {
      await trx
        .updateTable('idempotency_keys')
        .set({ status_code: 200, response: JSON.stringify(result.data) })
        .where('user_id', '=', s.userId)
        .where('scope', '=', s.scope)
        .where('key', '=', key)
        .execute();
    }
    return result;
  });
}

/** The Idempotency-Key header of a request, if any. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
}

/** An erased account's stored answers (they repeat what the shopper sent and got), inside the erasure's transaction. */
export async function forgetIdempotencyKeys(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('idempotency_keys').where('user_id', '=', userId).execute();
}
