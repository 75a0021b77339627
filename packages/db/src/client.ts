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
  /**
   * Hears of a pooled connection that broke while idle (the server restarted, an administrator ended it).
   * The pool drops it and opens a new one on the next query; default: one line on stderr.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * The embedded engine's buffer cache. PostgreSQL's default of 128MB lives inside the WASM heap, is filled by
 * the start-up reads of the catalogue and is never given back; the data files stay in the operating
 * system's page cache, so a miss costs a file read, not a disk seek. See docs/decisions/027-server-memory.md.
 */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

/** How long a query waits for a connection before it fails (and the request is answered 503). */
export const CONNECT_TIMEOUT_MS = 5_000;

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
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    survivesConnectionLoss(pool, options.onConnectionError ?? logConnectionError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const pglite = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    });
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

/**
 * A connection the server ends (restart, failover, pg_terminate_backend) makes node-postgres emit 'error'
 * on its client, and on the pool when the client was idle; an 'error' event nobody listens to ends the
 * process. The pool listens while a client is idle but not while it is checked out, so every client gets
 * a listener of its own for its whole life. The query that was running fails on its own and the pool
 * discards the broken client.
 */
function survivesConnectionLoss(pool: pg.Pool, report: (error: Error) => void) {
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', () => {}); // reported through the pool when idle; else the running query fails with it
  });
}

function logConnectionError(error: Error) {
  process.stderr.write(`Database connection lost: ${error.message} (a new one is opened on the next query)\n`);
}
