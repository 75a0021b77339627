import { sql } from 'kysely';
import type { Db } from '@dawa/db';

/** Facts read straight from the database, to check the API against. */
export async function productIdByName(db: Db, name: string): Promise<number> {
  const rows = await db.selectFrom('products').select('id').where('name', '=', name).orderBy('id').execute();
  if (!rows[0]) throw new Error(`No fixture product named ${name}`);
  return rows[0].id;
}

export async function moleculeIdByName(db: Db, name: string): Promise<number> {
  const row = await db.selectFrom('molecules').select('id').where('name', '=', name).executeTakeFirst();
  if (!row) throw new Error(`No fixture molecule named ${name}`);
  return row.id;
}

/** Ids of the products with an ingredient whose molecule name matches the ILIKE pattern. */
export async function productIdsWithMolecule(db: Db, pattern: string): Promise<number[]> {
  const rows = await db
    .selectFrom('product_ingredients as i')
    .innerJoin('molecules as m', 'm.id', 'i.molecule_id')
    .select('i.product_id')
    .distinct()
    .where('m.name', 'ilike', pattern)
    .execute();
  return rows.map((r) => r.product_id).sort((a, b) => a - b);
}

/** How many medicines match (the healthcare store's products are counted by their own tests). */
export async function countWhere(db: Db, where: ReturnType<typeof sql<boolean>>): Promise<number> {
  const row = await db
    .selectFrom('products as p')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('p.product_type', '=', 1)
    .where(where)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
