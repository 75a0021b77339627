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

/** Every minute by default: waiting payments are re-read from the gateway, and expired ones failed. */
export const RECONCILE_EVERY_MS = 60_000;

/**
 * Runs the payment reconciler on an unref'd interval (it never keeps the process alive; a run still going
 * when the next is due is not doubled). Returns the function that stops it.
 */
export function startPaymentReconciler(
  reconcile: () => Promise<unknown>,
  log: { error(details: object, message: string): void },
  everyMs: number = RECONCILE_EVERY_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcile()
      .catch((error: unknown) => log.error({ err: { message: (error as Error).message } }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
