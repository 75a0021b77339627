/**
 * The healthcare listing pages of a running store, uncached: wall time of each request made one after another
 * (no other request in flight, so it is the server's time plus a local round trip) with its percentiles, and
 * the server's CPU per request over the same paths (bench/http/cpu-per-request.mjs). The paths are every
 * category and sub-category, plain, sorted by discount, on page 2 and filtered by a brand and a price band.
 * Start the compiled server with PAGE_CACHE_MB=0 first.
 *
 *   node bench/healthcare/pages.mjs <server pid> <origin> [rounds=5]
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { ACCEPT_ENCODING } from '../lib/accept-encoding.mjs';

const [pid, origin, rounds = '5'] = process.argv.slice(2);
if (!pid || !origin) {
  console.error('usage: node bench/healthcare/pages.mjs <server pid> <origin> [rounds]');
  process.exit(2);
}
const api = async (path) => (await (await fetch(`${origin}/api${path}`)).json()).data;
const { categories } = await api('/v3/ecommerce/categories/all-listings');
const scopes = categories.flatMap((top) => [
  { url: top.url, query: `category=${top.slug}` },
  ...top.children.map((c) => ({ url: c.url, query: `category=${top.slug}&subCategory=${c.slug}` })),
]);
const paths = [];
for (const scope of scopes) {
  const { filters } = await api(`/otc/getFilters?${scope.query}`);
  const brand = filters.find((f) => f.key === 'brand')?.options[0]?.value;
  const price = filters.find((f) => f.key === 'price')?.options[0]?.value;
  paths.push(scope.url, `${scope.url}?sort=discount&direction=desc`, `${scope.url}?page=2`);
  if (brand && price) paths.push(`${scope.url}?brand=${brand}&price=${price}`);
}
const file = resolve('.data/healthcare-paths.txt');
writeFileSync(file, `${paths.join('\n')}\n`);

const SHOPPER_BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const get = async (path) => {
  const started = performance.now();
  const res = await fetch(origin + path, { headers: { 'accept-encoding': ACCEPT_ENCODING, 'user-agent': SHOPPER_BROWSER } });
  await res.arrayBuffer();
  if (res.status >= 400) throw new Error(`${path}: ${res.status}`);
  return performance.now() - started;
};
for (const path of paths) await get(path); // warm-up
const times = [];
for (let r = 0; r < Number(rounds); r++) for (const path of paths) times.push(await get(path));
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)].toFixed(2);
const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
console.log(`${paths.length} listing pages × ${rounds} rounds, one request at a time; load average ${load}\n`);
console.log('| requests | median ms | p95 ms | p99 ms | max ms |\n|--:|--:|--:|--:|--:|');
console.log(`| ${times.length} | ${at(50)} | ${at(95)} | ${at(99)} | ${times.at(-1).toFixed(2)} |\n`);
console.log('| target | requests | server CPU ms / request | wall ms / request | load average |\n|---|--:|--:|--:|---|');
const cpu = execFileSync(
  'node',
  [resolve(import.meta.dirname, '../http/cpu-per-request.mjs'), pid, `${origin}@${file}`, String(paths.length * 2), '10'],
  {
    encoding: 'utf8',
  },
).trim();
console.log(cpu.replace(file, 'healthcare listing pages, rotating'));
