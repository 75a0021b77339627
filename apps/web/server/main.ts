import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { releaseStartupGarbage, restartWithMemorySettings } from './heap-mode.ts';
import { prepareOnce } from './boot.ts';
import { runPrimary } from './primary.ts';
import { serve } from './serve.ts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nThe server did not start. Every variable is described in the README's Configuration table.\n`);
    process.exit(1);
  }
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const config = configOrExit();
if (cluster.isPrimary) {
  // Workers are forked with the primary's node flags and environment, so they start with these settings
  // and never restart themselves.
  restartWithMemorySettings(config.optimizeForSize);
}
if (cluster.isPrimary && config.workers > 1) {
  // The release step once, before any worker opens the database; each worker then finds nothing to do.
  await prepareOnce(config, log);
  releaseStartupGarbage(); // the primary only forks and waits from here on
  log(`Starting ${config.workers} workers on PostgreSQL (WEB_CONCURRENCY).`);
  process.exit(await runPrimary({ workers: config.workers, log }));
} else {
  await serve(config, log);
}
