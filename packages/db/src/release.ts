import { sql } from 'kysely';
import type { DatabaseHandle } from './client.ts';
import { migrateToLatest } from './migrate.ts';
import { importCatalogue, isCatalogueImported, type CatalogueSource } from './seed/import-catalogue.ts';
import { importPincodes, isPincodesImported, type PincodeSource } from './seed/import-pincodes.ts';
import { importHealthcare, isHealthcareImported, type HealthcareSource } from './seed/import-healthcare.ts';
import { applyCollections, collectionsChanged } from './seed/healthcare-collections.ts';
import { applyDiagnostics, diagnosticsChanged, type DiagnosticsSource } from './seed/import-diagnostics.ts';
import { applyConsultations, consultationsChanged, type ConsultationsSource } from './seed/import-consultations.ts';
import { reclassifyCatalogue, scheduleListChanged } from './seed/drug-schedules.ts';
import { refreshCatalogueStatistics } from './seed/browse-order.ts';
import { listingSignalChanged, reapplyListingPopularity } from './seed/listing-popularity.ts';

/**
 * The key of the release lock (`pg_advisory_lock`): one 64-bit number for the whole store, ASCII "dawa"
 * followed by "rel", so it cannot meet the migrator's own lock or a lock of the job queue by accident.
 */
export const RELEASE_LOCK_KEY = 0x6461776172656cn;

/**
 * Runs `work` while this process holds the release lock. On PostgreSQL that is a session-level advisory
 * lock taken on one dedicated connection, held until `work` settles: a second instance (or a second
 * `npm run release`) waits on it instead of migrating or importing at the same time. The embedded database
 * needs none: its lock file already keeps every other process out.
 */
export async function withReleaseLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind !== 'postgres') return work();
  return handle.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${RELEASE_LOCK_KEY.toString()}::bigint)`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${RELEASE_LOCK_KEY.toString()}::bigint)`.execute(connection);
    }
  });
}

const QUERY_PLANS_MIGRATION = '0016_catalogue_query_plans';
const LIKE_FOR_LIKE_MIGRATION = '0018_like_for_like';
const PRODUCT_CARDS_MIGRATION = '0021_product_cards';

export interface ReleaseSources {
  catalogue: CatalogueSource;
  healthcare: HealthcareSource;
  pincodes: PincodeSource;
  diagnostics: DiagnosticsSource;
  consultations: ConsultationsSource;
}

export interface ReleaseReport {
  migrations: string[];
  importedCatalogue: boolean;
  /** The drug schedule list changed since the catalogue was classified, and it was classified again. */
  reclassified: boolean;
  /** The popularity signal (its formula or source file) changed since it was applied, and it was applied again. */
  repopularised: boolean;
  importedHealthcare: boolean;
  importedPincodes: boolean;
  /** The lab test files changed (or were never applied) and were written again. */
  appliedDiagnostics: boolean;
  /** The consultation files (specialities, doctors, List A) changed (or were never applied) and were written again. */
  appliedConsultations: boolean;
}

