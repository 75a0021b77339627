/**
 * A fresh database for one benchmark run, built the way the test suite builds its golden database:
 * migrated, then the fixture catalogue and pincodes imported (`buildGolden`). PGlite in a temporary data
 * directory, or a new database on a PostgreSQL server; either is removed when the run closes it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '@dawa/db';
import { adminQuery, buildGolden, dropDatabase, withDatabase } from '../../packages/db/test/support/golden.ts';

export type Engine = 'pglite' | 'postgres';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** Where it lives, for the report (a temporary directory, or the database name). */
  where: string;
  /** Medicines in the imported catalogue. */
  products: number;
  /** Migration + catalogue import, in milliseconds. */
  buildMs: number;
  close(): Promise<void>;
}

export async function openBenchDatabase(engine: Engine, adminUrl: string | undefined): Promise<BenchDatabase> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'dawa-bench-checkout-'));
    const remove = () => rmSync(dir, { recursive: true, force: true });
    try {
      // Like the server: a data directory on disk, not an in-memory database.
      const handle = await openDatabase({ dataDir: join(dir, 'pglite') });
      return await built(handle, 'PGlite in a temporary directory', remove);
    } catch (error) {
      remove();
      throw error;
    }
  }
  if (!adminUrl) throw new Error('--db=postgres needs BENCH_DATABASE_URL (a server URL whose user may create databases).');
  const name = `dawa_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const drop = () => dropDatabase(adminUrl, name);
  try {
    // The server's own pool size (openDatabase's default of 10 connections).
    const handle = await openDatabase({ url: withDatabase(adminUrl, name) });
    return await built(handle, `PostgreSQL database ${name} (dropped at the end)`, drop);
  } catch (error) {
    await drop();
    throw error;
  }
}

async function built(handle: DatabaseHandle, where: string, remove: () => unknown): Promise<BenchDatabase> {
  try {
    const started = performance.now();
    const report = await buildGolden(handle.db);
    return {
      handle,
      where,
      products: report.products,
      buildMs: performance.now() - started,
      async close() {
        await handle.close();
        await remove();
      },
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
