/**
 * Typeahead latency over HTTP: every query of the set, one request at a time on one kept-alive connection,
 * against the compiled store (`npm run build` first), timed from the request to the last byte of the answer.
 *
 *   BENCH_DATA_DIR=<copy of the full catalogue> npm run bench:search:http -- [--reps N] [--warmup N] [--cache-mb N]
 *   npx tsx bench/search/http.ts --url http://127.0.0.1:3000 [--reps N]        # a store already running
 *
 * Without --url it starts `apps/web/build/node/server.js` on BENCH_PORT (default 3955) with NODE_ENV=production,
 * BENCH_DATA_DIR (default .data/pglite; never the only copy you have: the server migrates it) or
 * BENCH_DATABASE_URL, and the page cache off (--cache-mb 0, the default), so every request runs the search.
 * Prints the load average, the latency per category and overall (median, p95, p99, max) and the count of
 * answers that were not 200. Timing is reported, never asserted.
 */

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type BenchQuery, type Category, QUERIES } from './queries.ts';
import { shuffled, summarize, timingTable } from './stats.ts';

const root = resolve(import.meta.dirname, '../..');

async function startStore(port: number, cacheMb: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PAGE_CACHE_MB: cacheMb };
  if (process.env['BENCH_DATABASE_URL']) env['DATABASE_URL'] = process.env['BENCH_DATABASE_URL'];
  else env['DATA_DIR'] = resolve(root, process.env['BENCH_DATA_DIR'] ?? '.data/pglite');
  const server = spawn(process.execPath, [join(root, 'apps/web/build/node/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('the store did not become ready in 15 minutes');
    if (server.exitCode !== null) throw new Error(`the store exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      reps: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '1' },
      'cache-mb': { type: 'string', default: '0' },
    },
  });
  const reps = Math.max(1, Number(values.reps));
  const warmup = Math.max(0, Number(values.warmup));
  const port = Number(process.env['BENCH_PORT'] ?? 3955);
  const server = values.url === undefined ? await startStore(port, values['cache-mb']) : null;
  const base = values.url ?? `http://127.0.0.1:${port}`;
  try {
    const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`# Typeahead over HTTP (${new Date().toISOString()})`);
    console.log(
      `node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, load ${loadBefore}; ` +
        `${base}${server ? `, page cache ${values['cache-mb']} MB` : ''}; ${reps} timed rounds of ${QUERIES.length} queries after ${warmup}`,
    );
    let failed = 0;
    const request = async (q: string): Promise<number> => {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/search/searchTypeAhead?q=${encodeURIComponent(q)}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      await response.arrayBuffer();
      const dt = performance.now() - t0;
      if (response.status !== 200) failed++;
      return dt;
    };
    for (let w = 0; w < warmup; w++) for (const bq of QUERIES) await request(bq.q);
    failed = 0;
    const byCategory = new Map<Category, number[]>();
    const all: number[] = [];
    for (let rep = 0; rep < reps; rep++) {
      for (const bq of shuffled<BenchQuery>(QUERIES, 3000 + rep)) {
        const dt = await request(bq.q);
        all.push(dt);
        (byCategory.get(bq.category) ?? byCategory.set(bq.category, []).get(bq.category))?.push(dt);
      }
    }
    const categories = [...new Set(QUERIES.map((q) => q.category))];
    const count = (c: Category): number => QUERIES.filter((q) => q.category === c).length;
    console.log(
      '\n' +
        timingTable([
          ...categories.map((c) => ({ label: c, queries: count(c), summary: summarize(byCategory.get(c) ?? []) })),
          { label: '**all**', queries: QUERIES.length, summary: summarize(all) },
        ]),
    );
    const loadAfter = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`\nAnswers other than 200: ${failed}. Load average at the end: ${loadAfter}.`);
    if (failed > 0) process.exitCode = 1;
  } finally {
    if (server) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
