import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * The catalogue's revision (migration 0017): it moves whenever something a catalogue page shows changes, in
 * whichever instance or process changed it. Answered as text, whatever type the driver gives a bigint.
 */
export async function readCatalogueRevision(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('catalogue_revision').select('revision').where('id', '=', 1).executeTakeFirst();
  return String(row?.revision ?? 0);
}
