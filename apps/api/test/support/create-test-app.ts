import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle, Db } from '@dawa/db';
import { createSearchService } from '@dawa/api';
import { localDiskStorage } from '../../src/storage/file-storage.ts';
import { createApp } from '../../../web/server/app.ts';
import { openTestDatabase } from '../../../../packages/db/test/support/golden.ts';

export const SUPPORT_PHONE = '1800-266-0101';

export interface TestApp {
  /** The server as production wires it (API only, no web build): use `api.inject(...)`. */
  api: FastifyInstance;
  db: Db;
  kind: DatabaseHandle['kind'];
  /** Where this app's uploaded prescription files are written (a temporary directory of its own). */
  uploadDir: string;
  close(): Promise<void>;
}

/**
 * The API over a fresh copy of the golden database (migrated, fixture catalogue imported).
 * One per test file: create it in `beforeAll`, close it in `afterAll`.
 */
export async function createTestApp(): Promise<TestApp> {
  const handle = await openTestDatabase();
  const uploadDir = mkdtempSync(join(tmpdir(), 'dawa-uploads-'));
  try {
    const search = await createSearchService(handle.db, SUPPORT_PHONE);
    const api = await createApp(
      { db: handle.db, databaseKind: handle.kind, search, config: { supportPhone: SUPPORT_PHONE }, storage: localDiskStorage(uploadDir) },
      // Tests play the load balancer: they set X-Forwarded-For/-Proto to act as different clients and HTTPS.
      { logLevel: 'silent', web: false, trustProxy: true },
    );
    await api.ready();
    return {
      api,
      db: handle.db,
      kind: handle.kind,
      uploadDir,
      async close() {
        await api.close();
        await handle.close();
        rmSync(uploadDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await handle.close();
    rmSync(uploadDir, { recursive: true, force: true });
    throw error;
  }
}
