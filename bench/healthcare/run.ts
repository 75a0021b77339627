/**
 * Healthcare listing benchmark: times (wall and CPU), in process (no HTTP), the calls a category page makes —
 * a page of products and its filters — over every category and sub-category, with filters and sorts, on the
 * database it is pointed at. Timing is reported, never asserted.
 *
 *   npm run bench:healthcare -- [--data-dir DIR | --url postgres://…] [--reps N]
 *
 * Default: the embedded database in `.data/bench-catalogue` (see bench/catalogue/run.ts for how to fill it).
 * The copy is brought to the current schema first, as a release would. Never point it at a data directory a
 * running server uses.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '@dawa/db';
import { otcProductsQuery } from '@dawa/contracts';
import { healthcareService } from '../../apps/api/src/modules/healthcare/service.ts';
import { summarize, timingTable } from '../search/stats.ts';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    url: { type: 'string', default: process.env.DATABASE_URL },
    reps: { type: 'string', default: '20' },
  },
});
const reps = Number(args.reps);
const dataDir = args['data-dir'] ?? '.data/bench-catalogue';
if (!args.url && !existsSync(dataDir)) {
  console.error(`No catalogue database at ${dataDir}: see bench/catalogue/run.ts, or pass --url for PostgreSQL.`);
  process.exit(2);
}
const handle = await openDatabase(args.url ? { url: args.url, poolSize: 2 } : { dataDir });
const migrated = await migrateToLatest(handle.db);
if (migrated.length) console.log(`Migrated: ${migrated.join(', ')} (a release would also import the healthcare store)`);
const service = healthcareService(handle.db);
const products = Number((await sql<{ n: string }>`select count(*) as n from otc_products`.execute(handle.db)).rows[0]?.n);
console.log(
  `${handle.kind} database, ${products.toLocaleString('en-IN')} healthcare products; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

const { categories } = await service.listings();
const scopes: { category: string; subCategory?: string }[] = categories.flatMap((top) => [
  { category: top.slug },
  ...top.children.map((c) => ({ category: top.slug, subCategory: c.slug })),
]);
const biggest = [...categories].sort((a, b) => b.productCount - a.productCount)[0]!;
const brands = await service.filters({ category: biggest.slug });
const topBrands = brands.ok
  ? brands.data.filters
      .find((f) => f.key === 'brand')!
      .options.slice(0, 3)
      .map((o) => o.value)
  : [];
const variations: Record<string, string>[] = [
  {},
  { sort: 'price' },
  { sort: 'discount' },
  { page: '3' },
  { brand: topBrands.join(','), price: '100-250' },
  { discount: '20', rating: '4', sort: 'rating' },
];

const wall: Record<string, number[]> = {};
const cpu: Record<string, number[]> = {};
const record = (label: string, ms: number, cpuMs: number) => {
  (wall[label] ??= []).push(ms);
  (cpu[label] ??= []).push(cpuMs);
};
async function timed(label: string, run: () => Promise<{ ok: boolean }>) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(cpuStarted);
  if (!result.ok) throw new Error(`${label}: ${JSON.stringify(result)}`);
  record(label, performance.now() - started, (used.user + used.system) / 1000);
  record('every call', performance.now() - started, (used.user + used.system) / 1000);
}

for (let rep = -2; rep < reps; rep++) {
  for (const scope of scopes) {
    for (const v of variations) {
      const query = otcProductsQuery.parse({ ...scope, ...v });
      const label = `products ${scope.subCategory ? 'sub-category' : 'category'} ${Object.keys(v).join('+') || 'default'}`;
      if (rep < 0) await service.products(query);
      else await timed(label, () => service.products(query));
    }
    if (rep < 0) await service.filters(scope);
    else await timed(`filters ${scope.subCategory ? 'sub-category' : 'category'}`, () => service.filters(scope));
  }
}
const table = (source: Record<string, number[]>) =>
  timingTable(Object.entries(source).map(([label, samples]) => ({ label, queries: samples.length / reps, summary: summarize(samples) })));
console.log(
  `\n${scopes.length} categories and sub-categories × ${variations.length} listings and their filters, ${reps} rounds after 2 warm-ups. Wall time:`,
);
console.log(table(wall));
console.log('\nCPU time of this process per call (ms), the same calls:');
console.log(table(cpu));
await handle.close();
