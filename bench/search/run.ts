/**
 * Search benchmark: builds the index over the full catalogue, checks relevance expectations, then
 * times every query of the committed set at the search function (no HTTP).
 *
 *   npx tsx bench/search/run.ts [--source csv|db] [--csv PATH] [--data-dir DIR] [--reps N] [--warmup N]
 *
 * Prints build time, index memory, latency (median / p95 / p99 / max) per category and overall,
 * results-page latency (page 2 + count), and the relevance pass rate with every failure. Exits 1
 * when the relevance rate is below RELEVANCE_THRESHOLD or any absent brand shows a product.
 * Timing is reported, never asserted. Without arguments it reads the catalogue CSV of data/.
 */

import os from 'node:os';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSynonyms, SearchIndex } from '@dawa/search';
import { type CorpusSource, loadCorpus } from './corpus-source.ts';
import { check, CorpusLookup, describe, shown } from './expectations.ts';
import { type BenchQuery, type Category, QUERIES } from './queries.ts';
import { shuffled, summarize, timingTable } from './stats.ts';

/** Minimum share of relevance expectations that must hold. */
export const RELEVANCE_THRESHOLD = 0.97;
const SYNONYMS_CSV = fileURLToPath(new URL('../../data/search/synonyms.csv', import.meta.url));

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function memory(): NodeJS.MemoryUsage {
  gc();
  gc();
  return process.memoryUsage();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      source: { type: 'string', default: 'csv' },
      csv: { type: 'string' },
      'data-dir': { type: 'string' },
      reps: { type: 'string', default: '30' },
      warmup: { type: 'string', default: '3' },
    },
  });
  const source = values.source === 'db' ? 'db' : ('csv' satisfies CorpusSource);
  const reps = Math.max(1, Number(values.reps));
  const warmup = Math.max(0, Number(values.warmup));

  console.log(`# Search benchmark (${new Date().toISOString()})`);
  console.log(
    `node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  let t = performance.now();
  const corpus = await loadCorpus({ source, csvPath: values.csv, dataDir: values['data-dir'] });
  console.log(
    `corpus (${source}): ${corpus.products.length} products, ${corpus.molecules.length} molecules, ` +
      `${corpus.brands.length} brands, ${corpus.categories.length} categories; loaded in ${(performance.now() - t).toFixed(0)} ms`,
  );

  const before = memory();
  t = performance.now();
  const index = SearchIndex.build(corpus, { synonyms: parseSynonyms(readFileSync(SYNONYMS_CSV, 'utf8')) });
  const buildMs = performance.now() - t;
  const after = memory();
  const heap = after.heapUsed - before.heapUsed;
  const buffers = after.arrayBuffers - before.arrayBuffers;
  console.log(`build: ${buildMs.toFixed(0)} ms; ${index.vocabularySize} terms`);
  console.log(
    `index memory: ${mb(heap + buffers)} (JS heap ${mb(heap)} + typed arrays ${mb(buffers)}); rss +${mb(after.rss - before.rss)}`,
  );

  const lookup = new CorpusLookup(corpus);
  const failures: string[] = [];
  let checks = 0;
  const failedByCategory = new Map<Category, number>();
  const checksByCategory = new Map<Category, number>();
  for (const bq of QUERIES) {
    const r = index.search(bq.q);
    for (const e of bq.expect) {
      checks++;
      checksByCategory.set(bq.category, (checksByCategory.get(bq.category) ?? 0) + 1);
      if (check(e, bq.q, r, lookup)) continue;
      failedByCategory.set(bq.category, (failedByCategory.get(bq.category) ?? 0) + 1);
      failures.push(`[${bq.category}] "${bq.q}": expected ${describe(e)}; got ${shown(e, r, lookup)}`);
    }
  }

  for (let w = 0; w < warmup; w++) for (const bq of QUERIES) index.search(bq.q);
  const byCategory = new Map<Category, number[]>();
  const byQuery = new Map<BenchQuery, number[]>();
  const all: number[] = [];
  for (let rep = 0; rep < reps; rep++) {
    for (const bq of shuffled(QUERIES, 1000 + rep)) {
      const t0 = performance.now();
      index.search(bq.q);
      const dt = performance.now() - t0;
      all.push(dt);
      (byCategory.get(bq.category) ?? byCategory.set(bq.category, []).get(bq.category))?.push(dt);
      (byQuery.get(bq) ?? byQuery.set(bq, []).get(bq))?.push(dt);
    }
  }
  const pageSamples: number[] = [];
  const countSamples: number[] = [];
  for (let rep = 0; rep < Math.max(1, Math.floor(reps / 3)); rep++) {
    for (const bq of shuffled(QUERIES, 2000 + rep)) {
      let t0 = performance.now();
      index.search(bq.q, { limit: 20, offset: 20 });
      pageSamples.push(performance.now() - t0);
      t0 = performance.now();
      index.count(bq.q);
      countSamples.push(performance.now() - t0);
    }
  }

  const categories = [...new Set(QUERIES.map((q) => q.category))];
  const count = (c: Category): number => QUERIES.filter((q) => q.category === c).length;
  console.log(`\n## Typeahead latency: search(q), limit 10 (${reps} timed runs of each query after ${warmup} warm-up rounds)\n`);
  console.log(
    timingTable([
      ...categories.map((c) => ({ label: c, queries: count(c), summary: summarize(byCategory.get(c) ?? []) })),
      { label: '**all**', queries: QUERIES.length, summary: summarize(all) },
    ]),
  );
  console.log('\n## Results page\n');
  console.log(
    timingTable([
      { label: 'search(q, { limit: 20, offset: 20 })', queries: QUERIES.length, summary: summarize(pageSamples) },
      { label: 'count(q)', queries: QUERIES.length, summary: summarize(countSamples) },
    ]),
  );
  const slowest = [...byQuery.entries()]
    .map(([bq, s]) => ({ bq, s: summarize(s) }))
    .sort((a, b) => b.s.median - a.s.median)
    .slice(0, 8);
  console.log(
    '\nSlowest queries by median: ' +
      slowest.map(({ bq, s }) => `"${bq.q}" ${s.median.toFixed(2)} ms (p95 ${s.p95.toFixed(2)})`).join('; '),
  );

  const passed = checks - failures.length;
  const rate = checks === 0 ? 1 : passed / checks;
  console.log(
    `\n## Relevance: ${passed}/${checks} expectations hold (${(rate * 100).toFixed(1)}%; threshold ${RELEVANCE_THRESHOLD * 100}%)\n`,
  );
  for (const c of categories) {
    const n = checksByCategory.get(c) ?? 0;
    console.log(`- ${c}: ${n - (failedByCategory.get(c) ?? 0)}/${n}`);
  }
  if (failures.length > 0) console.log(`\nFailures:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  const wrongDrugs = failures.filter((f) => f.startsWith('[absent]')).length;
  console.log(`\nAbsent brands answered with another drug: ${wrongDrugs}`);
  if (wrongDrugs > 0) process.exitCode = 1;
  if (rate < RELEVANCE_THRESHOLD) {
    console.error(`\nRelevance ${(rate * 100).toFixed(1)}% is below the threshold of ${RELEVANCE_THRESHOLD * 100}%.`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
