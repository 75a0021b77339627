/** The healthcare store's import from the BigBasket fixture, on PGlite or PostgreSQL. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthcarePlaceOf, medicineShelfOf } from '@dawa/domain';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  applyCollections,
  collectionsChanged,
  HEALTHCARE_FIRST_ID,
  isHealthcareImported,
  readHealthcare,
  type DatabaseHandle,
} from '../src/index.ts';
import { readCsv } from '../src/seed/csv.ts';
import { HEALTHCARE_FIXTURES, openTestDatabase } from './support/golden.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

async function fixtureRows() {
  const rows: Record<string, string>[] = [];
  for await (const row of readCsv(HEALTHCARE_FIXTURES.productsCsv)) rows.push(row);
  return rows;
}

describe('the healthcare import', () => {
  it('keeps the healthcare rows, drops groceries and exact repeats, and numbers them above the medicines', async () => {
    const rows = await fixtureRows();
    const healthcare = rows.filter((r) => healthcarePlaceOf(r.category!, r.sub_category!));
    expect(rows.length - healthcare.length).toBeGreaterThan(0);
    const distinct = new Set(
      healthcare.map((r) => [r.product!.trim().toLowerCase(), r.brand!.trim().toLowerCase(), r.market_price, r.sale_price].join('|')),
    );
    const { items, duplicates } = await readHealthcare(HEALTHCARE_FIXTURES.productsCsv);
    expect(items).toHaveLength(distinct.size);
    expect(duplicates).toBe(healthcare.length - distinct.size);
    expect(duplicates).toBeGreaterThan(0);
    expect(items[0]!.id).toBe(HEALTHCARE_FIRST_ID);

    const stored = await handle.db
      .selectFrom('products')
      .where('product_type', '=', 2)
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('id').as('first')])
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(items.length);
    expect(Number(stored.first)).toBe(HEALTHCARE_FIRST_ID);
    expect(await isHealthcareImported(handle.db)).toBe(true);
  });

  it('stores the source prices, no prescription need and a card for every product', async () => {
    const { items } = await readHealthcare(HEALTHCARE_FIXTURES.productsCsv);
    const discounted = items.find((i) => i.salePaise < i.mrpPaise)!;
    const row = await handle.db
      .selectFrom('products')
      .where('id', '=', discounted.id)
      .select(['mrp_paise', 'sale_price_paise', 'is_rx_required', 'drug_schedule', 'discount_percent'])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      mrp_paise: discounted.mrpPaise,
      sale_price_paise: discounted.salePaise,
      is_rx_required: false,
      drug_schedule: 'OTC',
    });
    expect(Number(row.discount_percent)).toBeGreaterThan(0);
    const cards = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM product_cards c JOIN products p ON p.id = c.product_id WHERE p.product_type = 2`.execute(handle.db);
    expect(Number(cards.rows[0]!.n)).toBe(items.length);
  });

  it('builds a three-level tree whose every product sits on a type of its sub-category of its category', async () => {
    const tops = await handle.db.selectFrom('otc_categories').where('level', '=', 1).orderBy('position').select(['name', 'slug']).execute();
    expect(tops.map((t) => t.slug)).toEqual(['health-wellness', 'personal-care', 'skin-hair-beauty', 'mother-baby', 'otc-medicines']);
    const misplaced = await sql<{ n: string }>`
      SELECT count(*) AS n FROM otc_products o
      JOIN otc_categories t ON t.id = o.type_id JOIN otc_categories s ON s.id = o.sub_id
      WHERE t.level <> 3 OR t.parent_id <> o.sub_id OR s.level <> 2 OR s.parent_id <> o.top_id`.execute(handle.db);
    expect(Number(misplaced.rows[0]!.n)).toBe(0);
  });

  it('groups packs of one brand and name into variants and trims brand names', async () => {
    const groups = await sql<{ variant_group: number; n: string }>`
      SELECT variant_group, count(*) AS n FROM otc_products GROUP BY variant_group HAVING count(*) > 1`.execute(handle.db);
    expect(groups.rows.length).toBeGreaterThan(0);
    const names = await sql<{ names: string }>`
      SELECT count(DISTINCT p.name || '|' || p.brand_id) AS names FROM otc_products o JOIN products p ON p.id = o.product_id
      WHERE o.variant_group = ${groups.rows[0]!.variant_group}`.execute(handle.db);
    expect(Number(names.rows[0]!.names)).toBe(1);
    const untrimmed = await sql<{ n: string }>`
      SELECT count(*) AS n FROM brands WHERE key LIKE 'healthcare|%' AND name <> btrim(name)`.execute(handle.db);
    expect(Number(untrimmed.rows[0]!.n)).toBe(0);
  });
});

describe('OTC medicines', () => {
  it("places every medicine sold without a prescription on its first ingredient's shelf, typed by its form", async () => {
    const { rows } = await sql<{ id: number; molecule: string; shelf: string | null; form: string | null; rx: boolean; schedule: string }>`
      select p.id, m.key as molecule, s.name as shelf, t.name as form, p.is_rx_required as rx, p.drug_schedule as schedule
      from products p
        join product_ingredients i on i.product_id = p.id and i.position = 0
        join molecules m on m.id = i.molecule_id
        left join otc_products o on o.product_id = p.id
        left join otc_categories s on s.id = o.sub_id
        left join otc_categories t on t.id = o.type_id
      where p.product_type = 1`.execute(handle.db);
    const sold = rows.filter((r) => r.schedule === 'OTC' && !r.rx && medicineShelfOf(r.molecule));
    expect(sold.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.shelf, `product ${r.id}`).toBe(sold.includes(r) ? medicineShelfOf(r.molecule) : null);
    const dolo = await sql<{ shelf: string; form: string }>`
      select s.name as shelf, t.name as form from products p join otc_products o on o.product_id = p.id
        join otc_categories s on s.id = o.sub_id join otc_categories t on t.id = o.type_id
      where p.name = 'Dolo 650 Tablet'`.execute(handle.db);
    expect(dolo.rows[0]).toEqual({ shelf: 'Pain & Fever', form: 'Tablets' });
  });
});

describe('the collections file', () => {
  it('is applied again when it changes: a new rule picks its products, a removed one goes', async () => {
    expect(await collectionsChanged(handle.db, HEALTHCARE_FIXTURES.collectionsJson)).toBe(false);
    const file = join(mkdtempSync(join(tmpdir(), 'collections-')), 'collections.json');
    const reviewed = JSON.parse(readFileSync(HEALTHCARE_FIXTURES.collectionsJson, 'utf8'));
    const changed = {
      collections: [
        reviewed.collections[0],
        {
          id: 99,
          slug: 'toothpaste',
          title: 'Toothpaste',
          description: '',
          within: 'personal-care',
          types: ['Toothpaste'],
          nameMatches: null,
        },
      ],
    };
    writeFileSync(file, JSON.stringify(changed));
    expect(await collectionsChanged(handle.db, file)).toBe(true);
    const sizes = await applyCollections(handle.db, file);
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from otc_products o join otc_categories t on t.id = o.type_id where t.name = 'Toothpaste'`.execute(handle.db);
    expect(sizes.toothpaste).toBe(Number(rows[0]!.n));
    const slugs = await handle.db.selectFrom('otc_collections').select('slug').orderBy('position').execute();
    expect(slugs.map((c) => c.slug)).toEqual([reviewed.collections[0].slug, 'toothpaste']);
    expect(await collectionsChanged(handle.db, file)).toBe(false);
  });

  it('refuses a malformed file whole, leaving the collections as they were', async () => {
    const before = await handle.db
      .selectFrom('otc_collection_products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const file = join(mkdtempSync(join(tmpdir(), 'collections-')), 'collections.json');
    writeFileSync(
      file,
      JSON.stringify({
        collections: [{ id: 1, slug: 'Bad Slug', title: 'x', description: '', within: null, types: [], nameMatches: null }],
      }),
    );
    await expect(applyCollections(handle.db, file)).rejects.toThrow(/malformed/);
    const after = await handle.db
      .selectFrom('otc_collection_products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
