/**
 * Builds the test pincodes in packages/db/test/fixtures/ from the real seed files:
 *   npx tsx scripts/make-pincode-fixtures.ts
 *
 * Deterministic (same input, same output). The subset holds:
 * 1. every pincode of the Mumbai district (metro, express; 400001 is the default pincode);
 * 2. a few pincodes of other metros (New Delhi, Bengaluru Urban);
 * 3. the first pincodes of Jaipur (a serviceable town, not a metro);
 * 4. the first pincode whose only delivery offices are branch offices (rural: the slowest estimate);
 * 5. the first pincode of each Bilaspur district (one name, two states: slugs must differ);
 * 6. pincodes that are not serviceable: the first two with no delivery office, the first two with no district.
 * The directory keeps the post offices of the chosen pincodes, in file order.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readCsv } from '../packages/db/src/seed/csv.ts';

const root = resolve(import.meta.dirname, '..');
const SOURCE = {
  directory: join(root, 'data/pincodes/india_post_pincode_directory.csv.gz'),
  summary: join(root, 'data/pincodes/pincode_summary.csv.gz'),
};
const OUT_DIR = join(root, 'packages/db/test/fixtures');

const isNa = (v: string | undefined) => !v || v.trim() === '' || v.trim().toUpperCase() === 'NA';

async function main() {
  const summary: Record<string, string>[] = [];
  for await (const row of readCsv(SOURCE.summary)) summary.push(row);
  const directory: Record<string, string>[] = [];
  for await (const row of readCsv(SOURCE.directory)) directory.push(row);

  const townDelivery = new Set(directory.filter((r) => r.delivery === 'Delivery' && r.officetype !== 'BO').map((r) => r.pincode));
  const pick = new Set<string>();
  const add = (rows: Record<string, string>[], n = rows.length) => rows.slice(0, n).forEach((r) => pick.add(r.pincode!));
  const inDistrict = (state: string, district: string) => summary.filter((r) => r.statename === state && r.district === district);

  add(inDistrict('MAHARASHTRA', 'MUMBAI'));
  add(inDistrict('DELHI', 'NEW DELHI'), 3);
  add(inDistrict('KARNATAKA', 'BENGALURU URBAN').filter((r) => r.pincode === '560001' || r.pincode === '560029'));
  add(inDistrict('RAJASTHAN', 'JAIPUR'), 4);
  add(
    summary.filter((r) => r.has_delivery_office === '1' && !isNa(r.district) && !townDelivery.has(r.pincode!)),
    1,
  );
  for (const state of new Set(summary.filter((r) => r.district === 'BILASPUR').map((r) => r.statename!)))
    add(inDistrict(state, 'BILASPUR'), 1);
  add(
    summary.filter((r) => r.has_delivery_office === '0' && !isNa(r.district)),
    2,
  );
  add(
    summary.filter((r) => isNa(r.district)),
    2,
  );

  const header = (rows: Record<string, string>[]) => Object.keys(rows[0]!);
  const csv = (rows: Record<string, string>[]) => {
    const cols = header(rows);
    const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    return [cols.join(','), ...rows.map((r) => cols.map((c) => quote(r[c] ?? '')).join(','))].join('\n') + '\n';
  };
  const summaryRows = summary.filter((r) => pick.has(r.pincode!));
  const directoryRows = directory.filter((r) => pick.has(r.pincode!));
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, 'pincode_summary.csv'), csv(summaryRows));
  writeFileSync(join(OUT_DIR, 'pincode_directory.csv'), csv(directoryRows));
  console.log(`${summaryRows.length} pincodes, ${directoryRows.length} post offices → ${OUT_DIR}`);
}

await main();
