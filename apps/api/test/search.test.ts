/** Typeahead and the search results page over the fixture catalogue. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_ENTITY, searchPageResponse, typeaheadResponse } from '@dawa/contracts';
import { createTestApp, SUPPORT_PHONE, type TestApp } from './support/create-test-app.ts';
import { expectFailure, getData } from './support/http.ts';
import { moleculeIdByName, productIdByName, productIdsWithMolecule } from './support/catalogue.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const typeahead = async (q: string) =>
  typeaheadResponse.parse(await getData(app.api, `/api/search/searchTypeAhead?q=${encodeURIComponent(q)}`));
const searchPage = async (q: string, page = 1) =>
  searchPageResponse.parse(await getData(app.api, `/api/search/all?q=${encodeURIComponent(q)}&page=${page}`));
const productsOf = <T extends { entityType: number }>(items: T[]) => items.filter((i) => i.entityType === SEARCH_ENTITY.PRODUCT);

describe('GET /api/search/searchTypeAhead', () => {
  it("'dolo650' (no space) finds Dolo 650 Tablet first", async () => {
    const result = await typeahead('dolo650');
    const first = productsOf(result.products)[0];
    const id = await productIdByName(app.db, 'Dolo 650 Tablet');
    expect(first).toMatchObject({
      productId: id,
      name: 'Dolo 650 Tablet',
      url: `/online-medicine-order/dolo-650-tablet-${id}`,
      isRxRequired: false,
    });
    expect(first!.subtitleText).toBe('strip of 15 tablets · Micro Labs Ltd');
    expect(first!.mrpPaise).toBe(3360);
    expect(result.resultHeading).not.toBe('No results found for');
    expect(result.customMedicineRequest).toBeNull();
  });

  it("'augmentn 625' (typo) finds Augmentin 625 Duo Tablet first and says it corrected the query", async () => {
    const result = await typeahead('augmentn 625');
    const first = productsOf(result.products)[0];
    expect(first?.name).toBe('Augmentin 625 Duo Tablet');
    expect(first?.productId).toBe(await productIdByName(app.db, 'Augmentin 625 Duo Tablet'));
    expect(result.resultHeading).toBe('Showing results for');
    expect(result.query).toBe('augmentin 625');
  });

  it("'paracetmol' (typo) finds the Paracetamol molecule and paracetamol products", async () => {
    const result = await typeahead('paracetmol');
    expect(result.query).toBe('paracetamol');
    expect(result.resultHeading).toBe('Showing results for');
    const molecule = result.products.find((i) => i.entityType === SEARCH_ENTITY.MOLECULE);
    const moleculeId = await moleculeIdByName(app.db, 'Paracetamol');
    expect(molecule).toMatchObject({ name: 'Paracetamol', productId: moleculeId, url: `/molecules/paracetamol-${moleculeId}` });
    const products = productsOf(result.products);
    expect(products.length).toBeGreaterThanOrEqual(5);
    const withParacetamol = new Set(await productIdsWithMolecule(app.db, 'paracetamol%'));
    for (const p of products) expect(withParacetamol.has(p.productId), p.name).toBe(true);
  });

  it('returns at most 10 rows, every product row linking to its page', async () => {
    const result = await typeahead('pan');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(10);
    // 'pan' also begins a healthcare product ('Pants'): each row leads to its own kind of page, medicines first.
    const rows = productsOf(result.products);
    for (const p of rows) expect(p.url).toBe(p.productType === 2 ? `/health-care/products/${p.slug}` : `/online-medicine-order/${p.slug}`);
    const kinds = rows.map((p) => p.productType);
    expect(kinds).toEqual([...kinds].sort());
    expect(new Set(result.products.map((p) => `${p.entityType}:${p.productId}`)).size).toBe(result.products.length);
  });

  it('a nonsense query returns no products, the no-result heading and the three offers', async () => {
    const result = await typeahead('qzxqzv');
    expect(result.products).toEqual([]);
    expect(result.resultHeading).toBe('No results found for');
    expect(result.customMedicineRequest).toMatchObject({ ctaText: 'Request Medicine' });
    expect(result.customMedicineRequest!.text).toContain('qzxqzv');
    expect(result.uploadRxRequest).toMatchObject({ ctaText: 'Upload Prescription' });
    expect(result.orderOnCallRequest).toMatchObject({ ctaText: 'Call Now', url: `tel:${SUPPORT_PHONE.replace(/\D/g, '')}` });
    expect(result.orderOnCallRequest!.text).toContain(SUPPORT_PHONE);
  });

  it.each([
    ['blank', 'q='],
    ['only spaces', 'q=%20%20%20'],
    ['missing', ''],
  ])('a %s query → 400 with the message', async (_, qs) => {
    expect(await expectFailure(app.api, `/api/search/searchTypeAhead?${qs}`, 400)).toBe('Type a medicine, brand or composition to search.');
  });

  it('an over-long query (201 characters) → 400; 200 is accepted', async () => {
    expect(await expectFailure(app.api, `/api/search/searchTypeAhead?q=${'a'.repeat(201)}`, 400)).toBe('Search text is too long.');
    await getData(app.api, `/api/search/searchTypeAhead?q=${'a'.repeat(200)}`);
  });

  it('an unknown query field → 400 naming it', async () => {
    expect(await expectFailure(app.api, '/api/search/searchTypeAhead?q=dolo&sort=price', 400)).toBe('Unknown field: sort.');
  });
});

describe('GET /api/search/all', () => {
  it('pages through every paracetamol product exactly once, 20 a page, with the total', async () => {
    const expected = await productIdsWithMolecule(app.db, '%paracetamol%');
    expect(expected.length).toBeGreaterThan(40); // the fixtures hold enough for three pages

    const first = await searchPage('paracetmol', 1);
    expect(first).toMatchObject({
      page: 1,
      pageSize: 20,
      total: expected.length,
      query: 'paracetamol',
      resultHeading: 'Showing results for',
    });
    expect(first.products).toHaveLength(20);

    const second = await searchPage('paracetmol', 2);
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    expect(second.products).toHaveLength(20);
    const firstIds = first.products.map((p) => p.productId);
    const secondIds = second.products.map((p) => p.productId);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);

    const pages = [first, second];
    for (let page = 3; (page - 1) * 20 < first.total; page++) pages.push(await searchPage('paracetmol', page));
    const all = pages.flatMap((p) => p.products);
    expect(all.map((p) => p.productId).sort((a, b) => a - b)).toEqual(expected);

    // Each row says whether it can be bought, as the stock and the legal schedule say.
    const stock = await app.db
      .selectFrom('products')
      .select(['id', 'stock', 'not_for_sale', 'drug_schedule'])
      .where('id', 'in', expected)
      .execute();
    const buyable = new Map(
      stock.map((r) => [r.id, r.stock > 0 && !r.not_for_sale && r.drug_schedule !== 'X' && r.drug_schedule !== 'NDPS']),
    );
    for (const p of all) expect(p.isAvailable, p.name).toBe(buyable.get(p.productId));
    expect(all.some((p) => !p.isAvailable)).toBe(true); // the fixtures hold unavailable ones too
  });

  it('lists the matching molecule beside the products', async () => {
    const result = await searchPage('paracetmol');
    expect(result.molecules.map((m) => m.name)).toContain('Paracetamol');
    for (const m of result.molecules) expect(m.entityType).toBe(SEARCH_ENTITY.MOLECULE);
  });

  it('an exact brand search puts that brand’s medicines first', async () => {
    const result = await searchPage('telma 40');
    expect(result.products[0]?.name).toMatch(/^Telma 40 Tablet$/);
    expect(result.total).toBeGreaterThan(1);
  });

  it('rejects page 0, a non-number page and a blank query', async () => {
    await expectFailure(app.api, '/api/search/all?q=dolo&page=0', 400);
    await expectFailure(app.api, '/api/search/all?q=dolo&page=two', 400);
    expect(await expectFailure(app.api, '/api/search/all?q=', 400)).toBe('Type a medicine, brand or composition to search.');
  });
});

describe('search never presents another drug as a match', () => {
  it("'krocin' (wrong first letter) finds Crocin and labels the correction, in the typeahead and on the results page", async () => {
    const result = await typeahead('krocin');
    expect(productsOf(result.products)[0]?.name).toMatch(/^Crocin /);
    expect(result).toMatchObject({ query: 'crocin', resultHeading: 'Showing results for', customMedicineRequest: null });
    const page = await searchPage('krocin');
    expect(productsOf(page.products)[0]?.name).toMatch(/^Crocin /);
    expect(page).toMatchObject({ query: 'crocin', resultHeading: 'Showing results for' });
  });

  it("a brand the store does not sell ('tylenol') says so and offers the custom-medicine request", async () => {
    for (const result of [await typeahead('tylenol'), await searchPage('tylenol')]) {
      expect(result.products).toEqual([]);
      expect(result).toMatchObject({ query: 'tylenol', resultHeading: 'No results found for' });
      expect(result.customMedicineRequest).toMatchObject({
        ctaText: 'Request Medicine',
        url: '/online-medicine-order/tylenol/custom-medicine',
      });
      expect(result.uploadRxRequest).not.toBeNull();
      expect(result.orderOnCallRequest).not.toBeNull();
    }
  });

  it('a Devanagari query finds the medicine and labels the Latin reading', async () => {
    const result = await typeahead('क्रोसिन');
    expect(productsOf(result.products)[0]?.name).toMatch(/^Crocin /);
    expect(result).toMatchObject({ query: 'crocin', resultHeading: 'Showing results for', customMedicineRequest: null });
  });

  it("a salt's other name ('acetaminophen', USAN) finds the paracetamol medicines from the synonym list", async () => {
    const result = await typeahead('acetaminophen 650');
    const products = productsOf(result.products);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(p.matchText).toMatch(/Paracetamol|Acetaminophen/);
    expect(result.customMedicineRequest).toBeNull();
  });

  it("'augmentin 625 dou' finds Augmentin 625 Duo Tablet and labels the correction", async () => {
    const result = await typeahead('augmentin 625 dou');
    expect(productsOf(result.products)[0]?.name).toBe('Augmentin 625 Duo Tablet');
    expect(result).toMatchObject({ query: 'augmentin 625 duo', resultHeading: 'Showing results for' });
  });
});
