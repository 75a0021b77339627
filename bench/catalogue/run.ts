/**
 * Catalogue query benchmark: times (wall and CPU), in process (no HTTP), the queries behind the browse A–Z page, a
 * medicine's alternatives for the biggest like-for-like groups, and the whole product detail answer, on the
 * database it is pointed at. Timing is reported, never asserted.
 *
 *   npm run bench:catalogue -- [--data-dir DIR | --url postgres://…] [--reps N]
 *
 * Default: the embedded database in `.data/bench-catalogue`, a copy of a full-catalogue data directory
 * (copy one there while no server uses it, or start the server once with DATA_DIR=.data/bench-catalogue
 * to import the full catalogue). The copy is brought to the current schema first, as a release would.
 * Never point it at a data directory a running server uses.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '@dawa/db';
import { refreshCatalogueStatistics } from '../../packages/db/src/seed/browse-order.ts';
import { catalogueService } from '../../apps/api/src/modules/catalogue/service.ts';
import { moleculeService } from '../../apps/api/src/modules/molecules/service.ts';
import { summarize, timingTable } from '../search/stats.ts';

const DEFAULT_DATA_DIR = '.data/bench-catalogue';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    url: { type: 'string', default: process.env.DATABASE_URL },
    reps: { type: 'string', default: '30' },
  },
});
const reps = Number(args.reps);
const dataDir = args['data-dir'] ?? DEFAULT_DATA_DIR;
if (!args.url && !existsSync(dataDir)) {
  console.error(
    `No catalogue database at ${dataDir}.\n` +
      `Copy the data directory of a full-catalogue embedded database there (while no server uses it), or start the\n` +
      `server once with DATA_DIR=${dataDir} (it imports the full catalogue, a few minutes), or pass --url for PostgreSQL.`,
  );
  process.exit(2);
}

const handle = await openDatabase(args.url ? { url: args.url, poolSize: 2 } : { dataDir });
const db = handle.db;
const migrated = await migrateToLatest(db);
if (migrated.length) {
  // As the release step does after a migration of the catalogue's tables: statistics and the visibility map.
  await refreshCatalogueStatistics(db);
  console.log(`Migrated: ${migrated.join(', ')}; catalogue vacuumed and analysed`);
}
const service = catalogueService(db);
const molecules = moleculeService(db, service);

const products = Number((await sql<{ n: string }>`select count(*) as n from products`.execute(db)).rows[0]?.n);
console.log(`${handle.kind} database, ${products.toLocaleString('en-IN')} products; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);

/** One product of each of the biggest like-for-like groups (composition, dosage form, unit). */
const biggest = (
  await sql<{ id: number; size: string }>`
    select min(id) as id, count(*) as size from products where composition_group_id is not null
    group by composition_group_id, packform, measurement_unit order by count(*) desc limit 3`.execute(db)
).rows;

/** Wall time and this process's CPU time per run: the embedded database runs inside this process, so its CPU
 * time is the work itself, much less disturbed than wall time when other processes share the machine. */
const cpuRows: [string, number[]][] = [];
async function time(label: string, run: () => Promise<unknown>): Promise<[string, number[]]> {
  for (let i = 0; i < 3; i++) await run(); // warm-up
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < reps; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await run();
    const used = process.cpuUsage(cpuStarted);
    samples.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  cpuRows.push([label, cpu]);
  return [label, samples];
}

const must = async <T>(result: Promise<{ ok: boolean } & T>) => {
  const r = await result;
  if (!r.ok) throw new Error(`unexpected failure: ${JSON.stringify(r)}`);
  return r;
};

const rows: [string, number[]][] = [];
for (const [letter, page] of [
  [undefined, 1],
  [undefined, 2_000],
  ['a', 1],
  ['a', 300],
  ['m', 100],
  ['z', 1],
  ['x', 5],
  ['7', 1],
] as const) {
  rows.push(await time(`browse ${letter ?? 'A–Z'} page ${page}`, () => must(service.browse({ letter, page }))));
}
rows.push(await time('browse category tablets page 50', () => must(service.browse({ category: 'tablets', page: 50 }))));
for (const { id, size } of biggest) {
  rows.push(await time(`alternatives of #${id} (group of ${size}) page 1`, () => must(service.alternatives(id, 1))));
  rows.push(await time(`product detail #${id}`, () => must(service.productDetail(id))));
}
const sampleIds = (await sql<{ id: number }>`select id from products order by id limit 5 offset 1000`.execute(db)).rows.map((r) => r.id);
for (const id of sampleIds.slice(0, 2)) rows.push(await time(`product detail #${id}`, () => must(service.productDetail(id))));

// The medicine most often benchmarked over HTTP (Dolo 650 Tablet on the full catalogue) and its alternatives' page 5.
const dolo = (await sql<{ id: number }>`select id from products where name = 'Dolo 650 Tablet' order by id limit 1`.execute(db)).rows[0]?.id;
if (dolo !== undefined) {
  rows.push(await time(`product detail #${dolo} (Dolo 650 Tablet)`, () => must(service.productDetail(dolo))));
  rows.push(await time(`alternatives of #${dolo} page 5`, () => must(service.alternatives(dolo, 5))));
}
// The molecules and the brand with the most medicines: the pages that sorted them all on every request.
const bigMolecules = (await sql<{ id: number; product_count: number }>`select id, product_count from molecules order by product_count desc limit 2`.execute(db)).rows;
for (const m of bigMolecules) {
  rows.push(await time(`molecule #${m.id} (${m.product_count} medicines) page 1`, () => must(molecules.detail(m.id, 1))));
  rows.push(await time(`molecule #${m.id} page 40`, () => must(molecules.detail(m.id, 40))));
}
const bigBrand = (await sql<{ slug: string; product_count: number }>`select slug, product_count from brands order by product_count desc limit 1`.execute(db)).rows[0];
if (bigBrand) rows.push(await time(`brand ${bigBrand.slug} (${bigBrand.product_count} medicines)`, () => must(service.brand(bigBrand.slug))));

console.log(`\n${reps} timed runs each after 3 warm-ups:`);
console.log(timingTable(rows.map(([label, samples]) => ({ label, queries: 1, summary: summarize(samples) }))));
console.log(`\nCPU time of this process per run (ms), the same runs:`);
console.log(timingTable(cpuRows.map(([label, samples]) => ({ label, queries: 1, summary: summarize(samples) }))));
await handle.close();
