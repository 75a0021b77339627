/**
 * Alternatives from the like-for-like summary (decision 028) are the alternatives of the whole group, ranked
 * member by member: the same cards, order, comparisons, savings and counts, on every page, for every medicine
 * of the fixture catalogue, and after whatever changes the group: a price, stock, a new pack, ties, a Schedule
 * X member, the release step's reclassification.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '@dawa/db';
import { alternativesOf, fromGroupSummary } from '../src/modules/catalogue/alternatives.ts';
import { cardOf } from '../src/modules/catalogue/cards.ts';
import { EDGES_READ, groupPlaceOf, PRICE_CLASS, priceEdges, priceEdgesFrom, splitEdges } from '../src/modules/catalogue/like-for-like.ts';
import { perUnitPaise } from '@dawa/domain';
import * as repo from '../src/modules/catalogue/repo.ts';
import { applyDrugSchedules } from '../../../packages/db/src/seed/drug-schedules.ts';
import { FIXTURES } from '../../../packages/db/test/support/golden.ts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { productIdByName } from './support/catalogue.ts';
import { seededRandom } from './support/seeded-random.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const PAGE = 20;

async function viewed(db: Db, id: number) {
  const row = await repo.productDetailRow(db, id, 0);
  if (!row) throw new Error(`no product ${id}`);
  const card = cardOf(row.card);
  const product = { id, groupId: row.card.composition_group_id, packform: row.card.packform, unit: row.card.measurement_unit };
  // The price edges read with the product's row, as the product call passes them (decision 037).
  const edges = row.edges_from === null ? null : { from: Number(row.edges_from), rows: row.edges ?? [] };
  return { row, card, product, place: groupPlaceOf(row), edges };
}

/** Every page of a product's alternatives, from the summary and from the whole group, side by side. */
async function bothWays(id: number) {
  const { card, product, place, edges } = await viewed(app.db, id);
  const pages = async (from: typeof place) => {
    const all = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = await alternativesOf(app.db, { ...product, place: from, edges: from ? edges : null }, card, { offset, limit: PAGE });
      all.push(page);
      if (offset + PAGE >= page.count) break;
    }
    return all;
  };
  return { summarised: await pages(place), whole: await pages(null), place };
}

async function expectSameAnswer(id: number) {
  const { summarised, whole, place } = await bothWays(id);
  expect(summarised).toEqual(whole);
  return { pages: whole, place };
}

