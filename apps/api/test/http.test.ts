/** Health, the response envelope, unknown calls, bad bodies and the OpenAPI document. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call, expectCode, expectFailure, expectFailureEnvelope, expectSuccessEnvelope, getData } from './support/http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

/** 220 fixture rows; the exact duplicate row is imported once. */
const FIXTURE_PRODUCTS = 219;

describe('GET /api/health', () => {
  it('reports the database engine and the size of the search index', async () => {
    const data = await getData(app.api, '/api/health');
    expect(data).toMatchObject({ ok: true, database: app.kind });
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
    // Every product, medicines and healthcare products alike.
    const { count } = await app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(data.searchIndexProducts).toBe(Number(count));
    expect(Number(count)).toBeGreaterThan(FIXTURE_PRODUCTS);
  });
});

describe('GET /api/health/ready', () => {
  it('says the database answers', async () => {
    expect(await getData(app.api, '/api/health/ready')).toEqual({ ready: true, database: app.kind });
  });
});

describe('response envelope', () => {
  it('wraps success as { status: 1, data } with a JSON content type', async () => {
    const res = await call(app.api, '/api/home');
    expect(res.statusCode).toBe(200);
    expectSuccessEnvelope(res.body);
    expect(res.body.data.counts).toEqual({ products: FIXTURE_PRODUCTS, molecules: expect.any(Number), manufacturers: expect.any(Number) });
  });

  it('wraps failure as { status: 0, error: { code, message, showAlert } }', async () => {
    const res = await call(app.api, '/api/products/99999999');
    expect(res.statusCode).toBe(404);
    expectFailureEnvelope(res.body);
    expect(res.body.error).toEqual({ code: 'PRODUCT_NOT_FOUND', message: 'This medicine is not in our catalogue.', showAlert: false });
  });

  it('marks public catalogue answers cacheable and failures not', async () => {
    const ok = await call(app.api, '/api/search/searchTypeAhead?q=dolo');
    expect(ok.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const bad = await call(app.api, '/api/search/searchTypeAhead?q=');
    expect(bad.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('echoes a sane x-request-id and makes one up otherwise', async () => {
    const given = await app.api.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(given.headers['x-request-id']).toBe('trace-123');
    const made = await app.api.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers['x-request-id']).toMatch(/^[a-p]{32}$/);
  });
});

describe('unknown calls', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/products'],
    ['POST', '/api/nope/deeper'],
    ['DELETE', '/api/health'],
  ] as const)('%s %s is a 404 envelope naming the call', async (method, url) => {
    const { message } = await expectCode(app.api, { method, url }, 404, 'ROUTE_NOT_FOUND');
    expect(message).toBe(`No such call: ${method} ${url}`);
  });

  it('does not echo the query string back', async () => {
    const message = await expectFailure(app.api, '/api/nope?token=secret', 404);
    expect(message).toBe('No such call: GET /api/nope');
  });
});

describe('bad request bodies are the client’s fault (4xx), never 500', () => {
  const post = (payload: string, contentType = 'application/json') => ({
    method: 'POST' as const,
    url: '/api/search/searchTypeAhead',
    payload,
    headers: { 'content-type': contentType },
  });

  it('malformed JSON → 400', async () => {
    expect((await expectCode(app.api, post('{"q": "dolo"'), 400, 'INVALID_JSON')).message).toBe('The request body is not valid JSON.');
  });

  it('empty JSON body → 400', async () => {
    expect((await expectCode(app.api, post(''), 400, 'INVALID_JSON')).message).toBe('The request body is not valid JSON.');
  });

  it('an unsupported content type → 415', async () => {
    expect((await expectCode(app.api, post('q=dolo', 'application/x-www-form-urlencoded'), 415, 'UNSUPPORTED_MEDIA_TYPE')).message).toBe(
      'Send the request body as application/json.',
    );
  });

  it('a body over 1 MB → 413', async () => {
    const big = JSON.stringify({ q: 'x'.repeat(1024 * 1024 + 10) });
    expect((await expectCode(app.api, post(big), 413, 'BODY_TOO_LARGE')).message).toBe('The request body is too large.');
  });
});

describe('OpenAPI document', () => {
  /** Full paths of the routes the server registered, from Fastify's route tree (commonPrefix off). */
  function registeredApiPaths(): Map<string, Set<string>> {
    const tree = app.api.printRoutes({ commonPrefix: false });
    const stack: string[] = [];
    const paths = new Map<string, Set<string>>();
    for (const line of tree.split('\n')) {
      const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
      if (!m) continue;
      const depth = m[1]!.length / 4;
      stack.length = depth;
      const path = (stack[depth - 1] ?? '') + m[2]!;
      stack[depth] = path;
      if (m[3]) paths.set(path, new Set(m[3].split(', ')));
    }
    return paths;
  }

  it('is served at /api/docs/openapi.json', async () => {
    const res = await app.api.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toBe('Dawa API');
  });

  it('lists every registered /api call, and only those', async () => {
    const doc = (await app.api.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const documented = new Map<string, Set<string>>();
    for (const [path, ops] of Object.entries<Record<string, unknown>>(doc.paths)) {
      documented.set(path.replace(/\{(\w+)\}/g, ':$1'), new Set(Object.keys(ops).map((m) => m.toUpperCase())));
    }
    const registered = new Map<string, Set<string>>();
    for (const [path, methods] of registeredApiPaths()) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs') || path.endsWith('*')) continue;
      registered.set(path, new Set([...methods].filter((m) => m !== 'HEAD')));
    }
    // The catalogue and search calls that exist today must be among them.
    for (const path of [
      '/api/health',
      '/api/home',
      '/api/products/:id',
      '/api/catalogue/browse',
      '/api/molecules',
      '/api/molecules/:id',
      '/api/search/searchTypeAhead',
      '/api/search/all',
    ]) {
      expect(registered.has(path), `${path} registered`).toBe(true);
    }
    expect([...documented.keys()].sort()).toEqual([...registered.keys()].sort());
    for (const [path, methods] of registered) expect([...documented.get(path)!].sort(), path).toEqual([...methods].sort());
  });

  it('documents the query parameters the calls validate', async () => {
    const doc = (await app.api.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const typeahead = doc.paths['/api/search/searchTypeAhead'].get;
    expect(typeahead.parameters.map((p: { name: string }) => p.name)).toContain('q');
    const product = doc.paths['/api/products/{id}'].get;
    expect(product.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
  });

  it('has a browsable UI whose assets load under /api/docs', async () => {
    const page = await app.api.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const assets = [...page.body.matchAll(/(?:href|src)="([^"]+\.(?:css|js))"/g)].map((m) => new URL(m[1]!, 'http://x/api/docs').pathname);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await app.api.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
    }
  });
});
