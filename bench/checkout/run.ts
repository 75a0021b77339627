/**
 * Checkout benchmark: orders per second and placeOrder latency with concurrent shoppers.
 *
 *   npm run bench:checkout -- [--db pglite|postgres] [--shoppers 200] [--concurrency 20]
 *                             [--orders 1000] [--warmup 50] [--upi-orders 500]
 *
 * --db postgres creates a fresh database on the server of BENCH_DATABASE_URL (e.g.
 * postgres://postgres@127.0.0.1:5432/postgres; its user must be allowed to create databases) and drops it
 * at the end; PGlite runs in a temporary directory. Either is migrated and given the fixture catalogue of
 * the tests, not the full one: placement reads products by primary key, so its cost does not grow with the
 * catalogue beyond the depth of those indexes.
 *
 * The server is built as production composes it (`createApp`, API only) and driven in-process with
 * `app.inject`: it measures the server without the network, with client and server on one event loop.
 * Setup, untimed: each shopper signs in through the OTP flow, saves an address and fills a cart of 3
 * in-stock non-Rx products. Timed: the placeOrder request alone, `concurrency` at a time, cash on
 * delivery (PLACED), then online by UPI (PAYMENT_PENDING). Every reply must be a 200 with the expected
 * status, and the database must hold every order at the end; otherwise the run exits 1.
 * Timing is reported, never asserted.
 */
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db, OrderStatus } from '@dawa/db';
import { createSearchService } from '@dawa/api';
import { localDiskStorage } from '../../apps/api/src/storage/file-storage.ts';
import { createApp } from '../../apps/web/server/app.ts';
import { summarize } from '../search/stats.ts';
import { openBenchDatabase, type Engine } from './database.ts';
import { inParallel, runScenario, type ScenarioResult } from './load.ts';
import { COD, newShopper, UPI, type Shopper } from './shopper.ts';

const SUPPORT_PHONE = '1800-266-0101';
const PRODUCTS_PER_CART = 3;
/**
 * Products the shoppers buy, 3 each in turn over the pool, so that concurrent orders spread their stock
 * takes over many rows (the fixture catalogue has 35 that fit: each is in about 2 of 20 carts in flight).
 */
const PRODUCT_POOL = 60;
/** Far more than the run takes, so no order fails for stock. */
const BENCH_STOCK = 1_000_000;

