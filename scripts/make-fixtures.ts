/**
 * Builds the test catalogue in packages/db/test/fixtures/ from the real seed files:
 *   npx tsx scripts/make-fixtures.ts
 *
 * The subset is deterministic (same input, same output, byte for byte):
 * 1. every medicine of a few well-known brands, from the brand's own manufacturer;
 * 2. for the headline strengths of those brands, generics of other makers with the same composition,
 *    spread over the price range (so each has cheaper and dearer alternatives);
 * 3. a few odd rows that have broken importers before: a comma inside a name, non-ASCII names,
 *    an apostrophe, an unparseable strength, a cold-chain insulin, and exact duplicate rows;
 * 4. medicines the law does not let us sell online (Schedule X, NDPS) and a Schedule H1 one, for the
 *    classification and refusal tests (data/drug-schedules).
 * Rows 1–3 keep their source order, so product ids follow it; the rows of 4 come after them, so adding them
 * moved no earlier product's id. The details file keeps the rows whose
 * medicine name is in the subset.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compositionKey, parseComposition } from '@dawa/domain';
import { readCsv } from '../packages/db/src/seed/csv.ts';

const root = resolve(import.meta.dirname, '..');
const SOURCE = {
  medicines: join(root, 'data/medicines_1mg_az_2023/medicines_1mg_az_2023.csv.gz'),
  details: join(root, 'data/medicine_details_11k/medicine_details_11k.csv.gz'),
};
const OUT_DIR = join(root, 'packages/db/test/fixtures');

/** Brand (first word(s) of the name) and the manufacturer that owns it. */
const BRANDS: [RegExp, string][] = [
  [/^augmentin\b/i, 'Glaxo SmithKline Pharmaceuticals Ltd'],
  [/^dolo\b/i, 'Micro Labs Ltd'],
  [/^crocin\b/i, 'GlaxoSmithKline Consumer Healthcare'],
  [/^calpol\b/i, 'Glaxo SmithKline Pharmaceuticals Ltd'],
  [/^pan\b/i, 'Alkem Laboratories Ltd'],
  [/^pantop\b/i, 'Aristo Pharmaceuticals Pvt Ltd'],
  [/^telma\b/i, 'Glenmark Pharmaceuticals Ltd'],
  [/^azithral\b/i, 'Alembic Pharmaceuticals Ltd'],
  [/^montair\b/i, 'Cipla Ltd'],
];

/** Products whose composition gets generics of other manufacturers. */
const HEADLINE = [
  'Dolo 650 Tablet',
  'Crocin Advance 500mg Tablet',
  'Augmentin 625 Duo Tablet',
  'PAN 40 Tablet',
  'Pan-D Capsule PR',
  'Telma 40 Tablet',
  'Azithral 500 Tablet',
  'Montair-LC Tablet',
];
const GENERICS_PER_COMPOSITION = 6;

/** Odd rows by exact name (every source row of that name is kept, duplicates included). */
const ODD = [
  'Pedaflu-PDS Gelly Strawberry,Watermelon', // comma inside a quoted name; contains paracetamol
  'α-Bert 150 Injection', // Greek letter: the slug drops it
  'Anginac‐RB Capsule SR', // Unicode hyphen
  "Pan'UJ 40 Tablet", // apostrophe
  'Pan Xpr D Tablet', // composition 'Pantoprazole (NA)'
  'Human Actrapid 40IU/ml Solution for Injection', // cold chain
  'Pan Q D 30mg/40mg Capsule SR', // appears twice, identical: the importer keeps one
];

/** Controlled medicines by exact name and manufacturer: not on any detail page, so no popularity boost. */
const CONTROLLED: [string, string][] = [
  ['Alprax 0.25 Tablet', 'Torrent Pharmaceuticals Ltd'], // alprazolam: NDPS psychotropic
  ['Addwize 10mg Tablet', 'Sun Pharmaceutical Industries Ltd'], // methylphenidate: Schedule X
  ['Avkof Syrup', 'Afive Pharma'], // codeine + triprolidine: a codeine cough syrup, NDPS
  ['Morcontin 10mg Tablet', 'Modi Mundi Pharma Pvt Ltd'], // morphine: NDPS narcotic
  ['Aneket 50mg Injection', 'Neon Laboratories Ltd'], // ketamine: Schedule X
  ['Durogesic 25mcg Patch', 'Janssen Pharmaceuticals'], // fentanyl: NDPS narcotic
  ['Abixim 200mg Tablet', 'Abbott'], // cefixime: Schedule H1
];

