/**
 * Two writers of one like-for-like group at once (decision 028): a price change on each of two instances,
 * the second made while the first's transaction is still open. The second waits for the first's refresh
 * and then sees its price, so neither fails and the summary ends as computed afresh.
 * Skipped without TEST_DATABASE_URL: two connections at once need a database server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '@dawa/db';
import { postgresUrl, sharedDatabase, type SharedDatabase } from './support/shared-database.ts';
import { productIdByName } from './support/catalogue.ts';

const summaryOf = async (db: Db) => ({
  members: (await sql`select * from like_for_like order by product_id`.execute(db)).rows,
  groups: (await sql`select * from like_for_like_groups order by group_id, packform, measurement_unit`.execute(db)).rows,
});

describe.skipIf(!postgresUrl)('like-for-like summary under concurrent writers (TEST_DATABASE_URL unset: needs a real server)', () => {
  let shared: SharedDatabase;
  beforeAll(async () => {
    shared = await sharedDatabase(2);
  });
  afterAll(() => shared?.close());

  it('a second price change in the same group waits for the first and both end in the summary', async () => {
    const [a, b] = shared.handles.map((h) => h.db) as [Db, Db];
    const dolo = await productIdByName(a, 'Dolo 650 Tablet');
    const self = await a.selectFrom('products').selectAll().where('id', '=', dolo).executeTakeFirstOrThrow();
    const members = await a
      .selectFrom('products')
      .select('id')
      .where('composition_group_id', '=', self.composition_group_id)
      .where('packform', '=', self.packform)
      .where('measurement_unit', '=', self.measurement_unit)
      .where('id', '!=', dolo)
      .orderBy('id')
      .execute();
    expect(members.length).toBeGreaterThanOrEqual(2);
    const [first, second] = [members[0]!.id, members[1]!.id];

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstUpdated!: () => void;
    const updated = new Promise<void>((resolve) => (firstUpdated = resolve));
    const writerA = a.transaction().execute(async (tx) => {
      await tx.updateTable('products').set({ sale_price_paise: 1500, mrp_paise: 100_000 }).where('id', '=', first).execute();
      firstUpdated();
      await held; // the transaction stays open while B writes
    });
    await updated;
    const writerB = b.updateTable('products').set({ sale_price_paise: 1400, mrp_paise: 100_000 }).where('id', '=', second).execute();
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([writerA, writerB]);

    const maintained = await summaryOf(a);
    let fresh: Awaited<ReturnType<typeof summaryOf>> | undefined;
    await a
      .transaction()
      .execute(async (tx) => {
        await sql`select refresh_like_for_like(null)`.execute(tx);
        fresh = await summaryOf(tx);
        throw new Error('roll back');
      })
      .catch((e: Error) => {
        if (e.message !== 'roll back') throw e;
      });
    expect(maintained).toEqual(fresh);
    const prices = maintained.members.filter((m) => [first, second].includes((m as { product_id: number }).product_id));
    expect(prices.map((m) => (m as { sale_price_paise: number }).sale_price_paise).sort()).toEqual([1400, 1500]);
  });
});
