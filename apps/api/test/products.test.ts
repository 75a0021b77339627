/** The medicine page's call: fields, money in paise, alternatives, variants, FAQ and the failures. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alternativesPage, productDetail, TIER, type ProductDetail } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { expectFailure, getData } from './support/http.ts';
import { productIdByName } from './support/catalogue.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const detail = async (id: number) => productDetail.parse(await getData(app.api, `/api/products/${id}`));
const detailByName = async (name: string) => detail(await productIdByName(app.db, name));

describe('GET /api/products/:id', () => {
  it('Dolo 650 Tablet: identity, pack, composition and prices in paise', async () => {
    const id = await productIdByName(app.db, 'Dolo 650 Tablet');
    const row = await app.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const { product } = await detail(id);
    expect(product).toMatchObject({
      productId: id,
      name: 'Dolo 650 Tablet',
      slug: `dolo-650-tablet-${id}`,
      url: `/online-medicine-order/dolo-650-tablet-${id}`,
      manufacturer: 'Micro Labs Ltd',
      packLabel: 'strip of 15 tablets',
      packform: 'Tablet',
      unitsPerPack: 15,
      measurementUnit: 'tablet',
      composition: 'Paracetamol (650mg)',
      compositions: [{ name: 'Paracetamol', strength: '650mg', slug: expect.stringMatching(/^paracetamol-\d+$/) }],
      consumerBrandName: 'Dolo',
      isRxRequired: false, // the source says 'Not specified' and paracetamol tablets are OTC
      categoryName: 'Tablets',
      returnText: '30 days returnable',
      // ₹33.60 in the source file
      mrpPaise: 3360,
      mrpDecimal: '33.60',
      costPrice: 33.6,
    });
    expect(Number.isInteger(product.salePaise)).toBe(true);
    expect(product.salePaise).toBe(row.sale_price_paise);
    expect(product.salePaise).toBeLessThanOrEqual(product.mrpPaise);
    expect(product.salePriceDecimal).toBe((product.salePaise / 100).toFixed(2));
    expect(product.salePrice).toBe(product.salePaise / 100);
    expect(product.discountPercent).toBe(String(Number(row.discount_percent)));
    expect(product.pricePerUnit).toEqual({ paise: Math.round(product.salePaise / 15), unit: 'tablet' });
    expect(product.maxQuantity).toBe(20);
    expect(product.minQuantity).toBe(1);
    expect(Number.isNaN(Date.parse(product.lastUpdatedOn))).toBe(false);
  });

  it('Augmentin 625 Duo Tablet: prescription, uses, side effects and reviews from the details file', async () => {
    const { product, faq } = await detailByName('Augmentin 625 Duo Tablet');
    expect(product.isRxRequired).toBe(true);
    expect(product.mrpPaise).toBe(20485);
    expect(product.uses).toEqual(['Treatment of Bacterial infections']);
    expect(product.sideEffects).toEqual(['Vomiting', 'Nausea', 'Diarrhea', 'Mucocutaneous candidiasis']);
    expect(product.reviews).toEqual({ excellent: 47, average: 35, poor: 18 });
    expect(product.compositions.map((c) => [c.name, c.strength])).toEqual([
      ['Amoxycillin', '500mg'],
      ['Clavulanic Acid', '125mg'],
    ]);
    expect(faq.map((f) => f.question)).toContain('What is Augmentin 625 Duo Tablet used for?');
    expect(faq.find((f) => f.question.startsWith('Do I need a prescription'))?.answer).toMatch(/^Yes\./);
  });

  it('a cold-chain insulin is refrigerated and not returnable', async () => {
    const { product, faq } = await detailByName('Human Actrapid 40IU/ml Solution for Injection');
    expect(product.isRefrigerated).toBe(true);
    expect(product.returnText).toBe('Non Returnable');
    expect(product.measurementUnit).toBe('ml');
    expect(faq.map((f) => f.question)).toContain('How should Human Actrapid 40IU/ml Solution for Injection be stored?');
  });

  it('an odd name (comma inside) survives the CSV and gets a clean slug', async () => {
    const { product } = await detailByName('Pedaflu-PDS Gelly Strawberry,Watermelon');
    expect(product.slug).toBe(`pedaflu-pds-gelly-strawberry-watermelon-${product.productId}`);
  });

  it('stock tiers: out-of-stock and not-for-sale medicines say so', async () => {
    const outOfStock = await app.db
      .selectFrom('products')
      .select('id')
      .where('stock', '=', 0)
      .where('not_for_sale', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const oos = (await detail(outOfStock.id)).product;
    expect(oos.productTierAttributes).toEqual({ type: TIER.outOfStock, text: 'Out Of Stock' });
    expect(oos.outOfStock).toBe(true);
    expect(oos.productAvailabilityFlags).toMatchObject({ isAvailable: false, notifyMe: true });

    const inStock = await app.db.selectFrom('products').select('id').where('stock', '>', 10).orderBy('id').executeTakeFirstOrThrow();
    const ok = (await detail(inStock.id)).product;
    expect(ok.productTierAttributes).toEqual({ type: TIER.inStock, text: 'In Stock' });
    expect(ok.outOfStock).toBe(false);
  });

  it('brand variants are other medicines of the same brand', async () => {
    const { product, brandVariants } = await detailByName('Dolo 650 Tablet');
    expect(brandVariants.length).toBeGreaterThan(3);
    for (const v of brandVariants) {
      expect(v.consumerBrandId).toBe(product.consumerBrandId);
      expect(v.productId).not.toBe(product.productId);
      expect(v.name).toMatch(/^Dolo\b/);
    }
  });

  describe('alternatives', () => {
    const perUnit = (p: { salePaise: number; unitsPerPack: number }) => p.salePaise / p.unitsPerPack;

    async function checkAlternatives(name: string): Promise<ProductDetail> {
      const data = await detailByName(name);
      const { product, alternatives } = data;
      // Same composition group in the same dosage form and unit, everything but the product itself.
      const group = await app.db
        .selectFrom('products')
        .select('id')
        .where('composition_group_id', '=', product.substituteGroupId)
        .where('packform', '=', product.packform)
        .where('measurement_unit', '=', product.measurementUnit)
        .where('id', '!=', product.productId)
        .execute();
      expect(alternatives.count).toBe(group.length);
      expect(alternatives.items.length).toBe(Math.min(group.length, 20));
      const groupIds = new Set(group.map((g) => g.id));
      for (const alt of alternatives.items) {
        expect(groupIds.has(alt.productId), alt.name).toBe(true);
        expect(alt.substituteGroupId).toBe(product.substituteGroupId);
        expect(alt.composition).toBe(product.composition);
        expect(alt.packform, alt.name).toBe(product.packform);
        expect(alt.measurementUnit, alt.name).toBe(product.measurementUnit);
      }

      // Cheaper per unit first, then compared and not cheaper, then other forms or strengths, then implausible
      // prices (decision 011); within each block available first, then cheapest per unit.
      const section = (a: (typeof alternatives.items)[number]) =>
        a.comparison === 'implausiblePrice' ? 3 : a.comparison !== 'same' ? 2 : a.savingPercent > 0 ? 0 : 1;
      const key = (a: (typeof alternatives.items)[number]) => [section(a), a.outOfStock ? 1 : 0, perUnit(a)];
      for (let i = 1; i < alternatives.items.length; i++) {
        const [prev, next] = [key(alternatives.items[i - 1]!), key(alternatives.items[i]!)];
        const order = prev[0]! - next[0]! || prev[1]! - next[1]! || prev[2]! - next[2]!;
        expect(order, alternatives.items[i]!.name).toBeLessThanOrEqual(0);
      }

      // A saving is stated per unit, like for like, truncated to whole percent, and only when it is one; a
      // dearer, another form or an implausible price states none (never a negative one).
      for (const alt of alternatives.items) {
        if (alt.savingPercent === 0) {
          expect(alt.savingPerUnitPaise, alt.name).toBe(0);
          continue;
        }
        expect(alt.comparison, alt.name).toBe('same');
        const ratio = (alt.salePaise * product.unitsPerPack) / (product.salePaise * alt.unitsPerPack);
        expect(alt.savingPercent, alt.name).toBe(Math.trunc(Number(((1 - ratio) * 100).toFixed(9))));
        expect(alt.savingPerUnitPaise, alt.name).toBe(Math.round(perUnit(product) - perUnit(alt)));
        expect(alt.savingPercent, alt.name).toBeGreaterThanOrEqual(1);
        expect(alt.savingPerUnitPaise, alt.name).toBeGreaterThanOrEqual(1);
      }
      // The first page holds the cheapest: its best saving is the headline's whenever the page holds one.
      const cheaper = alternatives.items.filter((a) => a.savingPercent > 0);
      if (cheaper.length > 0) expect(alternatives.maxSavingPercent).toBe(Math.max(...cheaper.map((a) => a.savingPercent)));
      if (cheaper.length < alternatives.items.length) expect(alternatives.cheaperCount).toBe(cheaper.length);
      return data;
    }

    it('Dolo 650 Tablet: cheaper paracetamol 650 mg generics, cheapest per tablet first', async () => {
      const { alternatives, faq } = await checkAlternatives('Dolo 650 Tablet');
      expect(alternatives.count).toBeGreaterThanOrEqual(6);
      expect(alternatives.cheaperCount).toBeGreaterThan(0);
      expect(alternatives.items[0]!.savingPercent).toBe(alternatives.maxSavingPercent);
      expect(faq.map((f) => f.question)).toContain('Is there a cheaper alternative to Dolo 650 Tablet?');
    });

    it.each(['Augmentin 625 Duo Tablet', 'PAN 40 Tablet', 'Telma 40 Tablet', 'Azithral 500 Tablet', 'Montair-LC Tablet'])(
      '%s',
      async (name) => {
        const { alternatives } = await checkAlternatives(name);
        expect(alternatives.count).toBeGreaterThan(0);
      },
    );

    it('a medicine alone in its group has none', async () => {
      const { alternatives, faq } = await checkAlternatives('Human Actrapid 40IU/ml Solution for Injection');
      expect(alternatives).toEqual({ count: 0, cheaperCount: 0, maxSavingPercent: 0, items: [] });
      expect(faq.map((f) => f.question).some((q) => q.startsWith('Is there a cheaper alternative'))).toBe(false);
    });
  });

  it('an unknown id → 404 envelope', async () => {
    expect(await expectFailure(app.api, '/api/products/99999999', 404)).toBe('This medicine is not in our catalogue.');
  });

  it("?lang=hi puts the same FAQ in Hindi, with the catalogue's own words unchanged and nothing else of the answer", async () => {
    const id = await productIdByName(app.db, 'Augmentin 625 Duo Tablet');
    const english = await detail(id);
    const hindi = productDetail.parse(await getData(app.api, `/api/products/${id}?lang=hi`));
    expect({ ...hindi, faq: [] }).toEqual({ ...english, faq: [] });
    expect(hindi.faq).toHaveLength(english.faq.length);
    for (const [i, { question, answer }] of hindi.faq.entries()) {
      expect(question).not.toBe(english.faq[i]!.question);
      expect(question).toMatch(/[\u0900-\u097F]/);
      expect(answer).toMatch(/[\u0900-\u097F]/);
      expect(question).toContain('Augmentin 625 Duo Tablet');
    }
    expect(hindi.faq[0]!.answer).toContain(english.product.uses[0]!);
    expect(hindi.faq.find((f) => f.question.startsWith('क्या Augmentin 625 Duo Tablet खरीदने'))?.answer).toMatch(/^हाँ।/);
  });

  it('a language the store does not speak → 400', async () => {
    expect(await expectFailure(app.api, '/api/products/1?lang=fr', 400)).toBe('The language must be en or hi.');
  });

  it.each(['abc', '0', '-5', '1.5', '2147483648', '12abc'])('id %s → 400', async (id) => {
    expect(await expectFailure(app.api, `/api/products/${id}`, 400)).toBe('The id must be a positive whole number.');
  });
});

describe('GET /api/products/:id/alternatives', () => {
  const page = async (id: number, n: number) =>
    alternativesPage.parse(await getData(app.api, `/api/products/${id}/alternatives?page=${n}`));

  it('pages through every alternative in the order the medicine page shows', async () => {
    const id = await productIdByName(app.db, 'Dolo 650 Tablet');
    const first = await detail(id);
    const one = await page(id, 1);
    expect(one.total).toBe(first.alternatives.count);
    expect(one.items.map((a) => a.productId)).toEqual(first.alternatives.items.map((a) => a.productId));
    const past = await page(id, Math.floor(one.total / one.pageSize) + 2);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(one.total);
  });

  it('states a saving only where the price per unit compares like for like', async () => {
    const id = await productIdByName(app.db, 'Dolo 650 Tablet');
    const { items } = await page(id, 1);
    expect(items.length).toBeGreaterThan(0);
    for (const alt of items) {
      if (alt.comparison !== 'same') {
        expect(alt.savingPercent, alt.name).toBe(0);
        expect(alt.savingPerUnitPaise, alt.name).toBe(0);
      }
    }
    expect(items.some((a) => a.comparison === 'same' && a.savingPercent > 0)).toBe(true);
  });

  it('an unknown id → 404, a bad page → 400', async () => {
    expect(await expectFailure(app.api, '/api/products/99999999/alternatives', 404)).toBe('This medicine is not in our catalogue.');
    expect(await expectFailure(app.api, '/api/products/1/alternatives?page=0', 400)).toBe('The page must be a whole number from 1.');
  });
});
