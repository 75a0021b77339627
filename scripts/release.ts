/**
 * `npm run release`: the release step of a deployment on PostgreSQL. Migrates the database and imports the
 * seed data it lacks, under the release lock (`pg_advisory_lock`), then exits. Run it once before starting
 * (or replacing) the instances; they then find nothing to do at boot. `npm start` on the embedded database
 * does the same at boot, so this is optional there.
 */
import { prepareOnce } from '../apps/web/server/boot.ts';
import { loadConfig } from '../apps/web/server/config.ts';

const config = loadConfig();
const log = (line: string) => process.stderr.write(`${line}\n`);
log(`Release step on ${config.databaseUrl ? 'PostgreSQL' : 'the embedded database'}: waiting for the release lock…`);
const report = await prepareOnce(config, log);
const nothing =
  !report.migrations.length &&
  !report.importedCatalogue &&
  !report.reclassified &&
  !report.repopularised &&
  !report.importedHealthcare &&
  !report.importedPincodes &&
  !report.appliedDiagnostics;
log(nothing ? 'The database is up to date: nothing to migrate, import or classify.' : 'Release step done.');
