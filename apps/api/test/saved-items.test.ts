/**
 * Save for later (checkout spec §3 "Save-for-later state", §4, §5, §7 sfl calls, §8 toast, §9 20 a page): adding
 * moves a product out of the cart, the list pages by 20 with its headers, and it belongs to one shopper.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sflPage, type SflPage } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call, expectFailure } from './support/http.ts';
import { login } from './support/auth.ts';
import { added, cartOf, countOf, dataOf, productPool, unknownProductId, type PoolProduct, type ProductSetup } from './support/cart.ts';

let app: TestApp;
let take: (setup?: ProductSetup) => Promise<PoolProduct>;
beforeAll(async () => {
  app = await createTestApp();
  take = await productPool(app.db);
});
afterAll(() => app?.close());

const save = (cookie: string | undefined, payload: object) =>
  call(app.api, { method: 'POST', url: '/api/sfl/add', payload, ...(cookie ? { headers: { cookie } } : {}) });
const unsave = (cookie: string | undefined, payload: object) =>
  call(app.api, { method: 'PUT', url: '/api/sfl/remove', payload, ...(cookie ? { headers: { cookie } } : {}) });
const ids = async (cookie: string): Promise<number[]> =>
  dataOf(await call(app.api, { method: 'GET', url: '/api/sfl/fetchAllProductIds', headers: { cookie } })).productIds;
async function page(cookie: string, n?: number): Promise<{ data: SflPage; headers: Record<string, unknown> }> {
  const res = await call(app.api, { method: 'GET', url: `/api/sfl/fetch${n ? `?page=${n}` : ''}`, headers: { cookie } });
  return { data: sflPage.parse(dataOf(res)), headers: res.headers };
}

describe('save for later', () => {
  it("moves a product out of the cart: 'Added to save for later', the cart count drops and the version changes", async () => {
    const me = await login(app.api);
    const p = await take();
    const q = await take();
    await added(app.api, me, p.id, 2);
    await added(app.api, me, q.id, 1);
    const before = await cartOf(app.api, me);
    expect(await countOf(app.api, me)).toEqual({ count: 2, quantity: 3 });

    expect(dataOf(await save(me, { productId: p.id }))).toEqual({ count: 1, message: 'Added to save for later' });
    expect(await countOf(app.api, me)).toEqual({ count: 1, quantity: 1 });
    const after = await cartOf(app.api, me);
    expect(after.items.map((i) => i.productId)).toEqual([q.id]);
    expect(after.version).not.toBe(before.version);
    expect(await ids(me)).toEqual([p.id]);

    // Saving a product that is not in the cart keeps the cart as it is.
    const r = await take();
    expect(dataOf(await save(me, { productId: r.id }))).toEqual({ count: 2, message: 'Added to save for later' });
    expect((await cartOf(app.api, me)).version).toBe(after.version);
    // Saving it again neither duplicates it nor counts it twice.
    expect(dataOf(await save(me, { productId: r.id })).count).toBe(2);
    expect((await ids(me)).sort((a, b) => a - b)).toEqual([p.id, r.id].sort((a, b) => a - b));
  });

  it('removes a product from the list', async () => {
    const me = await login(app.api);
    const p = await take();
    const q = await take();
    dataOf(await save(me, { productId: p.id }));
    dataOf(await save(me, { productId: q.id }));
    expect(dataOf(await unsave(me, { productId: p.id }))).toMatchObject({ count: 1 });
    expect(await ids(me)).toEqual([q.id]);
    const { data } = await page(me);
    expect(data.items.map((i) => i.productId)).toEqual([q.id]);
    expect(data.totalCount).toBe(1);
  });

  it("answers a missing productId with 'Something went wrong.' and an unknown product with 404", async () => {
    const me = await login(app.api);
    for (const res of [await save(me, {}), await unsave(me, {})]) {
      expect(res.statusCode).toBe(400);
      expect(res.body.error.message).toBe('Something went wrong.');
    }
    const unknown = await save(me, { productId: await unknownProductId(app.db) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.error.message).toBe('This product is not in our catalogue.');
    const extra = await save(me, { productId: 1, quantity: 2 });
    expect(extra.statusCode).toBe(400);
    expect(extra.body.error.message).toBe('Unknown field: quantity.');
    expect(await ids(me)).toEqual([]);
  });

  it('pages by 20, newest first, with x-total-count, x-page and x-limit-per-page', async () => {
    const me = await login(app.api);
    const saved: number[] = [];
    for (let i = 0; i < 23; i++) {
      const p = await take();
      dataOf(await save(me, { productId: p.id }));
      saved.push(p.id);
    }
    const first = await page(me);
    expect(first.headers['x-total-count']).toBe('23');
    expect(first.headers['x-page']).toBe('1');
    expect(first.headers['x-limit-per-page']).toBe('20');
    expect(first.data).toMatchObject({ totalCount: 23, page: 1, limitPerPage: 20 });
    expect(first.data.items).toHaveLength(20);

    const second = await page(me, 2);
    expect(second.headers['x-page']).toBe('2');
    expect(second.headers['x-total-count']).toBe('23');
    expect(second.data.items).toHaveLength(3);
    const all = [...first.data.items, ...second.data.items].map((i) => i.productId);
    // Every saved product exactly once over the pages; the most recently saved first.
    expect([...all].sort((a, b) => a - b)).toEqual([...saved].sort((a, b) => a - b));
    expect(all[0]).toBe(saved.at(-1));
    expect((await page(me, 3)).data.items).toEqual([]);
    expect((await ids(me)).sort((a, b) => a - b)).toEqual([...saved].sort((a, b) => a - b));

    const bad = await call(app.api, { method: 'GET', url: '/api/sfl/fetch?page=0', headers: { cookie: me } });
    expect(bad.statusCode).toBe(400);
  });

  it("keeps each shopper's list to that shopper", async () => {
    const alice = await login(app.api);
    const bob = await login(app.api);
    const p = await take();
    const q = await take();
    dataOf(await save(alice, { productId: p.id }));
    dataOf(await save(bob, { productId: q.id }));
    expect(await ids(alice)).toEqual([p.id]);
    expect(await ids(bob)).toEqual([q.id]);
    expect((await page(bob)).data.items.map((i) => i.productId)).toEqual([q.id]);
    // Bob removing Alice's product changes nothing of hers.
    dataOf(await unsave(bob, { productId: p.id }));
    expect(await ids(alice)).toEqual([p.id]);
  });

  it('needs a signed-in shopper', async () => {
    const p = await take();
    for (const res of [
      await save(undefined, { productId: p.id }),
      await unsave(undefined, { productId: p.id }),
      await call(app.api, '/api/sfl/fetch'),
      await call(app.api, '/api/sfl/fetchAllProductIds'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.body.error.message).toBe('Please log in to continue.');
    }
    expect(await expectFailure(app.api, '/api/sfl/fetch?page=1', 401)).toBe('Please log in to continue.');
  });
});
