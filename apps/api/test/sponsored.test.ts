/** Sponsored products: placed by the operations call, shown only while they run, always labelled. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsoredProducts } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call, expectCode, getData } from './support/http.ts';

const TOKEN = 'sponsored-ops-token-for-tests';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ opsToken: TOKEN });
});
afterAll(() => app?.close());

const widget = (qs = '') =>
  getData(app.api, `/api/crossSell/getSponsoredProducts?widgetId=pdp-cross-sell${qs}`).then((d) => sponsoredProducts.parse(d));
const place = (body: object, token = TOKEN) =>
  call(app.api, { method: 'POST', url: '/api/ops/sponsored', payload: body, headers: { authorization: `Bearer ${token}` } });
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

async function productsOnSale(n: number) {
  const { rows } = await sql<{ id: number }>`
    select id from products where product_type = 2 and stock > 0 and not not_for_sale order by id limit ${n}`.execute(app.db);
  return rows.map((r) => r.id);
}

describe('GET /api/crossSell/getSponsoredProducts', () => {
  it('shows nothing while no sponsor has placed a product', async () => {
    expect(await widget()).toEqual({ widgetId: 'pdp-cross-sell', label: 'Sponsored', products: [] });
  });

  it('shows a running placement labelled with its sponsor; not a future one, not the page’s own, not an excluded one', async () => {
    const [a, b, c] = await productsOnSale(3);
    expect(
      (await place({ productId: a, widgetId: 'pdp-cross-sell', sponsor: 'Acme Health', startsAt: hours(-1), endsAt: hours(1) })).statusCode,
    ).toBe(200);
    expect(
      (await place({ productId: b, widgetId: 'pdp-cross-sell', sponsor: 'Acme Health', startsAt: hours(-1), endsAt: hours(1) })).statusCode,
    ).toBe(200);
    await place({ productId: c, widgetId: 'pdp-cross-sell', sponsor: 'Later Ltd', startsAt: hours(1), endsAt: hours(2) });
    await place({ productId: c, widgetId: 'home-rail', sponsor: 'Elsewhere', startsAt: hours(-1), endsAt: hours(1) });

    const shown = await widget();
    expect(shown.products.map((p) => p.productId).sort()).toEqual([a, b].sort());
    for (const p of shown.products)
      expect(p).toMatchObject({ sponsored: true, sponsor: 'Acme Health', adId: expect.stringMatching(/^placement-\d+$/) });
    expect((await widget(`&contextProductUcode=${a}`)).products.map((p) => p.productId)).toEqual([b]);
    expect((await widget(`&excludeProductUcode=${b},999999`)).products.map((p) => p.productId)).toEqual([a]);
  });

  it('ends a placement at once through the operations call', async () => {
    const [, , , d] = await productsOnSale(4);
    const placed = await place({ productId: d, widgetId: 'search-rail', sponsor: 'Acme Health', startsAt: hours(-1), endsAt: hours(1) });
    const id = placed.body.data.id;
    expect((await getData(app.api, '/api/crossSell/getSponsoredProducts?widgetId=search-rail')).products).toHaveLength(1);
    const ended = await call(app.api, { method: 'DELETE', url: `/api/ops/sponsored/${id}`, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ended.body.data).toEqual({ id, ended: true });
    expect((await getData(app.api, '/api/crossSell/getSponsoredProducts?widgetId=search-rail')).products).toEqual([]);
  });

  it('refuses a wrong token, a bad placement and a bad widget', async () => {
    const [a] = await productsOnSale(1);
    await expectCode(
      app.api,
      { method: 'POST', url: '/api/ops/sponsored', payload: {}, headers: { authorization: 'Bearer nope' } },
      400,
      'VALIDATION_FAILED',
    );
    const wrong = await place({ productId: a, widgetId: 'x', sponsor: 'A', startsAt: hours(-1), endsAt: hours(1) }, 'nope');
    expect(wrong.statusCode).toBe(401);
    const backwards = await place({ productId: a, widgetId: 'x', sponsor: 'A', startsAt: hours(1), endsAt: hours(-1) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.error.message).toBe('endsAt must be after startsAt.');
    expect((await place({ productId: 2_000_000_000, widgetId: 'x', sponsor: 'A', startsAt: hours(-1), endsAt: hours(1) })).statusCode).toBe(
      404,
    );
    await expectCode(app.api, '/api/crossSell/getSponsoredProducts?widgetId=Bad%20Widget', 400, 'VALIDATION_FAILED');
    await expectCode(app.api, '/api/crossSell/getSponsoredProducts', 400, 'VALIDATION_FAILED');
  });
});
