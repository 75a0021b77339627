import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../client.ts';

const DATASET = 'healthcare-collections';

interface CollectionRule {
  id: number;
  slug: string;
  title: string;
  description: string;
  within: string | null;
  types: string[];
  nameMatches: string | null;
}

/** The file's collections, refused whole (the start fails, naming the entry) when one is malformed. */
function readCollections(path: string): CollectionRule[] {
  const { collections } = JSON.parse(readFileSync(path, 'utf8')) as { collections: CollectionRule[] };
  const ids = new Set<number>();
  for (const c of collections) {
    const ok =
      Number.isInteger(c.id) &&
      c.id > 0 &&
      !ids.has(c.id) &&
      /^[a-z0-9-]+$/.test(c.slug) &&
      typeof c.title === 'string' &&
      c.title.length > 0 &&
      typeof c.description === 'string' &&
      (c.within === null || typeof c.within === 'string') &&
      Array.isArray(c.types) &&
      c.types.every((t) => typeof t === 'string') &&
      (c.nameMatches === null || typeof c.nameMatches === 'string');
    if (!ok) throw new Error(`${path}: collection ${JSON.stringify(c).slice(0, 80)} is malformed or repeats an id`);
    ids.add(c.id);
  }
  return collections;
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

export async function collectionsChanged(db: Db, path: string): Promise<boolean> {
  const run = await db.selectFrom('seed_runs').select('source_sha256').where('dataset', '=', DATASET).executeTakeFirst();
  return run?.source_sha256 !== sha256(path);
}

/**
 * Writes the collections of the file and their products from the healthcare store as it now is, in one
 * transaction, and records the file. Returns how many products each collection holds, by slug.
 */
export async function applyCollections(db: Db, path: string): Promise<Record<string, number>> {
  const collections = readCollections(path);
  return db.transaction().execute(async (tx) => {
    await tx.deleteFrom('otc_collections').execute();
    const sizes: Record<string, number> = {};
    for (const [position, c] of collections.entries()) {
      await tx
        .insertInto('otc_collections')
        .values({ id: c.id, slug: c.slug, title: c.title, description: c.description, position })
        .execute();
      const added = await sql`
        INSERT INTO otc_collection_products (collection_id, product_id)
        SELECT ${c.id}, o.product_id FROM otc_products o
          JOIN products p ON p.id = o.product_id
          JOIN otc_categories t ON t.id = o.type_id
          JOIN otc_categories top ON top.id = o.top_id
        WHERE (${c.within}::text IS NULL OR top.slug = ${c.within})
          AND (t.name = ANY (${c.types}::text[]) OR (${c.nameMatches}::text IS NOT NULL AND p.name ~* ${c.nameMatches}))`.execute(tx);
      sizes[c.slug] = Number(added.numAffectedRows ?? 0);
    }
    const sha = sha256(path);
    await tx
      .insertInto('seed_runs')
      .values({ dataset: DATASET, rows: collections.length, source_sha256: sha })
      .onConflict((oc) => oc.column('dataset').doUpdateSet({ rows: collections.length, source_sha256: sha, finished_at: sql`now()` }))
      .execute();
    return sizes;
  });
}