async function groupIds(id: number): Promise<number[]> {
  const self = await app.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const rows = await app.db
    .selectFrom('products')
    .select('id')
    .where('composition_group_id', '=', self.composition_group_id)
    .where('packform', '=', self.packform)
    .where('measurement_unit', '=', self.measurement_unit)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Every member of a small group, or every `step`-th member of a big one, sees the same answer both ways. */
async function expectWholeGroupAgrees(id: number, step = 1) {
  const members = await groupIds(id);
  for (let i = 0; i < members.length; i += step) await expectSameAnswer(members[i]!);
}

/** Demo packs added to a group: copies of `id` with the given prices (paise per pack) and pack sizes. */
async function addDemoPacks(id: number, packs: { price: number; units: number; stock?: number; notForSale?: boolean }[]) {
  const self = await app.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const { id: maxId } = await app.db
    .selectFrom('products')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  const rows = packs.map((p, i) => ({
    ...self,
    id: Number(maxId) + 1 + i,
    name: `Demo Pack ${i + 1} Tablet`,
    pack_label: `demo strip of ${p.units}`,
    sale_price_paise: p.price,
    mrp_paise: Math.max(p.price, 1),
    units_per_pack: p.units,
    stock: p.stock ?? 50,
    not_for_sale: p.notForSale ?? false,
    updated_at: undefined,
  }));
  await app.db.insertInto('products').values(rows).execute();
  return rows.map((r) => r.id);
}

/** The summary as maintained equals the summary computed afresh from the products. */
async function expectSummaryFresh() {
  const read = async (db: Db) => ({
    members: (await sql`select * from like_for_like order by product_id`.execute(db)).rows,
    groups: (await sql`select * from like_for_like_groups order by group_id, packform, measurement_unit`.execute(db)).rows,
  });
  const maintained = await read(app.db);
  let fresh: Awaited<ReturnType<typeof read>> | undefined;
  await app.db
    .transaction()
    .execute(async (tx) => {
      await sql`select refresh_like_for_like(null)`.execute(tx);
      fresh = await read(tx);
      throw new Error('roll back');
    })
    .catch((e: Error) => {
      if (e.message !== 'roll back') throw e;
    });
  expect(maintained).toEqual(fresh);
}

// Each test reads every page both ways for many medicines: slow on a busy machine, never timed.
describe('alternatives from the like-for-like summary', { timeout: 600_000 }, () => {
  it('agree with the whole group for every medicine of the fixture catalogue, on every page', async () => {
    const ids = (
      await app.db.selectFrom('products').select('id').where('composition_group_id', 'is not', null).orderBy('id').execute()
    ).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(100);
    let summarisedCount = 0;
    for (const id of ids) {
      const { place } = await expectSameAnswer(id);
      const { card, product } = await viewed(app.db, id);
      if (place && (await fromGroupSummary(app.db, product as never, id, place, card, { offset: 0, limit: PAGE }))) summarisedCount++;
    }
    // Only medicines whose names state a concentration are ranked from the whole group.
    expect(summarisedCount).toBeGreaterThan(ids.length * 0.9);
  });

  it('reads with the product’s row the very price edges a separate read finds, from the same place', async () => {
    const ids = (
      await app.db.selectFrom('products').select('id').where('composition_group_id', 'is not', null).orderBy('id').execute()
    ).map((r) => r.id);
    let compared = 0;
    for (const id of ids) {
      const { row, card, product, place, edges } = await viewed(app.db, id);
      if (place?.priceClass !== PRICE_CLASS.plausible) continue;
      const from = priceEdgesFrom(perUnitPaise({ pricePaise: card.salePaise, unitsPerPack: card.unitsPerPack })!);
      expect(edges?.from, `product ${id}`).toBe(from);
      const key = { groupId: product.groupId!, packform: product.packform, unit: product.unit };
      // Pack sizes are numbers in JSON and numeric strings as columns; every reader goes through Number.
      const sized = (r: { units_per_pack: string | number }) => ({ ...r, units_per_pack: Number(r.units_per_pack) });
      const bySeparateRead = await priceEdges(app.db, key, from, EDGES_READ);
      const withRow = splitEdges(row.edges ?? []);
      expect(withRow.cheapest && sized(withRow.cheapest), `product ${id}`).toEqual(
        bySeparateRead.cheapest && sized(bySeparateRead.cheapest),
      );
      expect(withRow.edges.map(sized), `product ${id}`).toEqual(bySeparateRead.edges.map(sized));
      compared++;
    }
    expect(compared).toBeGreaterThan(ids.length * 0.5);
  });

  it('a big group with ties, stock-outs, packs not for sale, no price and implausible prices, over several pages', async () => {
    const dolo = await productIdByName(app.db, 'Dolo 650 Tablet');
    const random = seededRandom(28);
    const packs = Array.from({ length: 70 }, (_, i) => {
      const kind = i % 10;
      if (kind === 0) return { price: 100, units: 0.5 }; // less than one unit: no price per unit
      if (kind === 1) return { price: 60, units: 15 }; // 4 paise a tablet: implausible
      if (kind === 2) return { price: 3000, units: 15, stock: 0 }; // a tie, out of stock
      if (kind === 3) return { price: 3000, units: 15 }; // a tie
      if (kind === 4) return { price: 2000 + Math.floor(random() * 2000), units: 10, notForSale: true };
      return { price: 1000 + Math.floor(random() * 4000), units: [10, 15, 20][i % 3]! };
    });
    await addDemoPacks(dolo, packs);
    const { pages } = await expectSameAnswer(dolo);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(pages[0]!.cheaperCount).toBeGreaterThan(0);
    await expectWholeGroupAgrees(dolo, 5);
    await expectSummaryFresh();
  });

  it('follows a price change: a member becomes far cheaper, another implausible, a third loses its price per unit', async () => {
    const id = await productIdByName(app.db, 'Telma 40 Tablet');
    const members = (await groupIds(id)).filter((m) => m !== id);
    expect(members.length).toBeGreaterThanOrEqual(3);
    const self = await app.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const mine = self.sale_price_paise / Number(self.units_per_pack);
    const tenAt = (perUnit: number) => ({
      sale_price_paise: Math.max(1, Math.round(perUnit * 10)),
      mrp_paise: 100_000,
      units_per_pack: 10,
    });
    // 45% cheaper per unit than the viewed pack.
    await app.db
      .updateTable('products')
      .set(tenAt(mine * 0.55))
      .where('id', '=', members[0]!)
      .execute();
    // 5 paise a unit: below the floor, implausible.
    await app.db.updateTable('products').set(tenAt(5)).where('id', '=', members[1]!).execute();
    // A pack of less than one unit has no price per unit.
    await app.db.updateTable('products').set({ units_per_pack: 0.5 }).where('id', '=', members[2]!).execute();
    const { pages } = await expectSameAnswer(id);
    const item = (productId: number) => pages.flatMap((p) => p.items).find((a) => a.productId === productId);
    expect(item(members[0]!)?.savingPercent).toBeGreaterThanOrEqual(44);
    expect(pages[0]!.maxSavingPercent).toBeGreaterThanOrEqual(44);
    expect(item(members[1]!)?.comparison).toBe('implausiblePrice');
    expect(item(members[2]!)?.comparison).toBe('otherForm');
    await expectWholeGroupAgrees(id);
    await expectSummaryFresh();
  });

  it('follows stock: the cheapest goes out of stock and moves behind those in stock, then comes back', async () => {
    const id = await productIdByName(app.db, 'Dolo 650 Tablet');
    const first = (await expectSameAnswer(id)).pages[0]!.items[0]!.productId;
    await app.db.updateTable('products').set({ stock: 0 }).where('id', '=', first).execute();
    const out = (await expectSameAnswer(id)).pages[0]!.items;
    expect(out[0]!.productId).not.toBe(first);
    expect(out.find((a) => a.productId === first)?.outOfStock).toBe(true);
    await app.db.updateTable('products').set({ stock: 7 }).where('id', '=', first).execute();
    expect((await expectSameAnswer(id)).pages[0]!.items[0]!.productId).toBe(first);
    await app.db.updateTable('products').set({ not_for_sale: true }).where('id', '=', first).execute();
    expect((await expectSameAnswer(id)).pages[0]!.items[0]!.productId).not.toBe(first);
    await expectSummaryFresh();
  });

  it('a viewed medicine with an implausible price or none, and a Schedule X member, agree too', async () => {
    const id = await productIdByName(app.db, 'PAN 40 Tablet');
    const members = (await groupIds(id)).filter((m) => m !== id);
    await app.db.updateTable('products').set({ drug_schedule: 'X' }).where('id', '=', members[0]!).execute();
    await expectWholeGroupAgrees(id);
    await app.db.updateTable('products').set({ sale_price_paise: 8 }).where('id', '=', id).execute();
    await expectWholeGroupAgrees(id);
    await app.db.updateTable('products').set({ units_per_pack: 0.5 }).where('id', '=', id).execute();
    await expectWholeGroupAgrees(id);
    await expectSummaryFresh();
  });

  it('a pack moved to another group leaves the old one and joins the new', async () => {
    const pan = await productIdByName(app.db, 'PAN 40 Tablet');
    const dolo = await productIdByName(app.db, 'Dolo 650 Tablet');
    const target = await app.db.selectFrom('products').selectAll().where('id', '=', dolo).executeTakeFirstOrThrow();
    const moved = (await groupIds(pan)).find((m) => m !== pan)!;
    await app.db
      .updateTable('products')
      .set({ composition_group_id: target.composition_group_id, packform: target.packform, measurement_unit: target.measurement_unit })
      .where('id', '=', moved)
      .execute();
    await expectWholeGroupAgrees(pan);
    await expectWholeGroupAgrees(dolo, 5);
    await expectSummaryFresh();
  });

  it('is unchanged by the release step classifying the catalogue again', async () => {
    const id = await productIdByName(app.db, 'Augmentin 625 Duo Tablet');
    const before = await expectSameAnswer(id);
    await app.db.transaction().execute((tx) => applyDrugSchedules(tx, FIXTURES.schedulesCsv));
    expect(await expectSameAnswer(id)).toEqual(before);
    await expectSummaryFresh();
  });
});
