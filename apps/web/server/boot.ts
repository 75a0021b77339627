import {
  importCatalogue,
  importPincodes,
  isCatalogueImported,
  isPincodesImported,
  migrateToLatest,
  openDatabase,
  type DatabaseHandle,
} from '@dawa/db';
import { createSearchService } from '@dawa/api';
import type { Config } from './config.ts';

/** Opens the database, migrates it, imports the seed catalogue on first run, and builds the search index. */
export async function boot(config: Config, log: (line: string) => void = (l) => process.stderr.write(`${l}\n`)) {
  const handle: DatabaseHandle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length) log(`Database migrated: ${applied.join(', ')}`);
    if (!(await isCatalogueImported(handle.db))) {
      log('First start: importing the medicine catalogue (about two minutes, once).');
      const report = await importCatalogue(handle.db, config.dataFiles);
      log(
        `Imported ${report.products.toLocaleString('en-IN')} medicines, ${report.molecules} molecules, ${report.compositionGroups.toLocaleString('en-IN')} composition groups in ${report.seconds.toFixed(0)} s.`,
      );
    }
    if (!(await isPincodesImported(handle.db))) {
      log('First start: importing the India Post pincode directory (once).');
      const report = await importPincodes(handle.db, config.pincodeFiles);
      log(
        `Imported ${report.pincodes.toLocaleString('en-IN')} pincodes (${report.serviceable.toLocaleString('en-IN')} serviceable) in ${report.cities} cities in ${report.seconds.toFixed(0)} s.`,
      );
    }
    const started = performance.now();
    const search = await createSearchService(handle.db, config.supportPhone);
    log(
      `Search index ready: ${search.productCount.toLocaleString('en-IN')} medicines in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    return { handle, search };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
