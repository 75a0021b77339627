import type { Kysely, Selectable } from 'kysely';
import type { Database, Db, PrescriptionStatus, PrescriptionsTable } from '@dawa/db';
import { USABLE_STATUSES } from './lifecycle.ts';
import { LOCK, lockCustomer } from './user-lock.ts';

export type PrescriptionRow = Selectable<PrescriptionsTable>;
/** The database or a transaction of it. */
type Executor = Kysely<Database>;

export interface NewSlot {
  id: string;
  kind: 'image' | 'pdf' | 'digital';
  tokenHash: string;
  expiresAt: Date;
}

/**
 * Inserts upload slots unless the customer already has `limit` or more slots, counting these, created
 * since `since` and still waiting for their file. The customer is locked meanwhile, so two
 * concurrent calls cannot both slip under the limit. False when the limit would be passed.
 */
export async function insertSlotsWithinLimit(
  db: Db,
  userId: number,
  slots: NewSlot[],
  { since, limit, now }: { since: Date; limit: number; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockCustomer(trx, LOCK.uploadSlots, userId);
    // Slots abandoned for a day are forgotten (the limit only looks at the last hour).
    await trx
      .deleteFrom('prescriptions')
      .where('user_id', '=', userId)
      .where('status', '=', 'PENDING_UPLOAD')
      .where('created_at', '<', new Date(now.getTime() - 24 * 3600_000))
      .execute();
    const { pending } = await trx
      .selectFrom('prescriptions')
      .select((eb) => eb.fn.countAll<string>().as('pending'))
      .where('user_id', '=', userId)
      .where('status', '=', 'PENDING_UPLOAD')
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(pending) + slots.length > limit) return false;
    await trx
      .insertInto('prescriptions')
      .values(
        slots.map((s) => ({
          id: s.id,
          user_id: userId,
          kind: s.kind,
          status: 'PENDING_UPLOAD' as const,
          upload_token_hash: s.tokenHash,
          upload_expires_at: s.expiresAt,
          created_at: now,
        })),
      )
      .execute();
    return true;
  });
}

/** The slot an upload link names, if the link's token is the slot's (whatever its owner or state). */
export const slotByToken = (db: Db, id: string, tokenHash: string) =>
  db.selectFrom('prescriptions').selectAll().where('id', '=', id).where('upload_token_hash', '=', tokenHash).executeTakeFirst();

export interface UploadedFields {
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  size_bytes: number;
  width: number | null;
  height: number | null;
  uploaded_at: Date;
}

/**
 * Marks the slot uploaded and burns its token, only if it is still this customer's pending slot with this
 * token and unexpired: the single-use check and the write are one statement. The row stays locked until
 * `trx` ends, so a concurrent second use of the token waits and then finds nothing to update.
 */
export async function claimSlot(
  trx: Executor,
  { id, userId, tokenHash, now, to }: { id: string; userId: number; tokenHash: string; now: Date; to: PrescriptionStatus },
  fields: UploadedFields,
): Promise<PrescriptionRow | undefined> {
  return trx
    .updateTable('prescriptions')
    .set({ ...fields, status: to, upload_token_hash: null })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('upload_token_hash', '=', tokenHash)
    .where('status', '=', 'PENDING_UPLOAD')
    .where('upload_expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** One of the customer's prescriptions that has a file (any state after the upload). */
export const ownedWithFile = (db: Db, userId: number, id: string) =>
  db
    .selectFrom('prescriptions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '!=', 'PENDING_UPLOAD')
    .executeTakeFirst();

/** Any prescription that has a file, whoever owns it (the pharmacist's reading). */
export const withFile = (db: Executor, id: string) =>
  db.selectFrom('prescriptions').selectAll().where('id', '=', id).where('status', '!=', 'PENDING_UPLOAD').executeTakeFirst();

export const byIds = (db: Executor, ids: string[]) =>
  ids.length
    ? db.selectFrom('prescriptions').select(['id', 'kind', 'status', 'uploaded_at']).where('id', 'in', ids).where('status', '!=', 'PENDING_UPLOAD').execute()
    : Promise.resolve([]);

/** The customer's usable prescriptions, newest first. */
export const listUsable = (db: Db, userId: number, limit: number) =>
  db
    .selectFrom('prescriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', USABLE_STATUSES)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export async function countUsable(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('prescriptions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', 'in', USABLE_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Which of `ids` are the customer's and usable; `lock` holds them until the caller's transaction ends. */
export async function usableOf(db: Executor, userId: number, ids: string[], lock = false) {
  if (!ids.length) return [];
  let query = db
    .selectFrom('prescriptions')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('status', 'in', USABLE_STATUSES)
    .orderBy('id');
  if (lock) query = query.forUpdate();
  return query.execute();
}

export async function setStatus(trx: Executor, id: string, from: PrescriptionStatus, to: PrescriptionStatus): Promise<boolean> {
  const row = await trx
    .updateTable('prescriptions')
    .set({ status: to })
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
