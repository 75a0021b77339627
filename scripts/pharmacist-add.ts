/**
 * `npm run pharmacist:add -- --name "…" --email … --registration …`: creates a pharmacist account for the
 * console. The password is read from PHARMACIST_PASSWORD, or else from the first line of standard input; it is
 * never an argument (it would stay in the shell history and the process list) and there is no default.
 * Compiled beside the server as apps/web/build/node/pharmacist-add.js for a release without TypeScript.
 * Migrates the database first (under the release lock), so it works on a fresh database too. On the embedded
 * database, run it while the server is stopped (the server holds the database's lock).
 */
import { parseArgs } from 'node:util';
import { readPassword } from './read-password.ts';
import { migrateToLatest, openDatabase, withReleaseLock } from '@dawa/db';
import { pharmacistAccounts } from '../apps/api/src/modules/pharmacy/accounts.ts';
import { loadConfig } from '../apps/web/server/config.ts';

const USAGE =
  'Usage: npm run pharmacist:add -- --name "Full name" --email name@example.com --registration "State Pharmacy Council no."\n' +
  'The password comes from PHARMACIST_PASSWORD or the first line of standard input (at least 12 characters).';

const { values } = parseArgs({
  options: { name: { type: 'string' }, email: { type: 'string' }, registration: { type: 'string' } },
  strict: true,
});
if (!values.name || !values.email || !values.registration) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const password = await readPassword('PHARMACIST_PASSWORD');
const config = loadConfig();
const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolSize: 1 } : { dataDir: config.dataDir });
try {
  await withReleaseLock(handle, () => migrateToLatest(handle.db));
  const created = await pharmacistAccounts(handle.db).create({
    name: values.name,
    email: values.email,
    registrationNumber: values.registration,
    password,
  });
  if (!created.ok) {
    process.stderr.write(`${created.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(
      `Pharmacist ${values.email.trim().toLowerCase()} created (id ${created.id}). They sign in at /pharmacist/login.\n`,
    );
  }
} finally {
  await handle.close();
}
