/**
 * Alternatives read from one aggregated row, and without names when the viewed medicine's name states no
 * concentration (decision 026): the order, the ties, prices as they are now, and other strengths told apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetail } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { getData } from './support/http.ts';
import { productIdByName } from './support/catalogue.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const detail = async (id: number) => productDetail.parse(await getData(app.api, `/api/products/${id}`));

describe('alternatives on the medicine page', () => {
  it('a price change shows at once, and equal per-unit prices are ordered by id', async () => {
    const id = await productIdByName(app.db, 'Dolo 650 Tablet');
    const before = (await detail(id)).alternatives.items.filter((a) => a.comparison === 'same' && a.savingPercent > 0 && !a.outOfStock);
    expect(before.length).toBeGreaterThanOrEqual(2);
    const [first, last] = [before[0]!, before[before.length - 1]!];
    // The last cheaper alternative now costs what the first costs per unit: a tie, broken by id.
    await app.db
      .updateTable('products')
      .set((eb) => ({
        sale_price_paise: first.salePaise,
        units_per_pack: String(first.unitsPerPack),
        mrp_paise: eb.fn('greatest', [eb.ref('mrp_paise'), eb.val(first.salePaise)]),
      }))
      .where('id', '=', last.productId)
      .execute();
    const after = (await detail(id)).alternatives.items.map((a) => a.productId);
    const tied = [first.productId, last.productId].sort((a, b) => a - b);
    const at = after.indexOf(tied[0]!);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(after.slice(at, at + 2)).toEqual(tied);
  });

  it('reads names when the medicine states a concentration: another concentration is another strength', async () => {
    const name = 'Human Actrapid 40IU/ml Solution for Injection';
    const id = await productIdByName(app.db, name);
    const self = await app.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const { id: maxId } = await app.db.selectFrom('products').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    // Demo packs in its group: one of the same concentration, one of another.
    await app.db
      .insertInto('products')
      .values([
        { ...self, id: Number(maxId) + 1, name: 'Demo Insulin 40IU/ml Injection', pack_label: 'demo a', updated_at: undefined },
        { ...self, id: Number(maxId) + 2, name: 'Demo Insulin 100IU/ml Injection', pack_label: 'demo b', updated_at: undefined },
      ])
      .execute();
    const items = (await detail(id)).alternatives.items;
    const comparisonOf = (productId: number) => items.find((a) => a.productId === productId)?.comparison;
    expect(comparisonOf(Number(maxId) + 1)).toBe('same');
    expect(comparisonOf(Number(maxId) + 2)).toBe('otherStrength');
  });
});
