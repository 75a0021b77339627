import cluster from 'node:cluster';
import { msg91SmsProvider } from '@dawa/api';
import { createApp } from './app.ts';
import { boot } from './boot.ts';
import type { Config } from './config.ts';
import { releaseStartupGarbage, useHeapMode } from './heap-mode.ts';
import { jobRunnerFor } from './jobs.ts';
import { createFileStorage, describeStorage } from './storage-config.ts';

/**
 * One server process: the whole store on its own, or one worker of several (primary.ts). Boots the database
 * and the search index, listens, and on SIGTERM or SIGINT closes Fastify (and with it the job runner) and
 * the database pool before exiting.
 */
export async function serve(config: Config, log: (line: string) => void) {
  const startedAt = performance.now();
  const { handle, search } = await boot(config, log);
  useHeapMode(config.optimizeForSize);
  const app = await createApp(
    {
      db: handle.db,
      databaseKind: handle.kind,
      search,
      config: { supportPhone: config.supportPhone, defaultPincode: config.defaultPincode, iceServers: config.iceServers },
      opsToken: config.opsToken,
      docs: config.apiDocs,
      storage: createFileStorage(config.storage),
      auth: {
        ...config.auth,
        ...(config.sms.kind === 'msg91' ? { sms: msg91SmsProvider(config.sms) } : {}),
      },
    },
    {
      logLevel: config.logLevel,
      web: true,
      pageCacheBytes: config.pageCacheBytes,
      trustProxy: config.trustProxy,
      payments: config.payments,
      jobs: jobRunnerFor(config.databaseUrl),
    },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close(); // stops the job runner too (pg-boss waits for a run in progress)
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  releaseStartupGarbage();
  await app.listen({ port: config.port, host: config.host });
  const memory = process.memoryUsage();
  const who = cluster.isWorker ? `Worker ${process.pid} of ${config.workers}` : 'Dawa';
  log(
    `${who} is running on http://localhost:${config.port} (${handle.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'}, ` +
      `${config.production ? 'production' : 'development'}; prescription files: ${describeStorage(config.storage)}; ` +
      `ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s, ${Math.round(memory.rss / 1048576)} MB resident)`,
  );
}
