/**
 * A per-route request limit holds across processes (decision 038): the server's worker processes, like
 * instances behind a load balancer, count a client in the same database row. Ten card lookups a minute
 * are ten whichever process answers each, not ten per process.
 * Skipped without TEST_DATABASE_URL: two instances need a database server (PGlite is one process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { postgresUrl, sharedDatabase, type SharedDatabase } from './support/shared-database.ts';
import { login, testIp } from './support/auth.ts';

describe.skipIf(!postgresUrl)('request limits across instances (TEST_DATABASE_URL unset: needs a real server)', () => {
  let shared: SharedDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    shared = await sharedDatabase(2);
    a = await createTestApp({ database: shared.handles[0] });
    b = await createTestApp({ database: shared.handles[1] });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await shared?.close();
  });

  const lookup = (app: TestApp, cookie: string | undefined, ip: string) =>
    app.api.inject({
      method: 'GET',
      url: '/api/ufp/checkBINBasedOfferStatus/411111',
      headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-for': ip },
    });

  it('ten card lookups a minute in one session, spread over two instances, then 429 on both', async () => {
    const cookie = await login(a.api);
    for (let i = 0; i < 10; i++) expect((await lookup(i % 2 ? b : a, cookie, testIp())).statusCode).not.toBe(429);
    const onA = await lookup(a, cookie, testIp());
    const onB = await lookup(b, cookie, testIp());
    expect(onA.statusCode).toBe(429);
    expect(onB.statusCode).toBe(429);
    expect(onB.json()).toMatchObject({ status: 0, error: { code: 'CARD_LOOKUP_RATE_LIMITED' } });
    expect(Number(onB.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('an address without a session is counted once across instances too', async () => {
    const ip = testIp();
    for (let i = 0; i < 10; i++) expect((await lookup(i % 2 ? a : b, undefined, ip)).statusCode).toBe(401);
    expect((await lookup(a, undefined, ip)).statusCode).toBe(429);
  });

  it('a window that has ended starts again from one', async () => {
    const key = 'GET /api/ufp/checkBINBasedOfferStatus/:id|ip:203.0.113.77';
    await a.db
      .insertInto('request_limit_hits')
      .values({ key, hits: 50, window_ends_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await lookup(b, undefined, '203.0.113.77')).statusCode).toBe(401);
    const row = await a.db.selectFrom('request_limit_hits').select('hits').where('key', '=', key).executeTakeFirstOrThrow();
    expect(row.hits).toBe(1);
  });
});
