/**
 * The database stopped and started again under a running store: while it is away every call that needs it
 * answers 503 DATABASE_UNAVAILABLE with Retry-After, readiness says not ready, liveness still answers and
 * the process (with its pg-boss job runner) stays up; once it is back the store is ready again within 10 s
 * without a restart. A page whose loader needed the database answers 503 too, not 500. The test runs a PostgreSQL server of its own, so stopping it disturbs nobody.
 * Runs in the PostgreSQL pass of the suite (TEST_DATABASE_URL set) where PostgreSQL 15's binaries exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@dawa/db';
import { pgBossRunner } from '@dawa/api';
import { adminQuery, buildGolden, withDatabase } from '../../../packages/db/test/support/golden.ts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { postgresUrl } from './support/shared-database.ts';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';
import { testIp, testMobile } from './support/auth.ts';
import { serverTransport } from '../../web/app/lib/api-transport.ts';

const unavailable = postgresUrl ? privatePostgresUnavailable() : 'TEST_DATABASE_URL unset: runs in the PostgreSQL pass';

describe.skipIf(unavailable)(`a stopped and restarted PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let server: PrivatePostgres;
  let handle: DatabaseHandle;
  let app: TestApp;
  let productId: number;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    await adminQuery(server.url, 'CREATE DATABASE dawa');
    const url = withDatabase(server.url, 'dawa');
    handle = await openDatabase({ url, poolSize: 4, onConnectionError: () => {} });
    await buildGolden(handle.db);
    app = await createTestApp({
      database: handle,
      jobs: pgBossRunner({ connectionString: url, cronMonitorIntervalSeconds: 1, pollingIntervalSeconds: 1, stopTimeoutMs: 2_000 }),
      // A page as the web app renders one: its loader calls the API in-process and a failure becomes the error page (500).
      extraRoutes: (api) =>
        api.get('/a-page', async (_request, reply) => {
          const answer = await serverTransport()!({ method: 'GET', path: `/products/${productId}` });
          if (answer.body.status !== 1) throw new Error(`the page's data could not be loaded (${answer.status})`);
          return reply.type('text/html').send('<h1>A medicine</h1>');
        }),
    });
    productId = (await app.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    server?.remove();
  });

  /** Calls that need the database: a product's data, a browse page, and a login code (a write, with its limits). */
  const databaseCalls = () => [
    app.api.inject({ method: 'GET', url: `/api/products/${productId}` }),
    app.api.inject({ method: 'GET', url: '/api/catalogue/browse?letter=a' }),
    app.api.inject({
      method: 'POST',
      url: '/api/auth/requestOTP',
      payload: { contactNumber: testMobile() },
      headers: { 'x-forwarded-for': testIp() },
    }),
  ];
  const ready = () => app.api.inject({ method: 'GET', url: '/api/health/ready' });

  it('answers 503 with Retry-After while the database is stopped, and recovers by itself within 10 s of its return', async () => {
    expect((await ready()).statusCode).toBe(200);
    for (const answer of await Promise.all(databaseCalls())) expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect((await app.api.inject({ method: 'GET', url: '/a-page' })).statusCode).toBe(200);

    server.stop();

    for (const answer of await Promise.all(databaseCalls())) {
      expect(answer.statusCode, answer.body.slice(0, 300)).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json().error).toMatchObject({ code: 'DATABASE_UNAVAILABLE', showAlert: true });
    }
    // A page whose data needs the database: 503 with Retry-After, not the 500 of a bug.
    const page = await app.api.inject({ method: 'GET', url: '/a-page' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.headers['retry-after']).toBe('5');
    expect(notReady.json().error.code).toBe('DATABASE_UNAVAILABLE');
    // Liveness does not ask the database: the process is up, so an orchestrator has no reason to restart it.
    const alive = await app.api.inject({ method: 'GET', url: '/api/health' });
    expect(alive.statusCode).toBe(200);
    // Some seconds without a database, as in a real restart: the job runner's polls fail meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await ready()).statusCode).toBe(503);

    server.start();

    await expect.poll(async () => (await ready()).statusCode, { timeout: 10_000, interval: 250 }).toBe(200);
    for (const answer of await Promise.all(databaseCalls())) expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect((await app.api.inject({ method: 'GET', url: '/a-page' })).statusCode).toBe(200);
  });
});
