import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { ratesByTier, slugify } from '@dawa/domain';
import type { Db } from '../client.ts';
import { readCsv } from './csv.ts';

/**
 * Lab tests (decision 060): the CGHS 2025 laboratory codes and their rates, the store's details of the common
 * tests, packages, demonstration labs, the service cities and the city tiers. All of it is reviewed data,
 * written again in one transaction whenever any of the files changes.
 */
export interface DiagnosticsSource {
  /** The CGHS 2025 rate list, flattened (data/lab_tests_cghs_2025). */
  ratesCsv: string;
  /** test-details.json, packages.json, labs.json and city-tiers.json (data/diagnostics). */
  dataDir: string;
}

const DATASET = 'diagnostics';
const FILES = ['test-details.json', 'packages.json', 'labs.json', 'city-tiers.json'] as const;

interface TestDetails {
  writtenBy: number;
  reviewedBy: number;
  reviewedOn: string;
  tests: {
    code: string;
    name: string;
    alsoKnownAs: string[];
    sampleType: string;
    fastingHours: number;
    reportHours: number;
    parameters: number;
    measures: string;
    preparation: string;
    popularity: number;
  }[];
}
interface Packages {
  packages: { slug: string; name: string; forWhom: string; description: string; codes: string[] }[];
}
interface District {
  state: string;
  name: string;
}
interface Labs {
  demo: boolean;
  serviceCities: { slug: string; name: string; districts: District[] }[];
  labs: {
    slug: string;
    name: string;
    accreditations: string[];
    established: number;
    about: string;
    serviceCities: string[];
    homeCollection: boolean;
  }[];
}
interface CityTiers {
  tierI: District[];
  tierII: District[];
}

const readJson = <T>(dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;

function fingerprint(source: DiagnosticsSource): string {
  const hash = createHash('sha256').update(readFileSync(source.ratesCsv));
  for (const file of FILES) hash.update(readFileSync(join(source.dataDir, file)));
  return hash.digest('hex');
}

export async function diagnosticsChanged(db: Db, source: DiagnosticsSource): Promise<boolean> {
  const run = await db.selectFrom('seed_runs').select('source_sha256').where('dataset', '=', DATASET).executeTakeFirst();
  return run?.source_sha256 !== fingerprint(source);
}

const rupees = (text: string | undefined) => (text && text.trim() !== '' ? Number(text) : null);
/** The rate list's wording, tidied for a heading: no trailing full stop, single spaces. */
const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[.\s]+$/, '')
    .trim();

async function readRates(path: string) {
  const rates = new Map<string, { description: string; nabh: [number, number, number]; nonNabh: [number, number, number] }>();
  for await (const row of readCsv(path)) {
    if (!/^LB\d{3}$/.test(row.code ?? '')) continue;
    const tier = (t: string, kind: string) => rupees(row[`tier_${t}_${kind}`]);
    const nabh = ratesByTier([tier('i', 'nabh'), tier('ii', 'nabh'), tier('iii', 'nabh')]);
    const nonNabh = ratesByTier([tier('i', 'non_nabh'), tier('ii', 'non_nabh'), tier('iii', 'non_nabh')]);
    if (!nabh || !nonNabh) throw new Error(`${path}: ${row.code} has no rate in any tier`);
    rates.set(row.code!, { description: tidy(row.description ?? ''), nabh, nonNabh });
  }
  return rates;
}

/** The store's city ids of the listed districts; a district the pincode data lacks is skipped (fixtures hold a few). */
async function cityIds(db: Db, districts: District[]): Promise<number[]> {
  if (districts.length === 0) return [];
  const rows = await db.selectFrom('cities').select(['id', 'name', 'state']).execute();
  const byKey = new Map(rows.map((r) => [`${r.state.toLowerCase()}|${r.name.toLowerCase()}`, r.id]));
  return districts.flatMap((d) => byKey.get(`${d.state.toLowerCase()}|${d.name.toLowerCase()}`) ?? []);
}

export interface DiagnosticsImportReport {
  tests: number;
  detailed: number;
  packages: number;
  labs: number;
  serviceDistricts: number;
}

