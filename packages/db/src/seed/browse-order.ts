import { sql } from 'kysely';
import type { Db } from '../client.ts';

/**
 * Numbers every medicine's place in the A–Z listings (the healthcare store lists by category) (table `browse_order`, migration 0016) from the
 * catalogue as it now is. Runs inside the import's transaction, after the products are in; the migration
 * fills the table the same way for a catalogue imported before it.
 */
export async function rebuildBrowseOrder(db: Db): Promise<void> {
  await sql`DELETE FROM browse_order`.execute(db);
  await sql`
    INSERT INTO browse_order (product_id, letter, category_id, name_rank, letter_rank, category_rank, category_letter_rank)
    SELECT
      id,
      left(lower(name), 1),
      category_id,
      row_number() OVER (ORDER BY lower(name), id),
      row_number() OVER (PARTITION BY left(lower(name), 1) ORDER BY lower(name), id),
      CASE WHEN category_id IS NOT NULL THEN row_number() OVER (PARTITION BY category_id ORDER BY lower(name), id) END,
      CASE WHEN category_id IS NOT NULL THEN row_number() OVER (PARTITION BY category_id, left(lower(name), 1) ORDER BY lower(name), id) END
    FROM products
    WHERE product_type = 1`.execute(db);
}

/** The catalogue's tables, whose statistics and visibility map the release step refreshes when they change. */
const CATALOGUE_TABLES = [
  'products',
  'product_ingredients',
  'browse_order',
  'like_for_like',
  'like_for_like_groups',
  'molecule_order',
  'molecule_combinations',
  'product_cards',
  'otc_categories',
  'otc_products',
  'brands',
  'manufacturers',
  'molecules',
  'composition_groups',
  'categories',
];

/**
 * VACUUM (ANALYZE) of the catalogue: statistics for the planner, and the visibility map that lets a
 * like-for-like group be read from its index alone. The embedded database has no autovacuum, so without
 * this it plans on an empty catalogue's statistics forever. Cannot run inside a transaction.
 */
export async function refreshCatalogueStatistics(db: Db): Promise<void> {
  await sql.raw(`VACUUM (ANALYZE) ${CATALOGUE_TABLES.join(', ')}`).execute(db);
}