/**
 * The release step: migrations, then the seed imports a fresh database lacks, then a new classification of the
 * catalogue when the drug schedule list changed since it was last applied, and the popularity signal again when
 * it changed (decision 032), all under the release lock.
 * Whether a dataset is imported is asked only once the lock is held, so an instance that waited while
 * another imported finds the work done and imports nothing.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  sources: ReleaseSources,
  log: (line: string) => void = () => {},
  options: { quiet?: boolean } = {},
): Promise<ReleaseReport> {
  return withReleaseLock(handle, async () => {
    const migrations = await migrateToLatest(handle.db);
    if (migrations.length) log(`Database migrated: ${migrations.join(', ')}`);
    let importedCatalogue = false;
    if (!(await isCatalogueImported(handle.db))) {
      log('First start: importing the medicine catalogue (about two minutes, once).');
      const report = await importCatalogue(handle.db, sources.catalogue, options);
      importedCatalogue = true;
      log(
        `Imported ${report.products.toLocaleString('en-IN')} medicines, ${report.molecules} molecules, ${report.compositionGroups.toLocaleString('en-IN')} composition groups in ${report.seconds.toFixed(0)} s.`,
      );
    }
    let reclassified = false;
    if (!importedCatalogue && (await scheduleListChanged(handle.db, sources.catalogue.schedulesCsv))) {
      log('The drug schedule list changed: classifying the catalogue again.');
      const report = await reclassifyCatalogue(handle.db, sources.catalogue.schedulesCsv);
      reclassified = true;
      const { X, NDPS, H1 } = report.products;
      log(`Classified: ${X} Schedule X, ${NDPS} NDPS (not sold online), ${H1} Schedule H1 medicines.`);
    }
    let repopularised = false;
    if (!importedCatalogue && (await listingSignalChanged(handle.db, sources.catalogue.medicinesCsv))) {
      log("The popularity signal changed: setting the catalogue's popularity again.");
      const changed = await reapplyListingPopularity(handle.db, sources.catalogue.medicinesCsv);
      repopularised = true;
      log(`Popularity set again: ${changed.toLocaleString('en-IN')} medicines changed.`);
    }
    // After the medicines, whose ids and names the healthcare store's must not meet (decision 059).
    let importedHealthcare = false;
    if (!(await isHealthcareImported(handle.db))) {
      log('First start: importing the healthcare store (once).');
      const report = await importHealthcare(handle.db, sources.healthcare, options);
      importedHealthcare = true;
      log(
        `Imported ${report.products.toLocaleString('en-IN')} healthcare products of ${report.brands} brands in ${report.seconds.toFixed(0)} s.`,
      );
    }
    // The collections file is reviewed data: applied again whenever it changes (decision 059).
    if (importedHealthcare || (await collectionsChanged(handle.db, sources.healthcare.collectionsJson))) {
      const sizes = await applyCollections(handle.db, sources.healthcare.collectionsJson);
      log(
        `Healthcare collections: ${Object.entries(sizes)
          .map(([slug, n]) => `${slug} ${n}`)
          .join(', ')}.`,
      );
    }
    // Also once after the migrations that added the covering index, the like-for-like summary and the stored
    // cards, for a catalogue imported before them.
    const newCatalogueTables = [QUERY_PLANS_MIGRATION, LIKE_FOR_LIKE_MIGRATION, PRODUCT_CARDS_MIGRATION].some((m) =>
      migrations.includes(m),
    );
    if (importedCatalogue || importedHealthcare || reclassified || repopularised || newCatalogueTables) {
      await refreshCatalogueStatistics(handle.db);
    }
    let importedPincodes = false;
    if (!(await isPincodesImported(handle.db))) {
      log('First start: importing the India Post pincode directory (once).');
      const report = await importPincodes(handle.db, sources.pincodes, options);
      importedPincodes = true;
      log(
        `Imported ${report.pincodes.toLocaleString('en-IN')} pincodes (${report.serviceable.toLocaleString('en-IN')} serviceable) in ${report.cities} cities in ${report.seconds.toFixed(0)} s.`,
      );
    }
    // Lab tests are reviewed data over the pincode directory's cities: applied again whenever a file changes.
    let appliedDiagnostics = false;
    if (importedPincodes || (await diagnosticsChanged(handle.db, sources.diagnostics))) {
      const report = await applyDiagnostics(handle.db, sources.diagnostics);
      appliedDiagnostics = true;
      log(
        `Lab tests: ${report.tests} tests (${report.detailed} with details), ${report.packages} packages, ${report.labs} demo labs, ${report.serviceDistricts} districts with home collection.`,
      );
    }
    // Specialities, doctors and List A are reviewed data too (decision 068).
    let appliedConsultations = false;
    if (await consultationsChanged(handle.db, sources.consultations)) {
      const report = await applyConsultations(handle.db, sources.consultations);
      appliedConsultations = true;
      log(
        `Consultation: ${report.specialities} specialities, ${report.doctors} doctors (${report.demoDoctors} demo profiles), ${report.listA} List A molecules.`,
      );
    }
    return {
      migrations,
      importedCatalogue,
      reclassified,
      repopularised,
      importedHealthcare,
      importedPincodes,
      appliedDiagnostics,
      appliedConsultations,
    };
  });
}
