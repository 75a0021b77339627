/** Medicines A–Z and molecules: paging, totals, order and validation. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moleculeDetail, moleculeSummary, paged, productCard } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { expectFailure, getData } from './support/http.ts';
import { countWhere, moleculeIdByName, productIdsWithMolecule } from './support/catalogue.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const productPage = paged(productCard);
const moleculePage = paged(moleculeSummary);
const browse = async (qs: string) => productPage.parse(await getData(app.api, `/api/catalogue/browse${qs}`));

/** Byte order of the lower-cased name: what `ORDER BY lower(name)` gives under the C collation. */
const inNameOrder = (names: string[]) => names.every((n, i) => i === 0 || names[i - 1]!.toLowerCase() <= n.toLowerCase());

describe('GET /api/catalogue/browse', () => {
  it('letter T: 48 a page, the total, no repeats, A–Z order', async () => {
    const total = await countWhere(app.db, sql<boolean>`lower(p.name) like 't%'`);
    expect(total).toBeGreaterThan(48); // the fixtures hold two pages of T

    const first = await browse('?letter=t');
    expect(first).toMatchObject({ total, page: 1, pageSize: 48 });
    expect(first.items).toHaveLength(48);
    const second = await browse('?letter=T&page=2');
    expect(second).toMatchObject({ total, page: 2, pageSize: 48 });
    expect(second.items).toHaveLength(total - 48);

    const all = [...first.items, ...second.items];
    expect(new Set(all.map((p) => p.productId)).size).toBe(total);
    for (const p of all) expect(p.name, p.name).toMatch(/^t/i);
    expect(inNameOrder(all.map((p) => p.name))).toBe(true);
    expect(all.map((p) => p.name)).toContain('Telma 40 Tablet');
  });

  it('a page past the end is empty but keeps the total', async () => {
    const page = await browse('?letter=t&page=9');
    expect(page.items).toEqual([]);
    expect(page.total).toBeGreaterThan(48);
  });

  it('letter A holds the odd Unicode-hyphen name with an ASCII slug', async () => {
    const page = await browse('?letter=a');
    const odd = page.items.find((p) => p.name === 'Anginac‐RB Capsule SR');
    expect(odd?.slug).toBe(`anginac-rb-capsule-sr-${odd?.productId}`);
  });

  it.each([
    ['?letter=ab', 'Choose a letter from A to Z or a digit.'],
    ['?letter=%23', 'Choose a letter from A to Z or a digit.'],
    ['?letter=a&page=0', null],
    ['?letter=a&sort=price', 'Unknown field: sort.'],
  ])('%s → 400', async (qs, message) => {
    const got = await expectFailure(app.api, `/api/catalogue/browse${qs}`, 400);
    if (message) expect(got).toBe(message);
  });
});

describe('GET /api/molecules', () => {
  it('lists every molecule A–Z with its medicine count', async () => {
    const { n } = await app.db
      .selectFrom('molecules')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const list = moleculePage.parse(await getData(app.api, '/api/molecules'));
    expect(list).toMatchObject({ total: Number(n), page: 1, pageSize: 60 });
    expect(list.items).toHaveLength(Math.min(Number(n), 60));
    expect(inNameOrder(list.items.map((m) => m.name))).toBe(true);
    const paracetamol = list.items.find((m) => m.name === 'Paracetamol');
    expect(paracetamol).toMatchObject({ url: `/molecules/paracetamol-${paracetamol!.id}` });
    expect(paracetamol!.productCount).toBe((await productIdsWithMolecule(app.db, 'paracetamol')).length);
  });

  it('filters by letter', async () => {
    const list = moleculePage.parse(await getData(app.api, '/api/molecules?letter=p'));
    // 'Paracetamol/Acetaminophen' in the source is the same molecule as 'Paracetamol'.
    expect(list.items.map((m) => m.name)).toEqual(['Pantoprazole', 'Paracetamol', 'Phenylephrine']);
    expect(list.total).toBe(3);
  });

  it('rejects a bad letter', async () => {
    expect(await expectFailure(app.api, '/api/molecules?letter=xy', 400)).toBe('Choose a letter from A to Z or a digit.');
  });
});

describe('GET /api/molecules/:id', () => {
  it('Paracetamol: its medicines, single-ingredient first, paged by 24', async () => {
    const id = await moleculeIdByName(app.db, 'Paracetamol');
    const expected = await productIdsWithMolecule(app.db, 'paracetamol');
    const first = moleculeDetail.parse(await getData(app.api, `/api/molecules/${id}`));
    expect(first.molecule).toMatchObject({ id, name: 'Paracetamol', slug: 'paracetamol', productCount: expected.length });
    expect(first.products).toMatchObject({ total: expected.length, page: 1, pageSize: 24 });
    expect(first.products.items).toHaveLength(24);

    const second = moleculeDetail.parse(await getData(app.api, `/api/molecules/${id}?page=2`));
    expect(second.products.items).toHaveLength(expected.length - 24);
    const all = [...first.products.items, ...second.products.items];
    expect(all.map((p) => p.productId).sort((a, b) => a - b)).toEqual(expected);
    for (const p of all)
      expect(
        p.compositions.map((c) => c.name),
        p.name,
      ).toContain('Paracetamol');
    const sizes = all.map((p) => p.compositions.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));

    expect(first.relatedCombinations.map((c) => c.composition)).toContain('Paracetamol (650mg)');
    for (const c of first.relatedCombinations) expect(c.composition).toMatch(/Paracetamol/);
  });

  it('an unknown molecule → 404, a bad id → 400, an unknown field → 400', async () => {
    expect(await expectFailure(app.api, '/api/molecules/999999', 404)).toBe('This molecule is not in our catalogue.');
    await expectFailure(app.api, '/api/molecules/abc', 400);
    await expectFailure(app.api, '/api/molecules/1?letter=a', 400);
  });
});
