/** `npm run db:reset`: removes the embedded database so the next start migrates and imports afresh. */
import { existsSync, rmSync } from 'node:fs';
import { loadConfig } from '../apps/web/server/config.ts';
import { acquireDataDirLock } from '@dawa/db';

const { dataDir, databaseUrl } = loadConfig();
if (databaseUrl) {
  process.stderr.write('DATABASE_URL is set: reset a PostgreSQL database with your own tools (drop and create it).\n');
  process.exit(1);
}
if (existsSync(dataDir)) {
  const release = acquireDataDirLock(dataDir); // refuses while a server holds the database
  rmSync(dataDir, { recursive: true, force: true });
  release();
  process.stderr.write(`Removed ${dataDir}. The next \`npm start\` imports the catalogue again.\n`);
} else {
  process.stderr.write('No embedded database yet.\n');
}