const num = (value: string | undefined, name: string, min: number): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}`);
  return n;
};

/** In-stock, for-sale, non-Rx products cheap enough that a cart of 3 stays under the ₹5,000 COD limit. */
async function benchProducts(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('products')
    .where('is_rx_required', '=', false)
    .where('not_for_sale', '=', false)
    .where('stock', '>', 0)
    .where('sale_price_paise', '<', 100_000)
    .select('id')
    .orderBy('id')
    .limit(PRODUCT_POOL)
    .execute();
  const ids = rows.map((r) => r.id);
  if (ids.length < PRODUCTS_PER_CART) throw new Error(`Only ${ids.length} products fit a cash-on-delivery cart`);
  await db.updateTable('products').set({ stock: BENCH_STOCK }).where('id', 'in', ids).execute();
  return ids;
}

async function countOrders(db: Db, status: OrderStatus) {
  const orders = await db
    .selectFrom('orders')
    .where('status', '=', status)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .where('orders.status', '=', status)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { orders: Number(orders.n), items: Number(items.n) };
}

interface Measured {
  scenario: string;
  status: OrderStatus;
  result: ScenarioResult;
  inDb: { orders: number; items: number };
  expected: number;
}

const f = (v: number, digits = 1) => v.toFixed(digits);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'pglite' },
      shoppers: { type: 'string', default: '200' },
      concurrency: { type: 'string', default: '20' },
      orders: { type: 'string', default: '1000' },
      warmup: { type: 'string', default: '50' },
      'upi-orders': { type: 'string', default: '500' },
    },
  });
  if (values.db !== 'pglite' && values.db !== 'postgres') throw new Error('--db must be pglite or postgres');
  const engine: Engine = values.db;
  const shopperCount = num(values.shoppers, 'shoppers', 1);
  const concurrency = num(values.concurrency, 'concurrency', 1);
  const orders = num(values.orders, 'orders', 1);
  const warmup = num(values.warmup, 'warmup', 0);
  const upiOrders = num(values['upi-orders'], 'upi-orders', 0);
  if (concurrency > shopperCount) throw new Error('--concurrency cannot exceed --shoppers (a shopper places one order at a time)');

  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const loadAtStart = load();
  console.log(`# Checkout benchmark (${new Date().toISOString()})`);
  console.log(`node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, load ${loadAtStart}`);

  const database = await openBenchDatabase(engine, process.env.BENCH_DATABASE_URL || undefined);
  const { db } = database.handle;
  const uploadDir = mkdtempSync(join(os.tmpdir(), 'dawa-bench-uploads-'));
  let api: FastifyInstance | undefined;
  try {
    console.log(
      `database: ${database.where}; migrated + fixture catalogue (${database.products} medicines) and pincodes in ${f(database.buildMs / 1000)} s`,
    );
    const search = await createSearchService(db, SUPPORT_PHONE);
    api = await createApp(
      { db, databaseKind: database.handle.kind, search, config: { supportPhone: SUPPORT_PHONE }, storage: localDiskStorage(uploadDir) },
      // Behind a trusted load balancer (each shopper's own X-Forwarded-For); request logs off.
      { logLevel: 'warn', web: false, trustProxy: true },
    );
    await api.ready();
    const server = api;

    const products = await benchProducts(db);
    let t = performance.now();
    const shoppers: Shopper[] = new Array(shopperCount);
    await inParallel([...Array(shopperCount).keys()], concurrency, async (i) => {
      const mine = Array.from({ length: PRODUCTS_PER_CART }, (_, k) => products[(i * PRODUCTS_PER_CART + k) % products.length] as number);
      shoppers[i] = await newShopper(server, i, mine);
    });
    console.log(
      `setup: ${shopperCount} shoppers signed in by OTP, each with an address (400001) and a cart of ${PRODUCTS_PER_CART} ` +
        `of ${products.length} non-Rx products (stock set to ${BENCH_STOCK.toLocaleString('en-IN')}), in ${f((performance.now() - t) / 1000)} s`,
    );
    console.log(
      `load: ${concurrency} concurrent shoppers; rounds of ≤ ${shopperCount} orders (one per shopper), carts refilled between rounds (untimed)\n`,
    );

    const measured: Measured[] = [];
    const scenarios = [
      { scenario: 'cash on delivery', paymentId: COD, status: 'PLACED' as const, orders },
      { scenario: 'UPI (online, payment pending)', paymentId: UPI, status: 'PAYMENT_PENDING' as const, orders: upiOrders },
    ].filter((s) => s.orders > 0);
    for (const s of scenarios) {
      t = performance.now();
      const result = await runScenario(server, shoppers, {
        paymentId: s.paymentId,
        expectedStatus: s.status,
        orders: s.orders,
        warmup,
        concurrency,
      });
      const inDb = await countOrders(db, s.status);
      measured.push({ scenario: s.scenario, status: s.status, result, inDb, expected: s.orders + warmup });
      console.log(`${s.scenario}: ${warmup} warm-up + ${s.orders} timed orders in ${f((performance.now() - t) / 1000)} s (with refills)`);
    }

    console.log(
      `\n## placeOrder with ${concurrency} concurrent shoppers, ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} (app.inject, no network)\n`,
    );
    console.log('| scenario | orders | orders/s | p50 ms | p95 ms | p99 ms | max ms | replies 200 | orders in DB | items in DB |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const json = [];
    let ok = true;
    for (const m of measured) {
      const s = summarize(m.result.latencies);
      const perSecond = (m.result.latencies.length / m.result.timedMs) * 1000;
      const replies = m.expected - m.result.failures.length;
      const landed =
        m.inDb.orders === m.expected && m.result.orderIds.size === m.expected && m.inDb.items === m.expected * PRODUCTS_PER_CART;
      ok &&= m.result.failures.length === 0 && landed;
      console.log(
        `| ${m.scenario} | ${s.samples} | ${f(perSecond)} | ${f(s.median)} | ${f(s.p95)} | ${f(s.p99)} | ${f(s.max)} | ` +
          `${replies}/${m.expected} | ${m.inDb.orders}/${m.expected} | ${m.inDb.items}/${m.expected * PRODUCTS_PER_CART} |`,
      );
      for (const failure of m.result.failures.slice(0, 5)) console.log(`  failed: ${failure}`);
      json.push({
        scenario: m.status,
        orders: s.samples,
        warmup,
        timedSeconds: Number((m.result.timedMs / 1000).toFixed(3)),
        ordersPerSecond: Number(perSecond.toFixed(1)),
        p50: Number(s.median.toFixed(2)),
        p95: Number(s.p95.toFixed(2)),
        p99: Number(s.p99.toFixed(2)),
        max: Number(s.max.toFixed(2)),
        failures: m.result.failures.length,
        ordersInDb: m.inDb.orders,
        expectedInDb: m.expected,
      });
    }
    const [stock] = (
      await sql<{ taken: string }>`SELECT sum(${BENCH_STOCK} - stock) AS taken FROM products WHERE id IN (${sql.join(products)})`.execute(
        db,
      )
    ).rows;
    const expectedTaken = measured.reduce((sum, m) => sum + m.expected * PRODUCTS_PER_CART, 0);
    console.log(`\nstock taken: ${stock?.taken}/${expectedTaken} units; load average at the end ${load()}`);
    console.log(
      JSON.stringify({
        bench: 'checkout',
        date: new Date().toISOString(),
        db: engine,
        transport: 'app.inject',
        catalogue: `test fixtures (${database.products} medicines)`,
        shoppers: shopperCount,
        concurrency,
        node: process.version,
        cores: os.cpus().length,
        loadAverage: { start: loadAtStart, end: load() },
        scenarios: json,
      }),
    );
    if (!ok || Number(stock?.taken) !== expectedTaken) {
      console.error('\nNot every order landed: the figures above do not count.');
      process.exitCode = 1;
    }
  } finally {
    await api?.close();
    await database.close();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}

await main();
