import { sql } from 'kysely';
import type { Db } from '../client.ts';

/** How many of a molecule's combinations its page names. */
export const MOLECULE_COMBINATIONS_KEPT = 12;

/**
 * Numbers every molecule's medicines in the order its page lists them (single-ingredient first, then by
 * popularity, then by id) and keeps its biggest combinations (migration 0018). Runs inside the import's
 * transaction, after the products and their popularity are in; the migration fills the tables the same way
 * for a catalogue imported before it.
 */
export async function rebuildMoleculeOrder(db: Db): Promise<void> {
  await sql`DELETE FROM molecule_order`.execute(db);
  await sql`DELETE FROM molecule_combinations`.execute(db);
  await sql`
    INSERT INTO molecule_order (molecule_id, position, product_id)
    SELECT i.molecule_id, row_number() OVER (PARTITION BY i.molecule_id ORDER BY n.ingredients, p.popularity DESC, p.id), p.id
    FROM product_ingredients i
    JOIN products p ON p.id = i.product_id
    JOIN (SELECT product_id, count(*) AS ingredients FROM product_ingredients GROUP BY product_id) n ON n.product_id = p.id`.execute(db);
  await sql`
    INSERT INTO molecule_combinations (molecule_id, position, label, product_count)
    SELECT molecule_id, position, label, product_count
    FROM (
      SELECT m.molecule_id, g.label, g.product_count, row_number() OVER (PARTITION BY m.molecule_id ORDER BY g.product_count DESC, g.id) AS position
      FROM (
        SELECT DISTINCT i.molecule_id, p.composition_group_id
        FROM product_ingredients i JOIN products p ON p.id = i.product_id
        WHERE p.composition_group_id IS NOT NULL
      ) m
      JOIN composition_groups g ON g.id = m.composition_group_id
    ) ranked
    WHERE position <= ${MOLECULE_COMBINATIONS_KEPT}`.execute(db);
}
