/**
 * Test databases: one golden database per run (migrated, fixture catalogue imported), built by
 * global-setup.ts, and a fresh copy of it for each test file.
 * PGlite by default; a real PostgreSQL when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import {
  applyCollections,
  applyDiagnostics,
  applyConsultations,
  importCatalogue,
  importHealthcare,
  importPincodes,
  migrateToLatest,
  openDatabase,
  type DatabaseHandle,
  type Db,
} from '../../src/index.ts';

export const ROOT = resolve(import.meta.dirname, '../../../..');

/** The deterministic test catalogue (see scripts/make-fixtures.ts). */
export const FIXTURES = {
  medicinesCsv: resolve(ROOT, 'packages/db/test/fixtures/medicines.csv'),
  detailsCsv: resolve(ROOT, 'packages/db/test/fixtures/medicine_details.csv'),
  /** The real, reviewed list: tests classify the fixtures exactly as production classifies the catalogue. */
  schedulesCsv: resolve(ROOT, 'data/drug-schedules/molecules.csv'),
};

/** The test pincodes (see scripts/make-pincode-fixtures.ts). */
export const HEALTHCARE_FIXTURES = {
  productsCsv: resolve(ROOT, 'packages/db/test/fixtures/healthcare_products.csv'),
  collectionsJson: resolve(ROOT, 'data/healthcare/collections.json'),
};

export const PINCODE_FIXTURES = {
  directoryCsv: resolve(ROOT, 'packages/db/test/fixtures/pincode_directory.csv'),
  summaryCsv: resolve(ROOT, 'packages/db/test/fixtures/pincode_summary.csv'),
};

/** The real lab test files: small, reviewed data (decision 060). */
export const DIAGNOSTICS_SOURCES = {
  ratesCsv: resolve(ROOT, 'data/lab_tests_cghs_2025/cghs_rates_2025_flat.csv.gz'),
  dataDir: resolve(ROOT, 'data/diagnostics'),
};

/** The real consultation files: specialities, demonstration doctors and List A (decision 068). */
export const CONSULTATION_SOURCES = { dataDir: resolve(ROOT, 'data/consultations') };

export const GOLDEN_DATABASE = 'dawa_golden';

/** Where the fresh databases of the test files come from, handed from the global setup to each file. */
export type GoldenSource = { engine: 'pglite'; dumpPath: string } | { engine: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  interface ProvidedContext {
    golden: GoldenSource;
  }
}

/** Migrates an empty database and imports the fixture catalogue and pincodes into it. */
export async function buildGolden(db: Db) {
  await migrateToLatest(db);
  const report = await importCatalogue(db, FIXTURES, { quiet: true });
  await importHealthcare(db, HEALTHCARE_FIXTURES, { quiet: true });
  await applyCollections(db, HEALTHCARE_FIXTURES.collectionsJson);
  await importPincodes(db, PINCODE_FIXTURES, { quiet: true });
  await applyDiagnostics(db, DIAGNOSTICS_SOURCES);
  await applyConsultations(db, CONSULTATION_SOURCES);
  return report;
}

/** The same server, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE). */
export async function adminQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Waits (up to 10 s) until no session is connected to `database`. A closed pool's connections linger
 * for a moment; a template copied or a database dropped while they do fails, or kills them mid-goodbye.
 */
export async function waitForNoConnections(url: string, database: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [row] = await adminQuery<{ n: string }>(url, 'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [database]);
    if (Number(row?.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Drops a database once its sessions are gone (forcing out any that never leave). */
export async function dropDatabase(url: string, database: string) {
  await waitForNoConnections(url, database);
  await adminQuery(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}

/**
 * A fresh database copied from the golden one; closing it drops the copy. Call it once per test file
 * (in `beforeAll`): PGlite loads the golden dump into memory, PostgreSQL copies `dawa_golden` as a template.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const golden = inject('golden');
  if (golden.engine === 'pglite') {
    return openDatabase({ loadDataDir: new Blob([readFileSync(golden.dumpPath)], { type: 'application/x-tar' }) });
  }
  const name = `dawa_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(golden.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${golden.template}`);
  const drop = () => dropDatabase(golden.adminUrl, name);
  try {
    const handle = await openDatabase({ url: withDatabase(golden.adminUrl, name), poolSize: 4 });
    return {
      ...handle,
      async close() {
        await handle.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
