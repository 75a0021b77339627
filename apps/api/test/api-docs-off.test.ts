/** Without `docs` (production, unless API_DOCS opts in) the API's documentation is not mounted at all. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ apiDocs: false });
});
afterAll(() => app?.close());

describe('API documentation turned off', () => {
  it.each(['/api/docs', '/api/docs/openapi.json', '/api/docs/static/index.html'])('answers %s with ROUTE_NOT_FOUND', async (url) => {
    const res = await app.api.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('still serves the calls themselves', async () => {
    expect((await app.api.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
