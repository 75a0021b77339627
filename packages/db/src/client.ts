import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './schema.ts';
import { acquireDataDirLock } from './lock.ts';

export type Db = Kysely<Database>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  url?: string;
  /** Data directory of the embedded database; omitted means in memory. */
  dataDir?: string;
  /** A dump of another embedded database to start from (tests copy a migrated golden database). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** The embedded engine, when kind is 'pglite' (for dumps in tests). */
  pglite?: PGlite;
  close(): Promise<void>;
}

// numeric and int8 come back as strings from both drivers; our code converts where it reads them.
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const pglite = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    return {
      db,
      kind: 'pglite',
      pglite,
      async close() {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
