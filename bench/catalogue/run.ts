/**
 * Catalogue query benchmark: times, in process (no HTTP), the queries behind the browse A–Z page, a
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
import { catalogueService } from '../../apps/api/src/modules/catalogue/service.ts';
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
if (migrated.length) console.log(`Migrated: ${migrated.join(', ')}`);
const service = catalogueService(db);

const products = Number((await sql<{ n: string }>`select count(*) as n from products`.execute(db)).rows[0]?.n);
console.log(`${handle.kind} database, ${products.toLocaleString('en-IN')} products; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);

/** One product of each of the biggest like-for-like groups (composition, dosage form, unit). */
const biggest = (
  await sql<{ id: number; size: string }>`
    select min(id) as id, count(*) as size from products where composition_group_id is not null
    group by composition_group_id, packform, measurement_unit order by count(*) desc limit 3`.execute(db)
).rows;

async function time(label: string, run: () => Promise<unknown>): Promise<[string, number[]]> {
  for (let i = 0; i < 3; i++) await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < reps; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
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

console.log(`\n${reps} timed runs each after 3 warm-ups:`);
console.log(timingTable(rows.map(([label, samples]) => ({ label, queries: 1, summary: summarize(samples) }))));
await handle.close();
