/**
 * Builds a SearchCorpus straight from the 1mg A–Z medicine CSV (gzip), without the database.
 *
 * - Rows are de-duplicated on (name, manufacturer, pack label); ids are 1.. in file order.
 * - brand: the first word of the name.
 * - molecules: the composition split on '+', the trailing '(strength)' removed, spaces normalised,
 *   unique case-insensitively (shown with the casing of their first, i.e. most popular, product).
 * - popularity: the 1mg A–Z listing is ordered by popularity within each letter (Augmentin 625 Duo
 *   is row 13 of 15,570 under A, Dolo 650 row 18 of 18,597 under D), except that each letter opens
 *   with ~15 high-value specialty products (oncology, biologics: Avastin, Darzalex). The proxy is
 *   q = (position + 0.5) / rows under the letter, multiplied by MRP / 500 when the MRP is above
 *   ₹500 (which sends most of that opening block back), and popularity = round(1e6 · ln(1 / q)).
 * - available: true for ~94% of products, chosen by a stable hash of the id.
 * - categories: the dosage form read from the name and pack label (the CSV has no category).
 */

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { BrandDoc, CategoryDoc, MoleculeDoc, SearchCorpus, SearchDoc } from '@dawa/search';
import { parseCsv } from './csv.ts';

export const DEFAULT_CSV = fileURLToPath(new URL('../../data/medicines_1mg_az_2023/medicines_1mg_az_2023.csv.gz', import.meta.url));

/** Ordered: the first pattern that matches the name or pack label wins. */
const FORMS: readonly [string, RegExp][] = [
  ['Eye Drops', /\beye\b|ophthalmic/i],
  ['Ear Drops', /\bear drops?\b/i],
  ['Nasal Sprays and Drops', /\bnasal\b/i],
  ['Inhalers and Respules', /inhaler|respules|rotacaps?|\bmdi\b/i],
  ['Injections', /injection|infusion|\bvial\b|prefilled/i],
  ['Syrups', /syrup|expectorant|linctus/i],
  ['Suspensions', /suspension/i],
  ['Drops', /\bdrops?\b/i],
  ['Creams', /\bcream\b/i],
  ['Ointments', /ointment/i],
  ['Gels', /\bgel\b/i],
  ['Lotions', /lotion/i],
  ['Soaps and Shampoos', /\bsoap\b|shampoo|face wash|body wash/i],
  ['Powders and Granules', /powder|granules|sachet/i],
  ['Capsules', /capsule/i],
  ['Tablets', /tablet/i],
  ['Solutions', /solution|liquid|mouth ?wash/i],
  ['Sprays', /\bspray\b/i],
  ['Kits', /\bkit\b/i],
];
const OTHER_FORM = 'Other Forms';

function formOf(name: string, pack: string): string {
  for (const [label, re] of FORMS) if (re.test(name) || re.test(pack)) return label;
  return OTHER_FORM;
}

/** 32-bit FNV-1a of the decimal id, for a stable ~94% availability. */
function availableFor(id: number): boolean {
  let h = 0x811c9dc5;
  const s = String(id);
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 100 < 94;
}

export function moleculeNames(composition: string): string[] {
  return composition
    .split('+')
    .map((part) =>
      part
        .replace(/\s*\([^()]*\)\s*$/u, '')
        .replace(/\s+/gu, ' ')
        .trim(),
    )
    .filter((name) => name.length > 0);
}

class Counter {
  readonly names = new Map<string, { name: string; count: number }>();
  add(name: string): void {
    const key = name.toLowerCase();
    const e = this.names.get(key);
    if (e === undefined) this.names.set(key, { name, count: 1 });
    else e.count++;
  }
  list(): { id: number; name: string; productCount: number }[] {
    return [...this.names.values()].map((e, i) => ({ id: i + 1, name: e.name, productCount: e.count }));
  }
}

interface RawRow {
  name: string;
  manufacturer: string;
  pack: string;
  composition: string;
  price: number;
  letter: string;
  position: number;
}

function readRows(path: string): RawRow[] {
  const text = gunzipSync(readFileSync(path)).toString('utf8');
  const rows: RawRow[] = [];
  const perLetter = new Map<string, number>();
  let letter = 'A';
  let header = true;
  parseCsv(text, (row) => {
    if (header) {
      header = false;
      return;
    }
    const [name = '', manufacturer = '', pack = '', composition = '', price = ''] = row;
    const initial = name.charAt(0).toUpperCase();
    if (initial >= 'A' && initial <= 'Z') letter = initial;
    const position = perLetter.get(letter) ?? 0;
    perLetter.set(letter, position + 1);
    rows.push({ name, manufacturer, pack, composition, price: Number(price) || 0, letter, position });
  });
  return rows;
}

/** See the file comment: listing-position quantile, damped by price above ₹500. */
function popularityOf(row: RawRow, rowsUnderLetter: number): number {
  const q = ((row.position + 0.5) / rowsUnderLetter) * Math.max(1, row.price / 500);
  return Math.round(1e6 * Math.log(1 / q));
}

export function loadCorpusFromCsv(path = DEFAULT_CSV): SearchCorpus {
  const rows = readRows(path);
  const letterSize = new Map<string, number>();
  for (const r of rows) letterSize.set(r.letter, Math.max(letterSize.get(r.letter) ?? 0, r.position + 1));
  const seen = new Set<string>();
  const products: SearchDoc[] = [];
  const molecules = new Counter();
  const brands = new Counter();
  const forms = new Counter();
  for (const row of rows) {
    const { name, manufacturer, pack, composition } = row;
    const key = `${name}\u0000${manufacturer}\u0000${pack}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const id = products.length + 1;
    const brand = name.trim().split(/\s+/u)[0] ?? '';
    products.push({
      id,
      name,
      manufacturer,
      composition,
      brand,
      available: availableFor(id),
      popularity: popularityOf(row, letterSize.get(row.letter) ?? 1),
    });
    const unique = new Set(moleculeNames(composition).map((m) => m.toLowerCase()));
    for (const m of moleculeNames(composition)) {
      if (unique.delete(m.toLowerCase())) molecules.add(m);
    }
    if (brand !== '') brands.add(brand);
    forms.add(formOf(name, pack));
  }
  return {
    products,
    molecules: molecules.list() satisfies MoleculeDoc[],
    brands: brands.list() satisfies BrandDoc[],
    categories: forms.list() satisfies CategoryDoc[],
  };
}