type Row = Record<string, string>;
const MEDICINE_COLUMNS = ['name', 'brand', 'type', 'composition', 'price', 'prescription'];

const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

function groupOf(row: Row): string | null {
  const ingredients = parseComposition(clean(row.composition));
  return ingredients.length ? compositionKey(ingredients) : null;
}

/** Plain code-unit order: the same on every machine, whatever its locale. */
const compare = (a = '', b = '') => (a < b ? -1 : a > b ? 1 : 0);

/** `count` rows spread evenly over the list sorted by price (cheapest and dearest included). */
function spread(rows: Row[], count: number): Row[] {
  const sorted = [...rows].sort((a, b) => Number(a.price) - Number(b.price) || compare(a.name, b.name) || compare(a.brand, b.brand));
  if (sorted.length <= count) return sorted;
  const picked: Row[] = [];
  for (let i = 0; i < count; i++) picked.push(sorted[Math.round((i * (sorted.length - 1)) / (count - 1))]!);
  return picked;
}

function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
const csvLine = (values: string[]) => values.map(csvField).join(',');

async function readAll(path: string): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const row of readCsv(path)) rows.push(row);
  return rows;
}

const medicines = await readAll(SOURCE.medicines);
const selected = new Set<number>();

// 1. The brands, from their own manufacturers.
medicines.forEach((row, i) => {
  const name = clean(row.name);
  if (BRANDS.some(([re, maker]) => re.test(name) && clean(row.brand) === maker)) selected.add(i);
});

// 2. Generics sharing the headline compositions.
const brandMakers = new Set(BRANDS.map(([, maker]) => maker));
for (const headline of HEADLINE) {
  const index = medicines.findIndex((row) => clean(row.name) === headline);
  if (index < 0) throw new Error(`Headline product not in the source: ${headline}`);
  const group = groupOf(medicines[index]!);
  const candidates = medicines.filter((row) => !brandMakers.has(clean(row.brand)) && groupOf(row) === group);
  for (const row of spread(candidates, GENERICS_PER_COMPOSITION)) selected.add(medicines.indexOf(row));
}

// 3. Odd rows.
for (const name of ODD) {
  const before = selected.size;
  medicines.forEach((row, i) => {
    if (row.name === name) selected.add(i);
  });
  if (selected.size === before && !medicines.some((row) => row.name === name)) throw new Error(`Odd row not in the source: ${name}`);
}

// 4. Controlled medicines, after the rest.
const controlled = CONTROLLED.map(([name, maker]) => {
  const index = medicines.findIndex((row) => clean(row.name) === name && clean(row.brand) === maker);
  if (index < 0) throw new Error(`Controlled medicine not in the source: ${name}`);
  if (selected.has(index)) throw new Error(`Controlled medicine already in the subset: ${name}`);
  return index;
});

const subset = [...[...selected].sort((a, b) => a - b), ...controlled.sort((a, b) => a - b)].map((i) => medicines[i]!);
const names = new Set(subset.map((row) => clean(row.name).toLowerCase()));

const details = await readAll(SOURCE.details);
const detailColumns = Object.keys(details[0] ?? {});
const detailSubset = details.filter((row) => names.has(clean(row['Medicine Name']).toLowerCase()));

mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(
  join(OUT_DIR, 'medicines.csv'),
  [csvLine(MEDICINE_COLUMNS), ...subset.map((row) => csvLine(MEDICINE_COLUMNS.map((c) => row[c] ?? '')))].join('\n') + '\n',
);
writeFileSync(
  join(OUT_DIR, 'medicine_details.csv'),
  [csvLine(detailColumns), ...detailSubset.map((row) => csvLine(detailColumns.map((c) => row[c] ?? '')))].join('\n') + '\n',
);
process.stdout.write(`Wrote ${subset.length} medicines and ${detailSubset.length} detail rows to ${OUT_DIR}\n`);
