/** The migrated schema and the imported fixture catalogue, on PGlite or PostgreSQL. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue, isCatalogueImported, migrateToLatest, type DatabaseHandle } from '../src/index.ts';
import { readCsv } from '../src/seed/csv.ts';
import { FIXTURES, openTestDatabase } from './support/golden.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

/** Rows of a table; of `products`, the medicines (the healthcare store's products have their own test). */
const count = async (table: 'products' | 'molecules' | 'product_ingredients') =>
  Number(
    (
      await (table === 'products' ? handle.db.selectFrom('products').where('product_type', '=', 1) : handle.db.selectFrom(table))
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The fixture rows as the source has them, first occurrence of each (name, manufacturer, pack). */
async function sourceRows() {
  const rows = new Map<string, Record<string, string>>();
  for await (const row of readCsv(FIXTURES.medicinesCsv)) {
    const key = [row.name, row.brand, row.type].map((s) => (s ?? '').replace(/\s+/g, ' ').trim()).join('|');
    if (!rows.has(key)) rows.set(key, row);
  }
  return rows;
}

describe('migrations', () => {
  it('are applied once: migrating again changes nothing', async () => {
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });
});

describe('catalogue import', () => {
  it('records the run with the row count and the source checksum', async () => {
    expect(await isCatalogueImported(handle.db)).toBe(true);
    const run = await handle.db.selectFrom('seed_runs').selectAll().where('dataset', '=', 'medicines').executeTakeFirstOrThrow();
    expect(run.rows).toBe(219);
    expect(run.source_sha256).toBe(createHash('sha256').update(readFileSync(FIXTURES.medicinesCsv)).digest('hex'));
  });

  it('imports every distinct row once, ids 1..n in file order', async () => {
    const source = await sourceRows();
    expect(source.size).toBe(219);
    expect(await count('products')).toBe(source.size);
    const ids = await handle.db.selectFrom('products').where('product_type', '=', 1).select('id').orderBy('id').execute();
    expect(ids.map((r) => r.id)).toEqual(Array.from({ length: source.size }, (_, i) => i + 1));
    const duplicate = await handle.db.selectFrom('products').select('id').where('name', '=', 'Pan Q D 30mg/40mg Capsule SR').execute();
    expect(duplicate).toHaveLength(1);
  });

  it('keeps names, makers, packs and MRPs (in paise) exactly as the source has them', async () => {
    const source = await sourceRows();
    const products = await handle.db
      .selectFrom('products as p')
      .innerJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
      .select(['p.name', 'm.name as manufacturer', 'p.pack_label', 'p.mrp_paise', 'p.sale_price_paise', 'p.source_rx_flag'])
      .where('p.product_type', '=', 1)
      .execute();
    for (const p of products) {
      const row = source.get(`${p.name}|${p.manufacturer}|${p.pack_label}`);
      expect(row, p.name).toBeDefined();
      expect(p.mrp_paise, p.name).toBe(Math.round(Number(row!.price) * 100));
      expect(p.sale_price_paise, p.name).toBeLessThanOrEqual(p.mrp_paise);
      expect(p.source_rx_flag, p.name).toBe(row!.prescription === 'Prescription Required');
    }
    expect(products.map((p) => p.name)).toContain('Pedaflu-PDS Gelly Strawberry,Watermelon');
    expect(products.map((p) => p.name)).toContain('α-Bert 150 Injection');
  });

  it('splits compositions into ordered ingredients; an unknown strength stays null', async () => {
    const positions = await handle.db
      .selectFrom('product_ingredients')
      .select(['product_id', sql<number[]>`array_agg(position order by position)`.as('positions')])
      .groupBy('product_id')
      .execute();
    expect(positions).toHaveLength(await count('products'));
    for (const p of positions) expect(p.positions.map(Number)).toEqual(p.positions.map((_, i) => i));

    const panXpr = await handle.db
      .selectFrom('product_ingredients as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .innerJoin('molecules as m', 'm.id', 'i.molecule_id')
      .select(['m.name', 'i.strength'])
      .where('p.name', '=', 'Pan Xpr D Tablet')
      .execute();
    expect(panXpr).toEqual([{ name: 'Pantoprazole', strength: null }]);
  });

  it('keeps the dimension counts equal to the products that point at them', async () => {
    const mismatches = await sql<{ what: string; id: number }>`
      select 'molecule' as what, m.id from molecules m
        where m.product_count <> (select count(distinct i.product_id) from product_ingredients i where i.molecule_id = m.id)
      union all
      select 'group', g.id from composition_groups g
        where g.product_count <> (select count(*) from products p where p.composition_group_id = g.id)
      union all
      select 'brand', b.id from brands b
        where b.product_count <> (select count(*) from products p where p.brand_id = b.id)
      union all
      select 'manufacturer', m.id from manufacturers m
        where m.product_count <> (select count(*) from products p where p.manufacturer_id = m.id)
      union all
      select 'category', c.id from categories c
        where c.product_count <> (select count(*) from products p where p.category_id = c.id)
    `.execute(handle.db);
    expect(mismatches.rows).toEqual([]);
  });

  it('groups same-composition medicines: Dolo 650 and Calpol 650 are substitutes', async () => {
    const groups = await handle.db
      .selectFrom('products')
      .select(['name', 'composition_group_id'])
      .where('name', 'in', ['Dolo 650 Tablet', 'Calpol 650mg Tablet', 'Dolo 500 Tablet'])
      .execute();
    const group = Object.fromEntries(groups.map((g) => [g.name, g.composition_group_id]));
    expect(group['Dolo 650 Tablet']).not.toBeNull();
    expect(group['Dolo 650 Tablet']).toBe(group['Calpol 650mg Tablet']);
    expect(group['Dolo 500 Tablet']).not.toBe(group['Dolo 650 Tablet']);
  });

  it('seeds every stock tier and flags the cold chain', async () => {
    const tiers = await sql<{ tier: string; n: string }>`
      select case when not_for_sale then 'not for sale' when stock = 0 then 'out of stock'
                  when stock <= 10 then 'short supply' else 'in stock' end as tier, count(*) as n
      from products group by 1 order by 1`.execute(handle.db);
    expect(tiers.rows.map((r) => r.tier)).toEqual(['in stock', 'not for sale', 'out of stock', 'short supply']);
    const cold = await handle.db.selectFrom('products').select('name').where('is_refrigerated', '=', true).execute();
    expect(cold.map((r) => r.name)).toEqual(['Human Actrapid 40IU/ml Solution for Injection']);
  });

  it('a second import fails whole and leaves the catalogue as it was', async () => {
    await expect(importCatalogue(handle.db, FIXTURES, { quiet: true })).rejects.toThrow();
    expect(await count('products')).toBe(219);
    expect(await count('molecules')).toBeGreaterThan(0);
  });
});

describe('constraints hold in the database, not only in code', () => {
  const someProduct = async () =>
    await handle.db.selectFrom('products').select(['id', 'mrp_paise']).orderBy('id').executeTakeFirstOrThrow();

  it('stock never goes below zero', async () => {
    const p = await someProduct();
    await expect(handle.db.updateTable('products').set({ stock: -1 }).where('id', '=', p.id).execute()).rejects.toThrow(/check/i);
  });

  it('a sale price above the MRP is refused', async () => {
    const p = await someProduct();
    await expect(
      handle.db
        .updateTable('products')
        .set({ sale_price_paise: p.mrp_paise + 1 })
        .where('id', '=', p.id)
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it('an ingredient must name a known molecule', async () => {
    const p = await someProduct();
    await expect(
      handle.db
        .insertInto('product_ingredients')
        .values({ product_id: p.id, position: 99, molecule_id: 999_999, strength: null })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });
});
