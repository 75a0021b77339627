// Medians of the runs bench/lighthouse/ab.sh wrote:
//   node bench/lighthouse/ab-summary.mjs <dir> [<before reports dir> <after reports dir>]
// With the two folders, each page's median run (by performance score) is copied there as <page>.json.gz, with a
// summary.json of the medians, as bench/lighthouse/run.mjs writes them.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, beforeOut, afterOut] = process.argv.slice(2);
const rows = {};
for (const run of readdirSync(dir)) {
  const [side] = run.split('-');
  const file = join(dir, run, 'summary.json');
  if (!existsSync(file)) continue;
  for (const p of JSON.parse(readFileSync(file, 'utf8')).pages) ((rows[p.page] ??= {})[side] ??= []).push({ ...p, run });
}
const out = { before: beforeOut, after: afterOut };
const summaries = { before: [], after: [] };
console.log('page         side    perf (runs)          FCP ms  LCP ms  TBT ms  TBT runs        load at start');
for (const [page, sides] of Object.entries(rows)) {
  for (const side of ['before', 'after']) {
    const runs = sides[side] ?? [];
    if (!runs.length) continue;
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor(sorted.length / 2)];
    const { run, ...row } = median;
    summaries[side].push({ ...row, performanceRuns: runs.map((r) => r.performance) });
    if (out[side]) {
      mkdirSync(out[side], { recursive: true });
      copyFileSync(join(dir, run, `${page}.json.gz`), join(out[side], `${page}.json.gz`));
    }
    console.log(
      `${page.padEnd(12)} ${side.padEnd(7)} ${String(median.performance).padStart(4)} (${runs.map((r) => r.performance).join(' ')})`.padEnd(41) +
        `${String(median.fcpMs).padStart(6)} ${String(median.lcpMs).padStart(7)} ${String(median.tbtMs).padStart(7)}  ${runs.map((r) => r.tbtMs).join(' ').padEnd(15)} ${runs.map((r) => r.loadAverage).join('/')}`,
    );
  }
}
for (const side of ['before', 'after']) {
  if (!out[side]) continue;
  const summary = { lighthouse: '13.5 mobile', runs: 'median of the runs in turn with the other build (ab.sh)', pages: summaries[side] };
  writeFileSync(join(out[side], 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
}
