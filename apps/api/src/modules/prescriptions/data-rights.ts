import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import type { FileStorage } from '../../storage/file-storage.ts';
import { fileUrl } from './service.ts';
import { iso } from '../../http/iso.ts';

type Trx = Transaction<Database>;
/** Tries per file on one pass; a file still refused stays queued for the next pass. */
const TRIES = 3;
const SWEEP_LIMIT = 200;

export interface RemovalReport {
  removed: number;
  failed: number;
}

/**
 * Prescriptions and patients in the shopper's download, and their erasure: every file leaves storage; a
 * prescription no order names is deleted, one an order names stays as a row without a file (what was
 * checked for that order), and the patients go.
 */
export function prescriptionDataRights(db: Db, storage: FileStorage, log?: { error(details: object, message: string): void }) {
  return {
    async exportFor(userId: number) {
      const [prescriptions, patients] = await Promise.all([
        db.selectFrom('prescriptions').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute(),
        db.selectFrom('patients').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      ]);
      return {
        prescriptions: prescriptions.map((p) => ({
          id: p.id,
          kind: p.kind,
          status: p.status,
          contentType: p.content_type,
          sizeBytes: p.size_bytes,
          createdAt: iso(p.created_at),
          uploadedAt: p.uploaded_at ? iso(p.uploaded_at) : null,
          fileUrl: p.status !== 'PENDING_UPLOAD' && !p.file_erased_at ? fileUrl(p.id) : null,
        })),
        patients: patients.map((p) => ({
          id: p.id,
          name: p.name,
          relation: p.relation,
          age: p.age,
          gender: p.gender,
          createdAt: iso(p.created_at),
        })),
      };
    },

    /**
     * Inside the erasure's transaction: queues every file of the shopper for removal (removed from storage by
     * `removeQueuedFiles` once the transaction committed) and deletes or detaches the rows. `namedByOrders`
     * comes from the orders domain. Answers the number of files queued.
     */
    async eraseFor(trx: Trx, userId: number, namedByOrders: string[], at: Date): Promise<number> {
      const rows = await trx.selectFrom('prescriptions').select(['id', 'status', 'file_erased_at']).where('user_id', '=', userId).execute();
      // A pending slot may still receive its file (an upload racing the erasure): its key is queued too.
      const files = rows.filter((r) => !r.file_erased_at).map((r) => r.id);
      if (files.length > 0) {
        await trx
          .insertInto('prescription_file_removals')
          .values(files.map((file_key) => ({ file_key })))
          .onConflict((oc) => oc.column('file_key').doNothing())
          .execute();
      }
      const kept = new Set(namedByOrders);
      const deleted = rows.filter((r) => !kept.has(r.id)).map((r) => r.id);
      if (deleted.length > 0) await trx.deleteFrom('prescriptions').where('id', 'in', deleted).execute();
      const detached = rows.filter((r) => kept.has(r.id) && !r.file_erased_at).map((r) => r.id);
      if (detached.length > 0) {
        await trx.updateTable('prescriptions').set({ file_erased_at: at, upload_token_hash: null }).where('id', 'in', detached).execute();
      }
      await trx.deleteFrom('patients').where('user_id', '=', userId).execute();
      return files.length;
    },

    /**
     * Removes the queued files from storage (after the erasure committed). A file storage refuses stays in
     * the queue with its error and is tried again on the next pass (every later erasure makes one); it is
     * logged by key only, never with whose it was.
     */
    async removeQueuedFiles(): Promise<RemovalReport> {
      const queued = await db.selectFrom('prescription_file_removals').select('file_key').orderBy('queued_at').limit(SWEEP_LIMIT).execute();
      const report: RemovalReport = { removed: 0, failed: 0 };
      for (const { file_key } of queued) {
        const error = await removeWithRetries(storage, file_key);
        if (!error) {
          await db.deleteFrom('prescription_file_removals').where('file_key', '=', file_key).execute();
          report.removed++;
          continue;
        }
        report.failed++;
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        await db
          .updateTable('prescription_file_removals')
          .set((eb) => ({ attempts: eb('attempts', '+', TRIES), last_error: message }))
          .where('file_key', '=', file_key)
          .execute();
        log?.error({ fileKey: file_key, err: message }, 'an erased prescription file could not be removed from storage; it stays queued');
      }
      return report;
    },
  };
}
export type PrescriptionDataRights = ReturnType<typeof prescriptionDataRights>;

async function removeWithRetries(storage: FileStorage, key: string): Promise<unknown> {
  let last: unknown;
  for (let attempt = 0; attempt < TRIES; attempt++) {
    try {
      await storage.delete(key);
      return undefined;
    } catch (error) {
      last = error;
    }
  }
  return last;
}
