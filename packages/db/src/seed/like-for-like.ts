import { sql } from 'kysely';
import type { Db } from '../client.ts';

/**
 * Marks the caller's transaction as the catalogue import: products inserted in it do not refresh their
 * like-for-like groups one batch at a time (migration 0018); the import refreshes every group once at its end.
 */
export async function duringCatalogueImport(db: Db): Promise<void> {
  await sql`SELECT set_config('dawa.catalogue_import', 'on', true)`.execute(db);
}

/** Recomputes every like-for-like group's counts, median and member places from the products as they now are. */
export async function refreshLikeForLike(db: Db): Promise<void> {
  await sql`SELECT refresh_like_for_like(NULL)`.execute(db);
}
