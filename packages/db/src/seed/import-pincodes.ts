import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { slugify } from '@dawa/domain';
import type { Db } from '../client.ts';
import { readCsv } from './csv.ts';
import { createProgress } from './progress.ts';
import { bulkInsert, type ColumnSpec } from './bulk-insert.ts';

export interface PincodeSource {
  /** India Post directory: one row per post office. */
  directoryCsv: string;
  /** One row per pincode: district, state, delivery flag, head office, median coordinates. */
  summaryCsv: string;
}

export interface PincodeImportReport {
  pincodes: number;
  serviceable: number;
  express: number;
  cities: number;
  neighbourhoods: number;
  seconds: number;
}

const DATASET = 'pincodes';
const BATCH = 5000;

/**
 * Express (same or next day) delivery: the districts of the eight metros, as the India Post data names them
 * (state|district → the metro's name). Delhi is every district of the state of Delhi.
 * See docs/decisions/005-serviceability.md.
 */
const METRO_DISTRICTS: Record<string, string> = {
  'MAHARASHTRA|MUMBAI': 'Mumbai',
  'MAHARASHTRA|MUMBAI SUBURBAN': 'Mumbai',
  'KARNATAKA|BENGALURU URBAN': 'Bengaluru',
  'TAMIL NADU|CHENNAI': 'Chennai',
  'WEST BENGAL|KOLKATA': 'Kolkata',
  'TELANGANA|HYDERABAD': 'Hyderabad',
  'MAHARASHTRA|PUNE': 'Pune',
  'GUJARAT|AHMADABAD': 'Ahmedabad',
};
export function metroOf(state: string, district: string): string | null {
  if (state === 'DELHI') return 'Delhi';
  return METRO_DISTRICTS[`${state}|${district}`] ?? null;
}

const CITY_COLUMNS: ColumnSpec[] = [
  ['id', 'int4'],
  ['name', 'text'],
  ['slug', 'text'],
  ['state', 'text'],
  ['is_courier_city', 'bool'],
  ['supplier_city_name', 'text'],
];
const PINCODE_COLUMNS: ColumnSpec[] = [
  ['pincode', 'int4'],
  ['city_id', 'int4'],
  ['state', 'text'],
  ['latitude', 'float8'],
  ['longitude', 'float8'],
  ['head_office_name', 'text'],
  ['has_town_office', 'bool'],
  ['is_serviceable', 'bool'],
  ['is_express_available', 'bool'],
];
const NEIGHBOURHOOD_COLUMNS: ColumnSpec[] = [
  ['id', 'int4'],
  ['pincode', 'int4'],
  ['name', 'text'],
  ['office_type', 'text'],
  ['is_delivery', 'bool'],
];

export async function isPincodesImported(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom('seed_runs').select('rows').where('dataset', '=', DATASET).executeTakeFirst());
}

/** "MUMBAI SUBURBAN" → "Mumbai Suburban"; "South East" stays. */
export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s\-(./])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

const known = (value: string | undefined) => {
  const v = (value ?? '').trim();
  return v && v.toUpperCase() !== 'NA' ? v : '';
};
const coordinate = (...values: (string | undefined)[]) => {
  for (const value of values) {
    const n = Number(value);
    if (value && value.trim() !== '' && Number.isFinite(n)) return n;
  }
  return null;
};

interface SummaryRow {
  pincode: number;
  state: string;
  district: string;
  hasDelivery: boolean;
  headOffice: string;
  latitude: number | null;
  longitude: number | null;
}

async function readSummary(path: string): Promise<SummaryRow[]> {
  const rows: SummaryRow[] = [];
  for await (const r of readCsv(path)) {
    const pincode = Number(r.pincode);
    if (!/^[1-9]\d{5}$/.test(r.pincode ?? '')) continue;
    rows.push({
      pincode,
      state: known(r.statename).toUpperCase(),
      district: known(r.district).toUpperCase(),
      hasDelivery: r.has_delivery_office === '1',
      headOffice: (r.head_or_sub_office ?? '').trim(),
      // The India Post median, else the GeoNames median (see data/PROVENANCE.md).
      latitude: coordinate(r.latitude_indiapost_median, r.latitude_geonames),
      longitude: coordinate(r.longitude_indiapost_median, r.longitude_geonames),
    });
  }
  return rows;
}

