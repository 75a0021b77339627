/** GET /api/v3/serviceCoverage: the "cities and pin codes" figures of the pages, counted from the fixture pincodes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityList, serviceCoverage } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call, getData } from './support/http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

describe('GET /api/v3/serviceCoverage', () => {
  it('counts the cities of the A–Z list and their serviceable pincodes, and lets caches keep it', async () => {
    const res = await call(app.api, { method: 'GET', url: '/api/v3/serviceCoverage' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const coverage = serviceCoverage.parse(res.body.data);

    const cities = cityList.parse(await getData(app.api, '/api/v3/cities'));
    expect(coverage).toEqual({
      cityCount: cities.total,
      pincodeCount: cities.items.reduce((sum, c) => sum + c.pincodeCount, 0),
    });
    // The fixture has 7 cities; a pincode that is not serviceable (no delivery office) is not counted.
    expect(coverage.cityCount).toBe(7);
    const all = await app.db.selectFrom('pincodes').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(coverage.pincodeCount).toBeLessThan(Number(all.n));
  });
});
