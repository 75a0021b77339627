/**
 * `npm run doctor:password -- --email …`: sets the console password of a doctor on file (doctors come from the
 * reviewed data, data/consultations/doctors.json; a new one has no password and cannot sign in until this is run).
 * The password is read from DOCTOR_PASSWORD, or else from the first line of standard input; it is never an argument
 * (it would stay in the shell history and the process list) and there is no default.
 * Compiled beside the server as apps/web/build/node/doctor-password.js for a release without TypeScript. Migrates
 * the database and applies the consultation data first (under the release lock), so it works on a fresh database
 * too. On the embedded database, run it while the server is stopped (the server holds the database's lock).
 */
import { parseArgs } from 'node:util';
import { readPassword } from './read-password.ts';
import { applyConsultations, consultationsChanged, migrateToLatest, openDatabase, withReleaseLock } from '@dawa/db';
import { doctorAccounts } from '../apps/api/src/modules/consultations/doctor-accounts.ts';
import { loadConfig } from '../apps/web/server/config.ts';

const USAGE =
  'Usage: npm run doctor:password -- --email doctor@example.com\n' +
  'The password comes from DOCTOR_PASSWORD or the first line of standard input (at least 12 characters).';

const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
if (!values.email) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const password = await readPassword('DOCTOR_PASSWORD');
const config = loadConfig();
const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolSize: 1 } : { dataDir: config.dataDir });
try {
  await withReleaseLock(handle, async () => {
    await migrateToLatest(handle.db);
    if (await consultationsChanged(handle.db, config.consultationFiles)) await applyConsultations(handle.db, config.consultationFiles);
  });
  const set = await doctorAccounts(handle.db, () => new Date()).setPassword(values.email, password);
  if (!set.ok) {
    process.stderr.write(`${set.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`Doctor ${values.email.trim().toLowerCase()} can sign in at /doctor/login (id ${set.id}).\n`);
  }
} finally {
  await handle.close();
}
