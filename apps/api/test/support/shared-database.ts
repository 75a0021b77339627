/**
 * One PostgreSQL database shared by several instances, as in production behind a load balancer: a fresh
 * copy of the golden database and one connection pool per instance. PostgreSQL only (TEST_DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@dawa/db';
import { adminQuery, dropDatabase, withDatabase } from '../../../../packages/db/test/support/golden.ts';

export interface SharedDatabase {
  /** The connection string every instance uses. */
  url: string;
  /** One handle (its own pool) per instance. */
  handles: DatabaseHandle[];
  /** Closes every handle and drops the database. */
  close(): Promise<void>;
}

export const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

export async function sharedDatabase(instances: number): Promise<SharedDatabase> {
  const golden = inject('golden');
  if (golden.engine !== 'postgres') throw new Error('A database shared by several instances needs PostgreSQL (TEST_DATABASE_URL)');
  const name = `dawa_s_${randomBytes(6).toString('hex')}`;
  await adminQuery(golden.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${golden.template}`);
  const url = withDatabase(golden.adminUrl, name);
  const handles: DatabaseHandle[] = [];
  const close = async () => {
    for (const handle of handles) await handle.close();
    await dropDatabase(golden.adminUrl, name);
  };
  try {
    for (let i = 0; i < instances; i++) handles.push(await openDatabase({ url, poolSize: 4 }));
  } catch (error) {
    await close();
    throw error;
  }
  return { url, handles, close };
}
