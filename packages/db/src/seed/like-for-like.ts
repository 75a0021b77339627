import { sql } from 'kysely';
import type { Db } from '../client.ts';

/**
 * Marks the caller's transaction as the catalogue import: products inserted in it do not refresh their
 * like-for-like groups nor their cards one batch at a time (migrations 0018, 0021); the import refreshes every
 * group and writes every card once at its end.
 */
export async function duringCatalogueImport(db: Db): Promise<void> {
  await sql`SELECT set_config('dawa.catalogue_import', 'on', true)`.execute(db);
}

/** Recomputes every like-for-like group's counts, median and member places from the products as they now are. */
export async function refreshLikeForLike(db: Db): Promise<void> {
  await sql`SELECT refresh_like_for_like(NULL)`.execute(db);
}

/** Writes every product's stored card (migration 0021) from the catalogue as it now is. */
export async function refreshProductCards(db: Db): Promise<void> {
  await sql`SELECT refresh_product_cards(NULL)`.execute(db);
}
