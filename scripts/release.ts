/**
 * `npm run release`: the release step of a deployment on PostgreSQL. Migrates the database and imports the
 * seed data it lacks, under the release lock (`pg_advisory_lock`), then exits. Run it once before starting
 * (or replacing) the instances; they then find nothing to do at boot. `npm start` on the embedded database
 * does the same at boot, so this is optional there.
 */
import { openDatabase, prepareDatabase } from '@dawa/db';
import { releaseSources } from '../apps/web/server/boot.ts';
import { loadConfig } from '../apps/web/server/config.ts';

const config = loadConfig();
const log = (line: string) => process.stderr.write(`${line}\n`);
const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolSize: 3 } : { dataDir: config.dataDir });
try {
  log(`Release step on ${handle.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'}: waiting for the release lock…`);
  const report = await prepareDatabase(handle, releaseSources(config), log);
  const nothing =
    !report.migrations.length && !report.importedCatalogue && !report.reclassified && !report.repopularised && !report.importedPincodes;
  log(nothing ? 'The database is up to date: nothing to migrate, import or classify.' : 'Release step done.');
} finally {
  await handle.close();
}
