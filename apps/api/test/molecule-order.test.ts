/**
 * The molecule page reads its medicines and combinations by position (migration 0018, decision 028): the
 * same medicines in the same order as sorting them on every request, page by page, for every molecule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { moleculeDetail } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { getData } from './support/http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

/** The order the page promises, computed from the products as they are. */
async function expectedOrder(moleculeId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select p.id from product_ingredients i join products p on p.id = i.product_id
    where i.molecule_id = ${moleculeId}
    order by (select count(*) from product_ingredients j where j.product_id = p.id), p.popularity desc, p.id`.execute(app.db);
  return rows.map((r) => r.id);
}

async function expectedCombinations(moleculeId: number) {
  const { rows } = await sql<{ label: string; product_count: number }>`
    select g.label, g.product_count from composition_groups g
    where g.id in (select p.composition_group_id from products p join product_ingredients i on i.product_id = p.id where i.molecule_id = ${moleculeId})
    order by g.product_count desc, g.id limit 12`.execute(app.db);
  return rows.map((r) => ({ composition: r.label, productCount: r.product_count }));
}

describe('the molecule page by position', { timeout: 600_000 }, () => {
  it('lists every molecule’s medicines and combinations as sorting them would, on every page', async () => {
    const molecules = await app.db.selectFrom('molecules').select(['id', 'product_count']).orderBy('id').execute();
    expect(molecules.length).toBeGreaterThan(20);
    for (const m of molecules) {
      const listed: number[] = [];
      let combinations: unknown;
      for (let page = 1; ; page++) {
        const detail = moleculeDetail.parse(await getData(app.api, `/api/molecules/${m.id}?page=${page}`));
        listed.push(...detail.products.items.map((p) => p.productId));
        combinations ??= detail.relatedCombinations;
        if (page * detail.products.pageSize >= detail.products.total) break;
      }
      expect(listed, `molecule ${m.id}`).toEqual(await expectedOrder(m.id));
      expect(combinations, `molecule ${m.id}`).toEqual(await expectedCombinations(m.id));
    }
  });
});