/** Imports cities, pincodes and post offices in one transaction. */
export async function importPincodes(db: Db, source: PincodeSource, options: { quiet?: boolean } = {}): Promise<PincodeImportReport> {
  const started = performance.now();
  const summary = await readSummary(source.summaryCsv);
  const listed = new Set(summary.map((s) => s.pincode));

  // Post offices, in file order; a pincode has a "town office" when a head or sub office there delivers.
  const offices: Record<string, unknown>[] = [];
  const townPincodes = new Set<number>();
  for await (const r of readCsv(source.directoryCsv)) {
    const pincode = Number(r.pincode);
    const type = (r.officetype ?? '').trim();
    if (!listed.has(pincode) || !['HO', 'PO', 'BO'].includes(type)) continue;
    const delivery = (r.delivery ?? '').trim() === 'Delivery';
    if (delivery && type !== 'BO') townPincodes.add(pincode);
    offices.push({ id: offices.length + 1, pincode, name: (r.officename ?? '').trim(), office_type: type, is_delivery: delivery });
  }

  // Cities: the districts, ordered by state then district so ids are stable for the same file.
  const districtKeys = [...new Set(summary.filter((s) => s.state && s.district).map((s) => `${s.state}|${s.district}`))].sort();
  const nameCount = new Map<string, number>();
  for (const key of districtKeys) {
    const district = key.split('|')[1]!;
    nameCount.set(district, (nameCount.get(district) ?? 0) + 1);
  }
  const cityIds = new Map<string, number>();
  const cities = districtKeys.map((key, i) => {
    const [state, district] = key.split('|') as [string, string];
    const name = titleCase(district);
    const metro = metroOf(state, district);
    cityIds.set(key, i + 1);
    return {
      id: i + 1,
      name,
      // A district name used in two states (Bilaspur, Aurangabad) gets its state in the slug.
      slug: nameCount.get(district)! > 1 ? slugify(`${name} ${state}`) : slugify(name),
      state: titleCase(state),
      is_courier_city: metro === null,
      supplier_city_name: metro ?? name,
    };
  });

  const pincodes = summary.map((s) => {
    const cityId = s.state && s.district ? cityIds.get(`${s.state}|${s.district}`)! : null;
    const serviceable = cityId !== null && s.hasDelivery;
    return {
      pincode: s.pincode,
      city_id: cityId,
      state: s.state ? titleCase(s.state) : null,
      latitude: s.latitude,
      longitude: s.longitude,
      head_office_name: s.headOffice,
      has_town_office: townPincodes.has(s.pincode),
      is_serviceable: serviceable,
      is_express_available: serviceable && metroOf(s.state, s.district) !== null,
    };
  });

  const progress = options.quiet ? null : createProgress('Importing pincodes', pincodes.length + offices.length);
  await db.transaction().execute(async (tx) => {
    await bulkInsert(tx, 'cities', CITY_COLUMNS, cities);
    for (let i = 0; i < pincodes.length; i += BATCH) {
      await bulkInsert(tx, 'pincodes', PINCODE_COLUMNS, pincodes.slice(i, i + BATCH));
      progress?.update(Math.min(i + BATCH, pincodes.length));
    }
    for (let i = 0; i < offices.length; i += BATCH) {
      await bulkInsert(tx, 'neighbourhoods', NEIGHBOURHOOD_COLUMNS, offices.slice(i, i + BATCH));
      progress?.update(pincodes.length + Math.min(i + BATCH, offices.length));
    }
    const digest = sha256(source.summaryCsv);
    await tx
      .insertInto('seed_runs')
      .values({ dataset: DATASET, rows: pincodes.length, source_sha256: digest })
      .onConflict((oc) => oc.column('dataset').doUpdateSet({ rows: pincodes.length, source_sha256: digest, finished_at: sql`now()` }))
      .execute();
  });
  progress?.finish(pincodes.length + offices.length);
  return {
    pincodes: pincodes.length,
    serviceable: pincodes.filter((p) => p.is_serviceable).length,
    express: pincodes.filter((p) => p.is_express_available).length,
    cities: cities.length,
    neighbourhoods: offices.length,
    seconds: (performance.now() - started) / 1000,
  };
}

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}
