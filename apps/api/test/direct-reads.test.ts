/**
 * A page's public reads (decision 044) are answered by the API's route definitions without a request through
 * Fastify: the answers are the API's own, and anything the direct path does not know is left to the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, type RouteDef } from '../src/http/route.ts';
import { fail, ok } from '../src/http/result.ts';
import { directReads } from '../src/http/direct-read.ts';
import { serverTransport } from '../../web/app/lib/api-transport.ts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { productIdByName } from './support/catalogue.ts';

const seen: unknown[] = [];
const routes: RouteDef[] = [
  defineRoute({
    method: 'GET',
    url: '/things/:id',
    summary: 'a thing',
    tags: [],
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }).strict(),
    response: z.unknown(),
    handler: ({ params, query }) => {
      seen.push({ params, query });
      return params.id === 404 ? fail('PRODUCT_NOT_FOUND', 'No such thing.', 404) : ok({ id: params.id, page: query.page });
    },
  }),
  defineRoute({ method: 'GET', url: '/broken', summary: '', tags: [], response: z.unknown(), handler: () => Promise.reject(new Error('down')) }),
  defineRoute({ method: 'GET', url: '/private', summary: '', tags: [], response: z.unknown(), handler: () => ok('secret') }),
  defineRoute({ method: 'POST', url: '/things/:id', summary: '', tags: [], response: z.unknown(), handler: () => ok('written') }),
];
const read = directReads(routes, ['GET /things/:id', 'GET /broken', 'POST /things/:id']);

describe('public reads answered by their route definitions', () => {
  it('parses the path and query with the route schemas and answers in the envelope', async () => {
    expect(await read('GET', '/things/7?page=3')).toEqual({ status: 200, body: { status: 1, data: { id: 7, page: 3 } } });
    expect(await read('GET', '/things/7')).toEqual({ status: 200, body: { status: 1, data: { id: 7, page: 1 } } });
    expect(seen.at(-1)).toEqual({ params: { id: 7 }, query: { page: 1 } });
  });

  it("answers a handler's failure with its status and the failure envelope", async () => {
    expect(await read('GET', '/things/404')).toEqual({
      status: 404,
      body: { status: 0, error: { code: 'PRODUCT_NOT_FOUND', message: 'No such thing.', showAlert: false } },
    });
  });

  it.each([
    ['input that fails its schema', 'GET', '/things/abc'],
    ['an unknown query name', 'GET', '/things/7?sort=name'],
    ['a query name given twice', 'GET', '/things/7?page=1&page=2'],
    ['a badly escaped segment', 'GET', '/things/%E0%A4'],
    ['an empty segment', 'GET', '/things/'],
    ['a handler that throws', 'GET', '/broken'],
    ['a call not named as a public read', 'GET', '/private'],
    ['another shape of path', 'GET', '/things/7/more'],
  ])('leaves %s to the API', async (_case, method, path) => {
    expect(await read(method, path)).toBeNull();
  });

  it('only answers the methods it was given', async () => {
    expect(await read('DELETE', '/things/7')).toBeNull();
    expect(await read('POST', '/things/7')).toEqual({ status: 200, body: { status: 1, data: 'written' } });
  });
});

describe("a page's reads in the server", () => {
  let app: TestApp;
  /** The API calls that reached Fastify, as method and URL. */
  const throughFastify: string[] = [];
  beforeAll(async () => {
    app = await createTestApp({
      extraRoutes: (api) =>
        api.addHook('onRequest', async (request) => {
          if (request.url.startsWith('/api/')) throughFastify.push(`${request.method} ${request.url}`);
        }),
    });
  });
  afterAll(() => app?.close());

  const asPage = (path: string) => serverTransport()!({ method: 'GET', path });
  const fromTheApi = async (path: string) => {
    const res = await app.api.inject({ method: 'GET', url: `/api${path}` });
    return { status: res.statusCode, body: res.json() as unknown };
  };

  it('answer a medicine, its alternatives, a listing, a brand and the coverage as the API does, without a request through Fastify', async () => {
    const dolo = await productIdByName(app.db, 'Dolo 650 Tablet');
    const brand = (await app.db.selectFrom('brands').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug;
    const paths = [
      `/products/${dolo}`,
      `/products/${dolo}/alternatives?page=2`,
      '/catalogue/browse?letter=a',
      '/catalogue/browse?letter=d&page=2',
      '/v3/serviceCoverage',
      '/products/999999999',
      `/brands/${brand}`,
      '/brands/no-such-brand',
    ];
    for (const path of paths) {
      throughFastify.length = 0;
      const answer = await asPage(path);
      expect(throughFastify, path).toEqual([]);
      // The API's answer, as its JSON reads back.
      expect({ status: answer.status, body: JSON.parse(JSON.stringify(answer.body)) as unknown }, path).toEqual(await fromTheApi(path));
    }
  });

  it('leave input that fails its schema to the API, which answers it as for any client', async () => {
    throughFastify.length = 0;
    const answer = await asPage('/products/abc');
    expect(throughFastify).toEqual(['GET /api/products/abc']);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 0, error: { code: 'VALIDATION_FAILED' } });
  });

  it('send every other call through the API', async () => {
    throughFastify.length = 0;
    await asPage('/cart');
    expect(throughFastify).toEqual(['GET /api/cart']);
  });
});
