// Medians of the runs bench/lighthouse/ab.sh wrote: node bench/lighthouse/ab-summary.mjs <dir>
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = {};
for (const run of readdirSync(dir)) {
  const [side] = run.split('-');
  const file = join(dir, run, 'summary.json');
  if (!existsSync(file)) continue;
  for (const p of JSON.parse(readFileSync(file, 'utf8')).pages) ((rows[p.page] ??= {})[side] ??= []).push(p);
}
console.log('page         side    perf (runs)          FCP ms  LCP ms  TBT ms  load');
for (const [page, sides] of Object.entries(rows)) {
  for (const side of ['before', 'after']) {
    const runs = sides[side] ?? [];
    if (!runs.length) continue;
    const pick = (key) => median(runs.map((r) => r[key]));
    console.log(
      `${page.padEnd(12)} ${side.padEnd(7)} ${String(pick('performance')).padStart(4)} (${runs.map((r) => r.performance).join(' ')})`.padEnd(41) +
        `${String(pick('fcpMs')).padStart(6)} ${String(pick('lcpMs')).padStart(7)} ${String(pick('tbtMs')).padStart(7)}  ${runs.map((r) => r.loadAverage).join('/')}`,
    );
  }
}
