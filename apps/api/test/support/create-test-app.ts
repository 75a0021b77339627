import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle, Db } from '@dawa/db';
import { createSearchService, readSynonymsFile, type JobRunner } from '@dawa/api';
import { localDiskStorage, type FileStorage } from '../../src/storage/file-storage.ts';
import type { ResponseViolation } from '../../src/http/response-check.ts';
import type { ReconcileReport } from '../../src/modules/payments/service.ts';
import { manualScheduler, type ManualScheduler, type WebhookRequest } from '@dawa/gateway';
import { createApp, type PaymentSetup } from '../../../web/server/app.ts';
import { SANDBOX_GATEWAY } from '../../../web/server/config.ts';
import { openTestDatabase } from '../../../../packages/db/test/support/golden.ts';

export const SUPPORT_PHONE = '1800-266-0101';

export interface TestApp {
  /** The server as production wires it (API only, no web build): use `api.inject(...)`. */
  api: FastifyInstance;
  db: Db;
  kind: DatabaseHandle['kind'];
  /** Where this app's uploaded prescription files are written (a temporary directory of its own). */
  uploadDir: string;
  /** The sandbox gateway's webhook deliveries: nothing is sent until a test runs them (`runAll()`). */
  webhooks: ManualScheduler;
  /** Every webhook the sandbox has sent so far, in order (tests replay them). */
  webhookDeliveries: WebhookRequest[];
  /** The payment reconciler the server would run every minute. */
  payments: { reconcilePendingPayments(): Promise<ReconcileReport> };
  /** The sandbox gateway's settings (to sign or forge return parameters, to call its merchant API). */
  gateway: typeof SANDBOX_GATEWAY & { publicUrl: string };
  /** Answers that broke their route's response contract so far; `close()` fails when there are any. */
  responseViolations: ResponseViolation[];
  /** Every route the server registered (API, sandbox gateway, docs), whoever registered it. */
  routes: { method: string; url: string }[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The clock of the sandbox gateway and of the store's payments. */
  now?: () => Date;
  /** Mounts the operations calls with this Bearer token. */
  opsToken?: string;
  /** The database to serve; default: a fresh copy of the golden database, dropped on close. The caller closes one it passes. */
  database?: DatabaseHandle;
  /** Where prescription files go; default: local disk in a temporary directory of this app's own. */
  storage?: FileStorage;
  /** Runs the scheduled jobs; default: none (tests call the reconciler themselves). */
  jobs?: JobRunner;
  /** With `jobs`: a non-zero value puts the payment reconciler among the scheduled jobs. */
  reconcileEveryMs?: number;
  /** Log lines at info level go here (by default nothing is logged). */
  logStream?: { write(line: string): void };
  /** Changes to the sandbox payment setup (several instances: one gateway, webhooks to another instance). */
  payments?: Partial<PaymentSetup>;
  /** Mounts the API's documentation (default: as in development, on). */
  apiDocs?: boolean;
  /** Adds routes before the server is ready (a stand-in for a web page, whose loader calls the API in-process). */
  extraRoutes?: (api: FastifyInstance) => void;
  /** Turns on the cache of anonymous answers with this budget; the catalogue revision is read on every request. */
  pageCacheBytes?: number;
  /** The log level with `logStream` (default info). */
  logLevel?: string;
}

/** The salt synonyms the server loads (data/search/synonyms.csv). */
const SYNONYMS_CSV = fileURLToPath(new URL('../../../../data/search/synonyms.csv', import.meta.url));

/** Where the test server says browsers reach it (return URLs and the hosted page are built on it). */
export const TEST_PUBLIC_URL = 'http://localhost:3000';

/**
 * The API over a fresh copy of the golden database (migrated, fixture catalogue imported).
 * One per test file: create it in `beforeAll`, close it in `afterAll`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const handle = options.database ?? (await openTestDatabase());
  const closeDatabase = () => (options.database ? Promise.resolve() : handle.close());
  const uploadDir = mkdtempSync(join(tmpdir(), 'dawa-uploads-'));
  const webhooks = manualScheduler();
  const webhookDeliveries: WebhookRequest[] = [];
  const violations: ResponseViolation[] = [];
  let payments: TestApp['payments'] | undefined;
  const routes: TestApp['routes'] = [];
  try {
    const search = await createSearchService(handle.db, SUPPORT_PHONE, readSynonymsFile(SYNONYMS_CSV));
    const api = await createApp(
      {
        db: handle.db,
        databaseKind: handle.kind,
        search,
        config: { supportPhone: SUPPORT_PHONE },
        storage: options.storage ?? localDiskStorage(uploadDir),
        opsToken: options.opsToken,
        docs: options.apiDocs,
        checkResponses: (violation) => violations.push(violation),
      },
      // Tests play the load balancer: they set X-Forwarded-For/-Proto to act as different clients and HTTPS.
      {
        logLevel: options.logStream ? (options.logLevel ?? 'info') : 'silent',
        pageCacheBytes: options.pageCacheBytes,
        catalogueRevisionCheckMs: 0,
        logStream: options.logStream,
        web: false,
        trustProxy: true,
        jobs: options.jobs,
        onRoute: ({ method, url }) => {
          for (const m of [method].flat()) routes.push({ method: m, url });
        },
        // The sandbox gateway on the same server; webhooks wait for the test, the reconciler is called directly.
        payments: {
          sandbox: true,
          gatewayUrl: undefined,
          publicUrl: TEST_PUBLIC_URL,
          ...SANDBOX_GATEWAY,
          webhookScheduler: webhooks,
          observeWebhook: (request) => webhookDeliveries.push(request),
          now: options.now,
          reconcileEveryMs: options.reconcileEveryMs ?? 0,
          expose: (reconciler) => {
            payments = reconciler;
          },
          ...options.payments,
        },
      },
    );
    options.extraRoutes?.(api);
    await api.ready();
    return {
      api,
      db: handle.db,
      kind: handle.kind,
      uploadDir,
      webhooks,
      webhookDeliveries,
      payments: payments!,
      gateway: { ...SANDBOX_GATEWAY, publicUrl: TEST_PUBLIC_URL },
      async close() {
        await api.close();
        await closeDatabase();
        rmSync(uploadDir, { recursive: true, force: true });
        // Every answer the file's tests received kept its route's contract, or the file fails here.
        if (violations.length > 0) throw new Error(describeViolations(violations));
      },
      responseViolations: violations,
      routes,
    };
  } catch (error) {
    await closeDatabase();
    rmSync(uploadDir, { recursive: true, force: true });
    throw error;
  }
}

function describeViolations(violations: ResponseViolation[]): string {
  const lines = [...new Set(violations.map((v) => `${v.method} ${v.url} → ${v.statusCode}: ${v.problem}`))];
  return `${violations.length} answer(s) broke their response contract:\n${lines.slice(0, 30).join('\n')}`;
}
