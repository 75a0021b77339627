/**
 * The medicine and browse pages of a running store, uncached: server CPU per request (sequential requests)
 * and wrk throughput, for one medicine and rotating over a list of medicines (see README.md, "Medicine and
 * browse pages"). Start the compiled server with PAGE_CACHE_MB=0 first.
 *
 *   node bench/http/medicine-pages.mjs <server pid> <origin> [paths file]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { ACCEPT_ENCODING } from '../lib/accept-encoding.mjs';

const [pid, origin, pathsArg] = process.argv.slice(2);
if (!pid || !origin) {
  console.error('usage: node bench/http/medicine-pages.mjs <server pid> <origin> [paths file]');
  process.exit(2);
}
const here = import.meta.dirname;
const duration = process.env.BENCH_DURATION ?? '10s';
const paths = resolve(pathsArg ?? '.data/medicine-paths.txt');
if (!existsSync(paths))
  writeFileSync(paths, execFileSync('node', [resolve(here, 'medicine-paths.mjs'), origin, '1000', '{url}'], { encoding: 'utf8' }));

const typeahead = await (await fetch(`${origin}/api/search/searchTypeAhead?q=dolo%20650`)).json();
const dolo = typeahead.data.products.find((p) => p.name === 'Dolo 650 Tablet')?.url;
if (!dolo) throw new Error('Dolo 650 Tablet is not in this catalogue');
const browse = '/online-medicine-order/browse?letter=a';

const cpu = (target, n, warm) =>
  execFileSync('node', [resolve(here, 'cpu-per-request.mjs'), pid, target, String(n), String(warm)], { encoding: 'utf8' }).trim();
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
console.log('| target | requests | server CPU ms / request | wall ms / request | load average |\n|---|--:|--:|--:|---|');
console.log(cpu(`${origin}${dolo}`, 200, 20));
console.log(cpu(`${origin}@${paths}`, 300, 20).replace(paths, 'medicine pages, rotating'));
console.log(cpu(`${origin}${browse}`, 200, 20));

const wrk = (url, script) => {
  const args = ['-t2', '-c10', `-d${duration}`, '--latency', '-H', `Accept-Encoding: ${ACCEPT_ENCODING}`];
  const out = execFileSync('wrk', script ? [...args, '-s', script, url, '--', paths] : [...args, url], { encoding: 'utf8' });
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  const p50 = /50%\s+(\S+)/.exec(out)?.[1];
  const p99 = /99%\s+(\S+)/.exec(out)?.[1];
  const bad = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0';
  return `${rps} | ${p50} | ${p99} | ${bad}`;
};
console.log('\n| wrk target | req/s | p50 | p99 | non-2xx |\n|---|--:|--:|--:|--:|');
console.log(`| medicine page (Dolo 650) | ${wrk(`${origin}${dolo}`)} |`);
console.log(`| medicine pages, rotating over ${paths.split('/').pop()} | ${wrk(origin, resolve(here, 'rotate.lua'))} |`);
console.log(`| browse A–Z page | ${wrk(`${origin}${browse}`)} |`);
console.log(
  `\nload average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
