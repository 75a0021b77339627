/**
 * The release step leaves the planner statistics of the catalogue it imported (the embedded database has no
 * autovacuum to gather them), and the catalogue's A–Z positions numbered (decision 026).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, prepareDatabase, type DatabaseHandle } from '../src/index.ts';
import { FIXTURES, CONSULTATION_SOURCES, DIAGNOSTICS_SOURCES, HEALTHCARE_FIXTURES, PINCODE_FIXTURES } from './support/golden.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase();
  await prepareDatabase(
    handle,
    {
      catalogue: FIXTURES,
      healthcare: HEALTHCARE_FIXTURES,
      pincodes: PINCODE_FIXTURES,
      diagnostics: DIAGNOSTICS_SOURCES,
      consultations: CONSULTATION_SOURCES,
    },
    () => {},
    {
      quiet: true,
    },
  );
}, 120_000);
afterAll(() => handle?.close());

describe('release step on an empty embedded database', () => {
  it('analyses and vacuums the catalogue after importing it', async () => {
    const { rows } = await sql<{ relname: string; reltuples: number; analysed: boolean; vacuumed: boolean }>`
      select c.relname, c.reltuples, s.last_analyze is not null as analysed, s.last_vacuum is not null as vacuumed
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid
      where c.relname in ('products', 'product_ingredients', 'browse_order') order by c.relname`.execute(handle.db);
    const products = await handle.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(products.n)).toBeGreaterThan(100);
    expect(rows.map((r) => r.relname)).toEqual(['browse_order', 'product_ingredients', 'products']);
    for (const row of rows) expect(row, row.relname).toMatchObject({ analysed: true, vacuumed: true });
    expect(rows.find((r) => r.relname === 'products')?.reltuples).toBe(Number(products.n));
  });

  it('numbers every imported product in the A–Z listings', async () => {
    const { rows } = await sql<{ products: string; placed: string; last: number }>`
      select (select count(*) from products where product_type = 1) as products, (select count(*) from browse_order) as placed,
             (select max(name_rank) from browse_order) as last`.execute(handle.db);
    expect(Number(rows[0]!.placed)).toBe(Number(rows[0]!.products));
    expect(Number(rows[0]!.last)).toBe(Number(rows[0]!.products));
  });
});
