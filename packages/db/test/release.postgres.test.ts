/**
 * The release step on PostgreSQL: two instances starting together on an empty database migrate and import
 * exactly once between them, and the release lock really makes the second one wait.
 * Skipped without TEST_DATABASE_URL: PGlite is one process by design and takes no lock (its lock file
 * keeps every other process out), so there is nothing to race there.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, prepareDatabase, withReleaseLock, type DatabaseHandle } from '../src/index.ts';
import {
  adminQuery,
  dropDatabase,
  FIXTURES,
  CONSULTATION_SOURCES,
  DIAGNOSTICS_SOURCES,
  HEALTHCARE_FIXTURES,
  PINCODE_FIXTURES,
  withDatabase,
} from './support/golden.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const sources = {
  catalogue: FIXTURES,
  healthcare: HEALTHCARE_FIXTURES,
  pincodes: PINCODE_FIXTURES,
  diagnostics: DIAGNOSTICS_SOURCES,
  consultations: CONSULTATION_SOURCES,
};
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An empty database on the test server and `count` separate connection pools to it (one per instance). */
async function emptyDatabase(count: number): Promise<DatabaseHandle[]> {
  const name = `dawa_r_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl!, `CREATE DATABASE ${name}`);
  cleanups.push(() => dropDatabase(serverUrl!, name));
  const handles: DatabaseHandle[] = [];
  for (let i = 0; i < count; i++) {
    const handle = await openDatabase({ url: withDatabase(serverUrl!, name), poolSize: 3 });
    handles.push(handle);
    cleanups.push(() => handle.close());
  }
  return handles;
}

const rowCount = async (handle: DatabaseHandle, table: 'seed_runs' | 'products' | 'pincodes') =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.skipIf(!serverUrl)('release step on PostgreSQL (TEST_DATABASE_URL unset: needs a real server)', () => {
  it('two instances starting together on an empty database: one migrates and imports, the other finds it done', async () => {
    const [a, b] = await emptyDatabase(2);
    const reports = await Promise.all([
      prepareDatabase(a!, sources, () => {}, { quiet: true }),
      prepareDatabase(b!, sources, () => {}, { quiet: true }),
    ]);

    expect(reports.filter((r) => r.migrations.length > 0)).toHaveLength(1);
    expect(reports.filter((r) => r.importedCatalogue)).toHaveLength(1);
    expect(reports.filter((r) => r.importedHealthcare)).toHaveLength(1);
    expect(reports.filter((r) => r.importedPincodes)).toHaveLength(1);
    expect(reports.filter((r) => r.appliedDiagnostics)).toHaveLength(1);
    expect(reports.filter((r) => r.appliedConsultations)).toHaveLength(1);
    const seeds = await a!.db.selectFrom('seed_runs').select('dataset').orderBy('dataset').execute();
    expect(seeds.map((s) => s.dataset)).toEqual([
      'consultations',
      'diagnostics',
      'drug-schedules',
      'healthcare',
      'healthcare-collections',
      'medicines',
      'pincodes',
      'popularity',
    ]);
    expect(await rowCount(b!, 'products')).toBeGreaterThan(0);

    // A later start (or `npm run release` again) has nothing to do.
    const again = await prepareDatabase(b!, sources, () => {}, { quiet: true });
    expect(again).toEqual({
      migrations: [],
      importedCatalogue: false,
      reclassified: false,
      repopularised: false,
      importedHealthcare: false,
      importedPincodes: false,
      appliedDiagnostics: false,
      appliedConsultations: false,
    });
  });

  it('the second instance waits on the lock until the first lets go', async () => {
    const [a, b] = await emptyDatabase(2);
    const order: string[] = [];
    let waiting: Promise<void> | undefined;
    await withReleaseLock(a!, async () => {
      order.push('a holds the lock');
      waiting = withReleaseLock(b!, async () => {
        order.push('b holds the lock');
      });
      // b's session is seen queued on the advisory lock while a still holds it.
      await expect.poll(() => advisoryWaiters(a!), { timeout: 10_000, interval: 50 }).toBe(1);
      order.push('a lets go');
    });
    await waiting;
    expect(order).toEqual(['a holds the lock', 'a lets go', 'b holds the lock']);
  });
});

/** Sessions waiting for an advisory lock in this database. */
async function advisoryWaiters(handle: DatabaseHandle): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
    WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = current_database()`.execute(handle.db);
  return Number(rows[0]?.n);
}