/** Writes every lab table from the files, in one transaction, and records their fingerprint. */
export async function applyDiagnostics(db: Db, source: DiagnosticsSource): Promise<DiagnosticsImportReport> {
  const rates = await readRates(source.ratesCsv);
  const details = readJson<TestDetails>(source.dataDir, 'test-details.json');
  const { packages } = readJson<Packages>(source.dataDir, 'packages.json');
  const labs = readJson<Labs>(source.dataDir, 'labs.json');
  const tiers = readJson<CityTiers>(source.dataDir, 'city-tiers.json');
  const detailOf = new Map(details.tests.map((t) => [t.code, t]));
  for (const code of [...detailOf.keys(), ...packages.flatMap((p) => p.codes)]) {
    if (!rates.has(code)) throw new Error(`${source.dataDir}: ${code} is not a laboratory code of the rate list`);
  }
  const tierOne = await cityIds(db, tiers.tierI);
  const tierTwo = await cityIds(db, tiers.tierII);
  const served = await Promise.all(labs.serviceCities.map(async (c) => ({ slug: c.slug, ids: await cityIds(db, c.districts) })));

  const tests = [...rates].map(([code, rate]) => {
    const d = detailOf.get(code);
    const name = d?.name ?? rate.description;
    const alsoKnownAs = d?.alsoKnownAs ?? [];
    return {
      code,
      slug: `${slugify(name).slice(0, 80).replace(/-+$/, '')}-${code.toLowerCase()}`,
      name,
      cghs_description: rate.description,
      nabh_paise: rate.nabh,
      non_nabh_paise: rate.nonNabh,
      also_known_as: alsoKnownAs.join('|'),
      sample_type: d?.sampleType ?? null,
      fasting_hours: d?.fastingHours ?? 0,
      report_hours: d?.reportHours ?? null,
      parameters: d?.parameters ?? null,
      measures: d?.measures ?? null,
      preparation: d?.preparation ?? null,
      written_by: d ? details.writtenBy : null,
      reviewed_by: d ? details.reviewedBy : null,
      reviewed_on: d ? details.reviewedOn : null,
      popularity: d?.popularity ?? null,
      search_text: [name, ...alsoKnownAs, rate.description].join(' ').toLowerCase(),
    };
  });

  const sha = fingerprint(source);
  await db.transaction().execute(async (tx) => {
    for (const table of [
      'lab_package_tests',
      'lab_packages',
      'lab_tests',
      'lab_service_districts',
      'lab_service_cities',
      'lab_city_tiers',
      'labs',
    ] as const) {
      await tx.deleteFrom(table).execute();
    }
    for (let i = 0; i < tests.length; i += 100) {
      await tx
        .insertInto('lab_tests')
        .values(
          tests
            .slice(i, i + 100)
            .map((t) => ({
              ...t,
              nabh_paise: sql`${`{${t.nabh_paise.join(',')}}`}::integer[]`,
              non_nabh_paise: sql`${`{${t.non_nabh_paise.join(',')}}`}::integer[]`,
            })) as never,
        )
        .execute();
    }
    for (const [position, p] of packages.entries()) {
      await tx
        .insertInto('lab_packages')
        .values({ slug: p.slug, name: p.name, for_whom: p.forWhom, description: p.description, position })
        .execute();
      await tx
        .insertInto('lab_package_tests')
        .values([...new Set(p.codes)].map((code) => ({ package_slug: p.slug, test_code: code })))
        .execute();
    }
    for (const [position, c] of labs.serviceCities.entries()) {
      await tx.insertInto('lab_service_cities').values({ slug: c.slug, name: c.name, position }).execute();
      const ids = served.find((s) => s.slug === c.slug)!.ids;
      if (ids.length) {
        await tx
          .insertInto('lab_service_districts')
          .values(ids.map((city_id) => ({ city_id, service_city: c.slug })))
          .onConflict((oc) => oc.column('city_id').doNothing())
          .execute();
      }
    }
    const tierRows = [...tierOne.map((city_id) => ({ city_id, tier: 1 })), ...tierTwo.map((city_id) => ({ city_id, tier: 2 }))];
    if (tierRows.length)
      await tx
        .insertInto('lab_city_tiers')
        .values(tierRows)
        .onConflict((oc) => oc.column('city_id').doNothing())
        .execute();
    for (const [position, lab] of labs.labs.entries()) {
      await tx
        .insertInto('labs')
        .values({
          slug: lab.slug,
          name: lab.name,
          accreditations: JSON.stringify(lab.accreditations),
          established: lab.established,
          about: lab.about,
          service_cities: JSON.stringify(lab.serviceCities),
          home_collection: lab.homeCollection,
          demo: labs.demo !== false,
          position,
        })
        .execute();
    }
    await tx
      .insertInto('seed_runs')
      .values({ dataset: DATASET, rows: tests.length, source_sha256: sha })
      .onConflict((oc) => oc.column('dataset').doUpdateSet({ rows: tests.length, source_sha256: sha, finished_at: sql`now()` }))
      .execute();
  });
  return {
    tests: tests.length,
    detailed: detailOf.size,
    packages: packages.length,
    labs: labs.labs.length,
    serviceDistricts: served.reduce((n, s) => n + s.ids.length, 0),
  };
}
