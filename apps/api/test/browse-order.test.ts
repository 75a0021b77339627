/**
 * Browse A–Z reads positions precomputed at import (decision 026). Every listing must stay exactly what
 * `ORDER BY lower(name), id` with OFFSET/LIMIT and a COUNT gave: same products, same order, same totals.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@dawa/db';
import { rebuildBrowseOrder } from '../../../packages/db/src/seed/browse-order.ts';
import { browseProducts } from '../src/modules/catalogue/repo.ts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { getData } from './support/http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const PAGE = 7; // small pages, so every listing of the fixtures spans several
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/** The listing as the query before decision 026 read it (medicines: the healthcare store lists by category). */
async function reference(db: Db, letter: string | undefined, categoryId: number | undefined): Promise<number[]> {
  const rows = await db
    .selectFrom('products as p')
    .select('p.id')
    .where('p.product_type', '=', 1)
    .$if(letter !== undefined, (q) => q.where(sql<boolean>`lower(p.name) like ${`${letter}%`}`))
    .$if(categoryId !== undefined, (q) => q.where('p.category_id', '=', categoryId!))
    .orderBy(sql`lower(p.name)`)
    .orderBy('p.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Every page of the listing through the browse query, with the total each page reported. */
async function walk(db: Db, letter: string | undefined, categoryId: number | undefined) {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const { rows, total } = await browseProducts(db, { letter, categoryId }, page, PAGE);
    totals.add(total);
    ids.push(...rows.map((r) => r.id));
    if (rows.length < PAGE) break;
  }
  return { ids, totals: [...totals] };
}

async function expectSameListings(db: Db) {
  const categories = (await db.selectFrom('categories').select('id').execute()).map((c) => c.id);
  const listings: [string | undefined, number | undefined][] = [
    [undefined, undefined],
    ...LETTERS.map((l): [string, undefined] => [l, undefined]),
    ...categories.map((c): [undefined, number] => [undefined, c]),
    ...categories.flatMap((c) => ['a', 'c', 'd', 'z'].map((l): [string, number] => [l, c])),
  ];
  for (const [letter, categoryId] of listings) {
    const expected = await reference(db, letter, categoryId);
    const got = await walk(db, letter, categoryId);
    expect(got.ids, `letter ${letter ?? '-'} category ${categoryId ?? '-'}`).toEqual(expected);
    expect(got.totals, `letter ${letter ?? '-'} category ${categoryId ?? '-'}`).toEqual([expected.length]);
  }
}

describe('browse A–Z by precomputed position', () => {
  it('gives every listing of the fixture catalogue exactly as the sorted query did, pages and totals', async () => {
    await expectSameListings(app.db);
  });

  it('a letter with no products is empty with a total of 0, on any page', async () => {
    const used = new Set((await app.db.selectFrom('browse_order').select('letter').distinct().execute()).map((r) => r.letter));
    const unused = LETTERS.filter((l) => !used.has(l));
    expect(unused.length).toBeGreaterThan(0);
    for (const letter of unused) {
      expect(await browseProducts(app.db, { letter }, 1, PAGE)).toEqual({ rows: [], total: 0 });
      expect(await browseProducts(app.db, { letter }, 3, PAGE)).toEqual({ rows: [], total: 0 });
    }
  });

  it('orders names equal but for case by id, and numbers a rebuilt catalogue the same way', async () => {
    // Demo products: three packs whose lower-cased names tie, inserted with ids out of name order.
    const donor = await app.db.selectFrom('products').selectAll().where('category_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const { id: maxId } = await app.db.selectFrom('products').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    const names = ['Demo Tie Tablet', 'DEMO TIE TABLET', 'demo tie tablet'];
    await app.db
      .insertInto('products')
      .values(
        names.map((name, i) => ({
          ...donor,
          id: Number(maxId) + 3 - i,
          name,
          pack_label: `demo pack ${i}`,
          updated_at: undefined,
        })),
      )
      .execute();
    await rebuildBrowseOrder(app.db);
    await expectSameListings(app.db);
    const d = await walk(app.db, 'd', undefined);
    const ties = d.ids.filter((id) => id > Number(maxId));
    expect(ties).toEqual([Number(maxId) + 1, Number(maxId) + 2, Number(maxId) + 3]);
    const page = await getData(app.api, '/api/catalogue/browse?letter=d&page=1');
    expect(page).toMatchObject({ total: d.ids.length });
  });
});
