export * from './client.ts';
export { isDatabaseUnavailable } from './connection-errors.ts';
export * from './schema.ts';
export { migrateToLatest } from './migrate.ts';
export { acquireDataDirLock } from './lock.ts';
export { importCatalogue, isCatalogueImported, type CatalogueSource, type ImportReport } from './seed/import-catalogue.ts';
export {
  importHealthcare,
  isHealthcareImported,
  readHealthcare,
  HEALTHCARE_FIRST_ID,
  type HealthcareSource,
  type HealthcareImportReport,
} from './seed/import-healthcare.ts';
export { applyCollections, collectionsChanged } from './seed/healthcare-collections.ts';
export { applyDiagnostics, diagnosticsChanged, type DiagnosticsSource } from './seed/import-diagnostics.ts';
export { applyConsultations, consultationsChanged, NO_PASSWORD, type ConsultationsSource } from './seed/import-consultations.ts';
export { importPincodes, isPincodesImported, type PincodeSource, type PincodeImportReport } from './seed/import-pincodes.ts';
export { prepareDatabase, withReleaseLock, RELEASE_LOCK_KEY, type ReleaseSources, type ReleaseReport } from './release.ts';
export { readCatalogueRevision } from './catalogue-revision.ts';
export { executePrepared, preparedRead } from './prepared.ts';
