/**
 * The cache of anonymous answers on the whole server (decision 025): the public product call is kept, served
 * with its ETag and 304, never for a signed-in shopper, and dropped when a price or a stock tier changes in
 * the database (the catalogue revision of migration 0017). A stand-in page calls the API in-process, as a
 * loader does, to show that those inner calls are logged at debug only.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetail } from '@dawa/contracts';
import { serverTransport } from '../../web/app/lib/api-transport.ts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { login, testIp } from './support/auth.ts';
import { productIdByName } from './support/catalogue.ts';

const lines: string[] = [];
let app: TestApp;
let dolo: number;
beforeAll(async () => {
  app = await createTestApp({
    pageCacheBytes: 8 * 1024 * 1024,
    logStream: { write: (line: string) => void lines.push(line) },
    extraRoutes: (api) =>
      api.get('/stand-in/medicine/:id', async (request, reply) => {
        const answer = await serverTransport()!({ method: 'GET', path: `/products/${(request.params as { id: string }).id}` });
        reply.header('cache-control', 'public, max-age=300').type('text/html');
        return `<h1>${answer.status === 200 && answer.body.status === 1 ? productDetail.parse(answer.body.data).product.name : 'missing'}</h1>`;
      }),
  });
  dolo = await productIdByName(app.db, 'Dolo 650 Tablet');
  await app.db.updateTable('products').set({ stock: 500 }).where('id', '=', dolo).execute();
});
afterAll(() => app?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.api.inject({ method: 'GET', url, headers: { 'x-forwarded-for': testIp(), ...headers } });
const priceOf = (body: string) => productDetail.parse(JSON.parse(body).data).product.salePaise;

describe('cached anonymous answers', () => {
  it('keeps the product call: the second anonymous request is a hit with the same ETag, and 304 on If-None-Match', async () => {
    const first = await get(`/api/products/${dolo}`);
    const second = await get(`/api/products/${dolo}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    // A hit carries the security headers of its rendering (a page's CSP nonce is the one in its scripts).
    expect(first.headers['content-security-policy']).toContain("'nonce-");
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    const revalidated = await get(`/api/products/${dolo}`, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('neither serves nor keeps an answer for a signed-in shopper', async () => {
    await get(`/api/products/${dolo}`);
    const cookie = await login(app.api);
    const signedIn = await get(`/api/products/${dolo}`, { cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
  });

  it('drops the answer when the price changes in the database', async () => {
    const before = await get(`/api/products/${dolo}`);
    await app.db
      .updateTable('products')
      .set({ sale_price_paise: sql`sale_price_paise - 100` })
      .where('id', '=', dolo)
      .execute();
    const after = await get(`/api/products/${dolo}`);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(priceOf(after.body)).toBe(priceOf(before.body) - 100);
  });

  it('drops the answer when an order-sized change takes the medicine out of stock', async () => {
    const before = await get(`/api/products/${dolo}`);
    expect(JSON.parse(before.body).data.product.productAvailabilityFlags.isAvailable).toBe(true);
    await app.db.updateTable('products').set({ stock: 0 }).where('id', '=', dolo).execute();
    const after = await get(`/api/products/${dolo}`);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(JSON.parse(after.body).data.product.productAvailabilityFlags.isAvailable).toBe(false);
    await app.db.updateTable('products').set({ stock: 500 }).where('id', '=', dolo).execute();
  });

  it('logs a page request at info and the API calls it makes in-process only at debug', async () => {
    lines.length = 0;
    const page = await get(`/stand-in/medicine/${dolo}`, { 'x-request-id': 'page-request-1' });
    expect(page.body).toBe('<h1>Dolo 650 Tablet</h1>');
    const completed = lines
      .join('')
      .split('\n')
      .filter((line) => line.includes('request completed'))
      .map((line) => JSON.parse(line) as { reqId: string; req?: { url: string } });
    expect(completed.map((l) => l.req?.url)).toEqual([`/stand-in/medicine/${dolo}`]);
    expect(completed[0]!.reqId).toBe('page-request-1');
  });
});
