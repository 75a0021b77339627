import { createApp } from './app.ts';
import { boot } from './boot.ts';
import { loadConfig } from './config.ts';
import { jobRunnerFor } from './jobs.ts';
import { createFileStorage, describeStorage, loadStorageConfig } from './storage-config.ts';

const config = loadConfig();
const storage = loadStorageConfig();
const { handle, search } = await boot(config);
const app = await createApp(
  {
    db: handle.db,
    databaseKind: handle.kind,
    search,
    config: { supportPhone: config.supportPhone, defaultPincode: config.defaultPincode },
    opsToken: config.opsToken,
    storage: createFileStorage(storage),
  },
  { logLevel: config.logLevel, web: true, trustProxy: config.trustProxy, jobs: jobRunnerFor(config.databaseUrl) },
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

await app.listen({ port: config.port, host: config.host });
process.stderr.write(
  `Dawa is running on http://localhost:${config.port} (${handle.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'}; prescription files: ${describeStorage(storage)})\n`,
);
