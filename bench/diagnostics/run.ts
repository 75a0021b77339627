/**
 * Lab tests benchmark: times (wall and CPU), in process (no HTTP), the calls the lab pages make — home, the A–Z
 * list, an item page, search, and the slots of an area — on the database it is pointed at, for pincodes of the
 * three tiers. Timing is reported, never asserted.
 *
 *   npm run bench:diagnostics -- [--data-dir DIR | --url postgres://…] [--reps N]
 *
 * The database is brought to the current schema first; the lab test files must have been applied (a release does
 * that). Never point it at a data directory a running server uses.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '@dawa/db';
import { labCatalogueService } from '../../apps/api/src/modules/diagnostics/catalogue-service.ts';
import { slotDays } from '../../apps/api/src/modules/diagnostics/slots.ts';
import { summarize, timingTable } from '../search/stats.ts';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    url: { type: 'string', default: process.env.DATABASE_URL },
    reps: { type: 'string', default: '50' },
  },
});
const reps = Number(args.reps);
const dataDir = args['data-dir'] ?? '.data/bench-catalogue';
if (!args.url && !existsSync(dataDir)) {
  console.error(`No database at ${dataDir}: see bench/catalogue/run.ts, or pass --url for PostgreSQL.`);
  process.exit(2);
}
const handle = await openDatabase(args.url ? { url: args.url, poolSize: 2 } : { dataDir });
await migrateToLatest(handle.db);
const catalogue = labCatalogueService(handle.db, 400001);
const loaded = performance.now();
const { tests, packages } = await catalogue.catalogue();
console.log(
  `${handle.kind} database, ${tests.size} lab tests and ${packages.size} packages (read in ${(performance.now() - loaded).toFixed(1)} ms); load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
if (tests.size === 0) {
  console.error('The lab test files are not applied: run the release step first.');
  process.exit(2);
}

/** Mumbai (tier I), Jaipur (tier II), a tier III district. */
const PINCODES = [400001, 302001, 174001];
const QUERIES = ['thyroid', 'cbc', 'lipid profile', 'vitamin d', 'sugar', 'hba1c', 'full body', 'kidney', 'liver function', 'dengue'];
const slugs = [...tests.values()]
  .slice(0, 40)
  .map((t) => t.slug)
  .concat([...packages.keys()]);

const wall: Record<string, number[]> = {};
const cpu: Record<string, number[]> = {};
async function timed(label: string, run: () => Promise<unknown>) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const result = (await run()) as { ok?: boolean };
  const used = process.cpuUsage(cpuStarted);
  if (result && result.ok === false) throw new Error(`${label}: ${JSON.stringify(result)}`);
  (wall[label] ??= []).push(performance.now() - started);
  (cpu[label] ??= []).push((used.user + used.system) / 1000);
}

for (let rep = -2; rep < reps; rep++) {
  const pincode = PINCODES[Math.abs(rep) % PINCODES.length]!;
  const run = async (label: string, call: () => Promise<unknown>) => (rep < 0 ? call() : timed(label, call));
  await run('home', () => catalogue.home(pincode));
  await run('all tests, a page', () => catalogue.tests({ page: 1 + (Math.abs(rep) % 12), pincode }));
  await run('all tests, a letter', () => catalogue.tests({ page: 1, letter: 'T', pincode }));
  for (const q of QUERIES) await run('search', () => catalogue.search(q, pincode));
  for (const slug of slugs) await run('item page', () => catalogue.item(slug, pincode));
  await run('slots of an area (7 days)', async () => slotDays(handle.db, await catalogue.place(pincode), 0, new Date()));
}
const table = (source: Record<string, number[]>) =>
  timingTable(Object.entries(source).map(([label, samples]) => ({ label, queries: samples.length / reps, summary: summarize(samples) })));
console.log(`\n${reps} rounds after 2 warm-ups, pincodes of tiers I, II and III in turn. Wall time:`);
console.log(table(wall));
console.log('\nCPU time of this process per call (ms), the same calls:');
console.log(table(cpu));
await handle.close();
