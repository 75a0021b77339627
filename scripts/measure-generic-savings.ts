/**
 * Measures the per-unit prices of like-for-like groups in the full catalogue, the figures behind
 * decision 011 (generic savings):
 *   npx tsx scripts/measure-generic-savings.ts [medicines.csv.gz]
 *
 * A group is what the medicine page compares: the same composition and strengths (compositionKey), the
 * same dosage form and the same measurement unit. For every group of at least MIN_GROUP priced products it
 * prints how far per-unit sale prices fall below the group's median, how many the candidate rules would
 * flag, and the "Save up to" headline the page would state before and after.
 */
import { join, resolve } from 'node:path';
import { pricePerUnit } from '@dawa/domain';
import { readCatalogue } from '../packages/db/src/seed/catalogue-rows.ts';

const root = resolve(import.meta.dirname, '..');
const file = process.argv[2] ?? join(root, 'data/medicines_1mg_az_2023/medicines_1mg_az_2023.csv.gz');
const MIN_GROUP = 3;

const median = (sorted: number[]) => {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const { items } = await readCatalogue(file, new Map());
const groups = new Map<string, { name: string; perUnit: number; sale: number; units: number }[]>();
for (const item of items) {
  if (!item.groupKey || pricePerUnit(item.salePaise, item.pack) === null) continue;
  const key = `${item.groupKey}|${item.pack.packform}|${item.pack.measurementUnit}`;
  const list = groups.get(key) ?? [];
  list.push({ name: item.name, perUnit: item.salePaise / item.pack.unitsPerPack, sale: item.salePaise, units: item.pack.unitsPerPack });
  groups.set(key, list);
}

const ratios: number[] = [];
const perUnits: number[] = [];
let grouped = 0;
let bigGroups = 0;
let largest = 0;
const headlineBefore: number[] = [];
const headlineAfter: Record<string, number[]> = {};
const FRACTIONS = [0.1, 0.15, 0.2, 0.25, 0.3];
const FLOORS = [5, 10, 25];
const flagged: Record<string, number> = {};
for (const f of FRACTIONS) for (const floor of FLOORS) flagged[`${f}/${floor}`] = 0;
const examples: string[] = [];

for (const [key, list] of groups) {
  if (list.length < MIN_GROUP) continue;
  bigGroups++;
  grouped += list.length;
  largest = Math.max(largest, list.length);
  const sorted = list.map((p) => p.perUnit).sort((a, b) => a - b);
  const med = median(sorted);
  for (const p of list) {
    ratios.push(p.perUnit / med);
    perUnits.push(p.perUnit);
  }
  // The headline for the product at the group's median price: its best per-unit saving.
  const best = sorted[0]!;
  headlineBefore.push(Math.trunc((1 - best / med) * 100));
  for (const f of FRACTIONS)
    for (const floor of FLOORS) {
      const ok = sorted.filter((u) => !(u < f * med || u < floor));
      flagged[`${f}/${floor}`]! += list.length - ok.length;
      const id = `${f}/${floor}`;
      (headlineAfter[id] ??= []).push(ok.length ? Math.max(0, Math.trunc((1 - ok[0]! / med) * 100)) : 0);
    }
  if (best < 0.2 * med && examples.length < 12)
    examples.push(`${key.slice(0, 70)} | n=${list.length} median ${(med / 100).toFixed(2)}/unit, lowest ${(best / 100).toFixed(3)}/unit`);
}

ratios.sort((a, b) => a - b);
perUnits.sort((a, b) => a - b);
const pct = (n: number, of: number) => `${n} (${((n * 100) / of).toFixed(2)}%)`;
console.log(`catalogue items ${items.length}; groups of ${MIN_GROUP}+ priced products: ${bigGroups}, holding ${grouped}; largest ${largest}`);
console.log('per-unit price / group median, quantiles:');
for (const q of [0.001, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99, 0.999])
  console.log(`  q${q}: ${quantile(ratios, q).toFixed(3)}`);
for (const r of [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5]) console.log(`  below ${r} of median: ${pct(ratios.filter((x) => x < r).length, ratios.length)}`);
for (const r of [3, 5, 10, 20]) console.log(`  above ${r}x median: ${pct(ratios.filter((x) => x > r).length, ratios.length)}`);
console.log('per-unit sale price (paise), quantiles:');
for (const q of [0.001, 0.01, 0.05, 0.5]) console.log(`  q${q}: ${quantile(perUnits, q).toFixed(2)}`);
for (const p of [5, 10, 25]) console.log(`  below ${p} paise per unit: ${pct(perUnits.filter((x) => x < p).length, perUnits.length)}`);
const dist = (list: number[]) => {
  const s = [...list].sort((a, b) => a - b);
  return `median ${quantile(s, 0.5)}%, p90 ${quantile(s, 0.9)}%, p99 ${quantile(s, 0.99)}%, >=90%: ${pct(s.filter((x) => x >= 90).length, s.length)}`;
};
console.log(`headline at the group median, no rule: ${dist(headlineBefore)}`);
for (const [id, list] of Object.entries(headlineAfter)) console.log(`  rule fraction/floor ${id}: flagged ${flagged[id]}; headline ${dist(list)}`);
console.log('groups whose lowest per-unit price is below 0.2 of the median:');
for (const e of examples) console.log(`  ${e}`);
for (const [key, list] of groups)
  if (/^amoxycillin.*clavulanic/i.test(key) && key.includes('|Tablet|') && list.length > 50) {
    const sorted = [...list].sort((a, b) => a.perUnit - b.perUnit);
    console.log(`${key}: n=${list.length}, median ${(median(sorted.map((p) => p.perUnit)) / 100).toFixed(2)}/unit; cheapest:`);
    for (const p of sorted.slice(0, 5)) console.log(`  ${p.name}: ${(p.sale / 100).toFixed(2)} for ${p.units} = ${(p.perUnit / 100).toFixed(3)}/unit`);
  }
