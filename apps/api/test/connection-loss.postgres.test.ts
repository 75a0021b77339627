/**
 * Connections the database ends under the store's feet (pg_terminate_backend, as a restart or a failover
 * does): the process stays up, the requests that were running answer 503 with Retry-After or succeed —
 * never a 500 — and the next requests succeed on fresh connections.
 * Skipped without TEST_DATABASE_URL (the embedded database has no connections to lose).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@dawa/db';
import { adminQuery, dropDatabase, withDatabase } from '../../../packages/db/test/support/golden.ts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { postgresUrl } from './support/shared-database.ts';

describe.skipIf(!postgresUrl)('connection loss on PostgreSQL (TEST_DATABASE_URL unset: needs a real server)', () => {
  let adminUrl: string;
  let name: string;
  let handle: DatabaseHandle;
  let app: TestApp;
  const lostConnections: Error[] = [];
  let productIds: number[] = [];

  beforeAll(async () => {
    const golden = inject('golden');
    if (golden.engine !== 'postgres') throw new Error('needs PostgreSQL');
    adminUrl = golden.adminUrl;
    name = `dawa_c_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${golden.template}`);
    handle = await openDatabase({ url: withDatabase(adminUrl, name), poolSize: 4, onConnectionError: (e) => lostConnections.push(e) });
    app = await createTestApp({ database: handle });
    const rows = await app.db.selectFrom('products').select('id').orderBy('id').limit(20).execute();
    productIds = rows.map((r) => r.id);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    if (name) await dropDatabase(adminUrl, name);
  });

  /** Ends every session of the store's database, as an administrator or a failover would. */
  const terminateAll = () =>
    adminQuery<{ ended: boolean }>(
      adminUrl,
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );

  /** A call that reads the database (a product page's data, a browse page, the readiness check). */
  const databaseCall = (i: number) =>
    app.api.inject({
      method: 'GET',
      url: [`/api/products/${productIds[i % productIds.length]}`, '/api/catalogue/browse?letter=a', '/api/health/ready'][i % 3]!,
    });

  it('survives every connection of the pool being ended while requests run, and serves the next requests', async () => {
    // Requests in flight on every connection of the pool while the server ends them, three times over.
    const inFlight: Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 24; i++) inFlight.push(databaseCall(round * 24 + i));
      const ended = await terminateAll();
      expect(ended.length).toBeGreaterThan(0);
    }
    const answers = await Promise.all(inFlight);
    for (const answer of answers) {
      if (answer.statusCode === 200) continue;
      expect(answer.statusCode, answer.body.slice(0, 300)).toBe(503);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(answer.body).error.code).toBe('DATABASE_UNAVAILABLE');
    }

    // The connections now idle in the pool are ended too: the pool drops each of them, as it hears of its end,
    // without taking the process down. (A request that takes one before its end is heard answers 503, as above.)
    const lostBefore = lostConnections.length;
    const endedIdle = await terminateAll();
    expect(endedIdle.length).toBeGreaterThan(0);
    await expect.poll(() => lostConnections.length - lostBefore).toBeGreaterThanOrEqual(endedIdle.length);

    for (let i = 0; i < 12; i++) {
      const answer = await databaseCall(i);
      expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    }
  });
});
