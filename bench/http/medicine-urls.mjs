/**
 * Writes a list of medicine page paths, one a line, taken from the browse A–Z API of a running store:
 * the first pages of every letter, so the list spreads over brands, forms and manufacturers.
 *
 *   node bench/http/medicine-urls.mjs <store origin> <out file> [count=1000]
 */
import { writeFileSync } from 'node:fs';

const [origin, out, count = '1000'] = process.argv.slice(2);
if (!origin || !out) {
  console.error('usage: node bench/http/medicine-urls.mjs <store origin> <out file> [count]');
  process.exit(2);
}
const wanted = Number(count);
const paths = new Set();
const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
for (let page = 1; paths.size < wanted && page <= 20; page++) {
  for (const letter of letters) {
    const res = await fetch(`${origin}/api/catalogue/browse?letter=${letter}&page=${page}`);
    if (!res.ok) continue;
    const body = await res.json();
    for (const item of body.data?.items ?? []) if (paths.size < wanted) paths.add(item.url);
  }
}
writeFileSync(out, [...paths].join('\n') + '\n');
console.log(`${paths.size} medicine paths written to ${out}`);
