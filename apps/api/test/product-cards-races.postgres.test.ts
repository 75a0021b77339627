/**
 * The stored cards (migration 0021, decision 046) under two writers at once: two orders taking stock of the
 * same medicine, the second while the first's transaction is still open, and a price change of another
 * medicine of its brand meanwhile. The second waits for the first and writes the card from the committed
 * row, so the stored card ends as the tables give it, with both takes counted.
 * Skipped without TEST_DATABASE_URL: two connections at once need a database server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '@dawa/db';
import { takeStock } from '../src/modules/catalogue/stock.ts';
import { CARD_COLUMNS, CARD_FROM } from './support/card-from-tables.ts';
import { postgresUrl, sharedDatabase, type SharedDatabase } from './support/shared-database.ts';
import { productIdByName } from './support/catalogue.ts';

async function cardsOf(db: Db, ids: number[]) {
  const read = await sql<{ card: string }>`
    select row_to_json(c)::text as card from ${sql.raw(CARD_FROM)} cross join lateral (select ${sql.raw(CARD_COLUMNS)}) c
    where p.id = any(${ids}::int[]) order by p.id`.execute(db);
  const stored = await sql<{ card: string }>`select card::text as card from product_cards where product_id = any(${ids}::int[]) order by product_id`.execute(db);
  return { read: read.rows.map((r) => JSON.parse(r.card) as unknown), stored: stored.rows.map((r) => JSON.parse(r.card) as unknown) };
}

describe.skipIf(!postgresUrl)('stored cards under concurrent writers (TEST_DATABASE_URL unset: needs a real server)', () => {
  let shared: SharedDatabase;
  beforeAll(async () => {
    shared = await sharedDatabase(2);
  });
  afterAll(() => shared?.close());

  it('two stock takes of one medicine and a price change of its brand end in the stored cards', async () => {
    const [a, b] = shared.handles.map((h) => h.db) as [Db, Db];
    const dolo = await productIdByName(a, 'Dolo 650 Tablet');
    const self = await a.selectFrom('products').select(['brand_id', 'stock']).where('id', '=', dolo).executeTakeFirstOrThrow();
    const sibling = await a.selectFrom('products').select('id').where('brand_id', '=', self.brand_id).where('id', '!=', dolo).executeTakeFirst();
    await a.updateTable('products').set({ stock: 10 }).where('id', '=', dolo).execute();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstTaken!: () => void;
    const taken = new Promise<void>((resolve) => (firstTaken = resolve));
    const orderA = a.transaction().execute(async (tx) => {
      expect(await takeStock(tx, dolo, 3)).toBe(true);
      if (sibling) await tx.updateTable('products').set({ sale_price_paise: 777, mrp_paise: 100_000 }).where('id', '=', sibling.id).execute();
      firstTaken();
      await held; // the transaction stays open while B takes
    });
    await taken;
    const orderB = b.transaction().execute((tx) => takeStock(tx, dolo, 4));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([orderA, orderB]);

    const ids = sibling ? [dolo, sibling.id] : [dolo];
    const { read, stored } = await cardsOf(a, ids);
    expect(stored).toEqual(read);
    expect((stored as { id: number; stock: number }[]).find((c) => c.id === dolo)?.stock).toBe(3);
  });
});
