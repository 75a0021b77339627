import { msg91SmsProvider } from '@dawa/api';
import { createApp } from './app.ts';
import { boot } from './boot.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { releaseStartupGarbage, restartWithMemorySettings, useHeapMode } from './heap-mode.ts';
import { jobRunnerFor } from './jobs.ts';
import { createFileStorage, describeStorage } from './storage-config.ts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nThe server did not start. Every variable is described in the README's Configuration table.\n`);
    process.exit(1);
  }
}

const config = configOrExit();
restartWithMemorySettings(config.optimizeForSize);
const startedAt = performance.now();
const { handle, search } = await boot(config);
useHeapMode(config.optimizeForSize);
const app = await createApp(
  {
    db: handle.db,
    databaseKind: handle.kind,
    search,
    config: { supportPhone: config.supportPhone, defaultPincode: config.defaultPincode },
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
process.stderr.write(
  `Dawa is running on http://localhost:${config.port} (${handle.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'}, ` +
    `${config.production ? 'production' : 'development'}; prescription files: ${describeStorage(config.storage)}; ` +
    `ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s, ${Math.round(memory.rss / 1048576)} MB resident)\n`,
);
