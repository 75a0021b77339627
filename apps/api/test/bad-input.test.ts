/**
 * No input a client can send produces a 500: every documented call, signed in, is sent malformed JSON,
 * the wrong content type, unknown fields, strings where numbers belong, numbers too large for any column,
 * and odd path and query values. Each answer is a 2xx success or a 4xx failure envelope with a known code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ERROR_CODES } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { login } from './support/auth.ts';
import { expectCode, expectFailureEnvelope, expectSuccessEnvelope } from './support/http.ts';

let app: TestApp;
let cookie: string;
let operations: { method: string; url: string; pathParams: string[]; queryParams: string[]; hasBody: boolean }[];

beforeAll(async () => {
  app = await createTestApp();
  cookie = await login(app.api);
  const doc = (await app.api.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
  operations = [];
  for (const [path, ops] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(ops)) {
      const params: { name: string; in: string }[] = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        url: path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        hasBody: Boolean(op.requestBody) || method !== 'get',
      });
    }
  }
});
afterAll(() => app?.close());

const HUGE = '99999999999999999999999';
const ODD_VALUES = [HUGE, '-1', '0', 'abc', '1e999', '1.5', '', '%00', 'NaN'];

/** The answer must be a success envelope or a 4xx failure envelope carrying one of ERROR_CODES. */
async function expectNo500(options: InjectOptions) {
  const res = await app.api.inject({ ...options, headers: { cookie, 'x-forwarded-for': '10.9.8.7', ...options.headers } });
  const label = `${options.method} ${options.url} ${String(options.payload ?? '').slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect.soft(res.statusCode, label).toBeLessThan(500);
  if (res.statusCode >= 500) return;
  if (!String(res.headers['content-type']).startsWith('application/json')) return; // the raw file download
  const body = res.json();
  if (res.statusCode >= 400) {
    expectFailureEnvelope(body);
    expect(ERROR_CODES, label).toContain(body.error.code);
  } else if (body.status !== undefined) expectSuccessEnvelope(body);
}

const fill = (url: string, names: string[], value: string) =>
  names.reduce((u, name) => u.replace(`{${name}}`, encodeURIComponent(value)), url);

describe('no input makes a 500', () => {
  it('covers the documented calls', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('odd path parameters', async () => {
    for (const op of operations.filter((o) => o.pathParams.length > 0)) {
      for (const value of ODD_VALUES.filter((v) => v !== '')) {
        await expectNo500({ method: op.method as never, url: fill(op.url, op.pathParams, value), ...(op.hasBody ? { payload: {} } : {}) });
      }
    }
  });

  it('odd query values', async () => {
    for (const op of operations.filter((o) => o.queryParams.length > 0)) {
      const base = fill(op.url, op.pathParams, '1');
      for (const value of ODD_VALUES) {
        const query = op.queryParams.map((name) => `${name}=${encodeURIComponent(value)}`).join('&');
        await expectNo500({ method: op.method as never, url: `${base}?${query}` });
        // The same parameter twice arrives as an array.
        await expectNo500({ method: op.method as never, url: `${base}?${query}&${query}` });
      }
    }
  });

  it('malformed bodies: broken JSON, wrong content type, wrong shapes, unknown fields, huge numbers', async () => {
    const payloads: { payload: string; type: string }[] = [
      { payload: '{"a": ', type: 'application/json' },
      { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
      { payload: 'hello', type: 'text/plain' },
      { payload: '[]', type: 'application/json' },
      { payload: 'null', type: 'application/json' },
      { payload: '"text"', type: 'application/json' },
      { payload: '{"unknownField": true}', type: 'application/json' },
      { payload: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}', type: 'application/json' },
    ];
    for (const op of operations.filter((o) => o.hasBody)) {
      const url = fill(op.url, op.pathParams, '1');
      for (const { payload, type } of payloads) {
        await expectNo500({ method: op.method as never, url, payload, headers: { 'content-type': type } });
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('every known field of a body set to a huge number, a string, an array, null', async () => {
    const doc = (await app.api.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    for (const op of operations.filter((o) => o.hasBody)) {
      const schema = doc.paths[op.url][op.method.toLowerCase()].requestBody?.content['application/json']?.schema;
      const fields = Object.keys(schema?.properties ?? {});
      if (fields.length === 0) continue;
      const url = fill(op.url, op.pathParams, '1');
      for (const value of [1e300, -1, 2 ** 53, 'abc', '12345678901234567890', [1], null, { a: 1 }, 1.5, true]) {
        const payload = JSON.stringify(Object.fromEntries(fields.map((f) => [f, value])));
        await expectNo500({ method: op.method as never, url, payload, headers: { 'content-type': 'application/json' } });
      }
    }
  });
});

describe('what a validation failure says', () => {
  it('a string where a number belongs: 400 VALIDATION_FAILED naming the field', async () => {
    const error = await expectCode(
      app.api,
      { method: 'POST', url: '/api/cart/addToCart', payload: { productId: 'abc', quantity: 1 }, headers: { cookie } },
      400,
      'VALIDATION_FAILED',
    );
    expect(error.field).toBe('productId');
  });

  it('an unknown field: 400 VALIDATION_FAILED naming it', async () => {
    const error = await expectCode(
      app.api,
      { method: 'POST', url: '/api/auth/requestOTP', payload: { contactNumber: '9876543210', isAdmin: true } },
      400,
      'VALIDATION_FAILED',
    );
    expect(error).toMatchObject({ message: 'Unknown field: isAdmin.', field: 'isAdmin' });
  });

  it('a product id past every column: 4xx with a code, not a database error', async () => {
    const res = await app.api.inject({ method: 'GET', url: `/api/products/${HUGE}` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(ERROR_CODES).toContain(res.json().error.code);
  });

  it('a signed-out call that needs a customer: 401 UNAUTHENTICATED', async () => {
    await expectCode(app.api, '/api/profile/fetchProfileInfo', 401, 'UNAUTHENTICATED');
  });

  it('a cross-site write: 403 CROSS_SITE_REFUSED', async () => {
    await expectCode(
      app.api,
      { method: 'POST', url: '/api/auth/logout', payload: {}, headers: { origin: 'https://evil.example' } },
      403,
      'CROSS_SITE_REFUSED',
    );
  });
});
