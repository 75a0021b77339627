/**
 * What the stored cards (migration 0021, decision 046) cost to build: the time of writing every product's card
 * once, as the catalogue import does at its end and the migration does on an imported catalogue, and the
 * table's size on disk. The rebuild runs in a transaction that is rolled back, so the database is left as it
 * was (run `VACUUM product_cards` afterwards on PostgreSQL: a rolled-back rebuild leaves dead rows); the database
 * must already be migrated to 0021.
 *
 *   npx tsx bench/catalogue/product-cards.ts --data-dir <copy of an embedded database> [--reps 2]
 *   npx tsx bench/catalogue/product-cards.ts --url postgres://…
 *
 * Never point it at a data directory a running server uses.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '@dawa/db';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    url: { type: 'string', default: process.env.DATABASE_URL },
    reps: { type: 'string', default: '2' },
  },
});
if (!args['data-dir'] && !args.url) {
  console.error('usage: npx tsx bench/catalogue/product-cards.ts --data-dir <copy> | --url postgres://…');
  process.exit(2);
}
class RolledBack extends Error {}

const handle = await openDatabase(args['data-dir'] ? { dataDir: args['data-dir'] } : { url: args.url });
const db = handle.db;
try {
  const size = await sql<{ cards: string; total: string; bytes: string }>`
    select count(*) as cards, pg_size_pretty(pg_total_relation_size('product_cards')) as total,
      pg_total_relation_size('product_cards') as bytes from product_cards`.execute(db);
  const row = size.rows[0]!;
  console.log(`# ${new Date().toISOString()} · ${handle.kind} · load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`product_cards: ${Number(row.cards).toLocaleString('en-IN')} cards, ${row.total} with its indexes`);
  for (let rep = 1; rep <= Number(args.reps); rep++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await db
      .transaction()
      .execute(async (tx) => {
        await sql`SELECT refresh_product_cards(NULL)`.execute(tx);
        throw new RolledBack();
      })
      .catch((e: unknown) => {
        if (!(e instanceof RolledBack)) throw e;
      });
    const used = process.cpuUsage(cpu);
    console.log(
      `rebuild ${rep}: ${((performance.now() - started) / 1000).toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU in this process (the embedded engine runs in it)`,
    );
  }
} finally {
  await handle.close();
}
