/**
 * Generic savings on the fixture catalogue (decision 011): the headline, the FAQ and the alternatives list
 * count the same cheaper set, and a price far below its group's never makes a saving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alternativesPage, productDetail, type Alternative, type ProductDetail } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { getData } from './support/http.ts';
import { productIdByName } from './support/catalogue.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const detailOf = async (name: string) => productDetail.parse(await getData(app.api, `/api/products/${await productIdByName(app.db, name)}`));

/** Every alternative, page after page, as the drawer's 'Show more' reads them. */
async function allAlternatives(productId: number): Promise<Alternative[]> {
  const all: Alternative[] = [];
  for (let n = 1; ; n++) {
    const page = alternativesPage.parse(await getData(app.api, `/api/products/${productId}/alternatives?page=${n}`));
    all.push(...page.items);
    if (page.items.length === 0 || all.length >= page.total) return all;
  }
}

/** The median per-unit sale price of the product's like-for-like group, read straight from the table. */
async function groupMedian(product: ProductDetail['product']): Promise<number> {
  const rows = await app.db
    .selectFrom('products')
    .select(['sale_price_paise', 'units_per_pack'])
    .where('composition_group_id', '=', product.substituteGroupId)
    .where('packform', '=', product.packform)
    .where('measurement_unit', '=', product.measurementUnit)
    .execute();
  const units = rows.map((r) => r.sale_price_paise / Number(r.units_per_pack)).sort((a, b) => a - b);
  const mid = units.length >> 1;
  return units.length % 2 ? units[mid]! : (units[mid - 1]! + units[mid]!) / 2;
}

const perUnit = (p: { salePaise: number; unitsPerPack: number }) => p.salePaise / p.unitsPerPack;

describe('the savings the medicine page states', () => {
  it('Augmentin 625 Duo: the ₹6 strip of 6 is an implausible price, not a 95% saving', async () => {
    const { product, alternatives, faq } = await detailOf('Augmentin 625 Duo Tablet');
    const all = await allAlternatives(product.productId);
    const axill = all.find((a) => a.name === 'Axill CV 500mg/125mg Tablet');
    expect(axill).toMatchObject({ comparison: 'implausiblePrice', savingPercent: 0, savingPerUnitPaise: 0 });
    expect(perUnit(axill!) * 5).toBeLessThan(await groupMedian(product));

    // The headline is the best plausible per-unit saving: Elmox CV at ₹12 a tablet against ₹20.48.
    const best = all.filter((a) => a.comparison === 'same').sort((a, b) => perUnit(a) - perUnit(b))[0]!;
    expect(best.name).toBe('Elmox CV 500mg/125mg Tablet');
    expect(alternatives.maxSavingPercent).toBe(best.savingPercent);
    expect(alternatives.maxSavingPercent).toBeLessThan(50);
    expect(alternatives.maxSavingPercent).toBeLessThanOrEqual(Math.trunc((1 - perUnit(best) / perUnit(product)) * 100));
    const answer = faq.find((f) => f.question === 'Is there a cheaper alternative to Augmentin 625 Duo Tablet?')?.answer;
    expect(answer).toContain(`up to ${alternatives.maxSavingPercent}% less`);
  });

  it.each(['Dolo 650 Tablet', 'Augmentin 625 Duo Tablet', 'PAN 40 Tablet', 'Telma 40 Tablet', 'Azithral 500 Tablet', 'Montair-LC Tablet'])(
    '%s: the headline, the FAQ and the list count the same cheaper set',
    async (name) => {
      const { product, alternatives, faq } = await detailOf(name);
      const all = await allAlternatives(product.productId);
      expect(all.length).toBe(alternatives.count);
      expect(new Set(all.map((a) => a.productId)).size).toBe(all.length);

      const cheaper = all.filter((a) => a.savingPercent > 0);
      expect(alternatives.cheaperCount).toBe(cheaper.length);
      expect(alternatives.maxSavingPercent).toBe(Math.max(0, ...cheaper.map((a) => a.savingPercent)));
      // The list shows the cheaper set first, as one block.
      expect(all.slice(0, cheaper.length)).toEqual(cheaper);

      const question = `Is there a cheaper alternative to ${name}?`;
      const answer = faq.find((f) => f.question === question)?.answer;
      if (cheaper.length === 0) expect(answer).toBeUndefined();
      else expect(answer).toMatch(new RegExp(`^Yes\\. ${cheaper.length} medicines? with the same composition`));

      // No saving is ever stated against a price the rule finds implausible, and each such price is one.
      const median = await groupMedian(product);
      for (const alt of all.filter((a) => a.comparison === 'implausiblePrice')) {
        expect(alt.savingPercent, alt.name).toBe(0);
        expect(perUnit(alt) * 5 < median || perUnit(alt) < 10, alt.name).toBe(true);
      }
      for (const alt of cheaper) {
        expect(perUnit(alt) * 5, alt.name).toBeGreaterThanOrEqual(median);
        expect(alt.savingPercent, alt.name).toBeLessThanOrEqual(((perUnit(product) - perUnit(alt)) / perUnit(product)) * 100);
      }
    },
  );
});
