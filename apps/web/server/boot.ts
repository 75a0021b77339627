import { openDatabase, prepareDatabase, type DatabaseHandle, type ReleaseSources } from '@dawa/db';
import { createSearchService, readSynonymsFile } from '@dawa/api';
import type { Config } from './config.ts';

/** Opens the database, migrates it and imports the seed data it lacks (under the release lock), and builds the search index. */
export async function boot(config: Config, log: (line: string) => void = (l) => process.stderr.write(`${l}\n`)) {
  const handle: DatabaseHandle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    // On PostgreSQL `npm run release` has normally done this already; here it is then a check under the lock.
    await prepareDatabase(handle, releaseSources(config), log);
    const started = performance.now();
    const search = await createSearchService(handle.db, config.supportPhone, readSynonymsFile(config.searchSynonymsCsv));
    log(
      `Search index ready: ${search.productCount.toLocaleString('en-IN')} medicines and healthcare products in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    return { handle, search };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** The seed files of the release step, from the configuration. */
export function releaseSources(
  config: Pick<Config, 'dataFiles' | 'healthcareFiles' | 'pincodeFiles' | 'diagnosticsFiles' | 'consultationFiles'>,
): ReleaseSources {
  return {
    catalogue: config.dataFiles,
    healthcare: config.healthcareFiles,
    pincodes: config.pincodeFiles,
    diagnostics: config.diagnosticsFiles,
    consultations: config.consultationFiles,
  };
}

/**
 * The release step on its own (migrations and seed data under the release lock), on a connection of its own:
 * `npm run release`, and a primary that serves nothing before it starts its workers.
 */
export async function prepareOnce(config: Config, log: (line: string) => void) {
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolSize: 3 } : { dataDir: config.dataDir });
  try {
    return await prepareDatabase(handle, releaseSources(config), log);
  } finally {
    await handle.close();
  }
}
