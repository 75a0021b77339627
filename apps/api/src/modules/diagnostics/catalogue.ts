import type { LabItemCard, LabItemRef, LabPlace, LabTier } from '@dawa/contracts';
import type { Db } from '@dawa/db';
import { packagePricePaise } from '@dawa/domain';

/**
 * The lab catalogue (decision 060): a few hundred tests and a dozen packages, written only by the release step,
 * so it is read once per process and priced in memory for the tier of the shopper's pincode.
 */
export interface LabTest {
  code: string;
  slug: string;
  name: string;
  cghsDescription: string;
  nabhPaise: readonly number[];
  nonNabhPaise: readonly number[];
  alsoKnownAs: string[];
  sampleType: string | null;
  /** Null without the store's details of the test: the lab says at booking. */
  fastingHours: number | null;
  reportHours: number | null;
  parameters: number | null;
  measures: string | null;
  preparation: string | null;
  byline: { writtenBy: number; reviewedBy: number; reviewedOn: string } | null;
  popularity: number | null;
  searchText: string;
}
export interface LabPackage {
  slug: string;
  name: string;
  forWhom: string;
  description: string;
  codes: string[];
  searchText: string;
}
export interface LabCatalogue {
  tests: Map<string, LabTest>;
  packages: Map<string, LabPackage>;
  /** Tests A–Z by name. */
  testsByName: LabTest[];
  bySlug: Map<string, { type: 'test'; test: LabTest } | { type: 'package'; pack: LabPackage }>;
  serviceCities: { slug: string; name: string }[];
}

const itemUrl = (slug: string) => `/diagnostics/packages/${slug}`;

/** A number column read back as text on some drivers (smallint arrays from PGlite). */
const paiseList = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number) : String(value).replace(/[{}]/g, '').split(',').map(Number);

export async function loadLabCatalogue(db: Db): Promise<LabCatalogue> {
  const [testRows, packageRows, memberRows, cityRows] = await Promise.all([
    db.selectFrom('lab_tests').selectAll().execute(),
    db.selectFrom('lab_packages').selectAll().orderBy('position').execute(),
    db.selectFrom('lab_package_tests').selectAll().execute(),
    db.selectFrom('lab_service_cities').select(['slug', 'name']).orderBy('position').execute(),
  ]);
  const tests = new Map<string, LabTest>();
  for (const r of testRows) {
    tests.set(r.code, {
      code: r.code,
      slug: r.slug,
      name: r.name,
      cghsDescription: r.cghs_description,
      nabhPaise: paiseList(r.nabh_paise),
      nonNabhPaise: paiseList(r.non_nabh_paise),
      alsoKnownAs: r.also_known_as ? r.also_known_as.split('|') : [],
      sampleType: r.sample_type,
      fastingHours: r.measures === null ? null : r.fasting_hours,
      reportHours: r.report_hours,
      parameters: r.parameters,
      measures: r.measures,
      preparation: r.preparation,
      byline:
        r.written_by !== null && r.reviewed_by !== null && r.reviewed_on !== null
          ? { writtenBy: r.written_by, reviewedBy: r.reviewed_by, reviewedOn: r.reviewed_on }
          : null,
      popularity: r.popularity,
      searchText: r.search_text,
    });
  }
  const packages = new Map<string, LabPackage>();
  for (const p of packageRows) {
    const codes = memberRows.filter((m) => m.package_slug === p.slug).map((m) => m.test_code);
    const searchText = [p.name, p.description, ...codes.map((c) => tests.get(c)?.name ?? '')].join(' ').toLowerCase();
    packages.set(p.slug, { slug: p.slug, name: p.name, forWhom: p.for_whom, description: p.description, codes, searchText });
  }
  const bySlug: LabCatalogue['bySlug'] = new Map();
  for (const test of tests.values()) bySlug.set(test.slug, { type: 'test', test });
  for (const pack of packages.values()) bySlug.set(pack.slug, { type: 'package', pack });
  const testsByName = [...tests.values()].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  return { tests, packages, testsByName, bySlug, serviceCities: cityRows };
}

/** A test's price at a tier: the NABH rate; the non-accredited rate shown beside it for reference. */
export function testCard(test: LabTest, tier: LabTier): LabItemCard {
  const pricePaise = test.nabhPaise[tier - 1]!;
  return {
    type: 'test',
    id: test.code,
    name: test.name,
    url: itemUrl(test.slug),
    sampleTypes: test.sampleType ? [test.sampleType] : [],
    fastingHours: test.fastingHours,
    reportHours: test.reportHours,
    testCount: test.parameters ?? 1,
    price: { pricePaise, listPricePaise: pricePaise, discountPercent: 0, nonAccreditedPaise: test.nonNabhPaise[tier - 1]! },
  };
}

export function packageCard(catalogue: LabCatalogue, pack: LabPackage, tier: LabTier): LabItemCard {
  const tests = pack.codes.map((c) => catalogue.tests.get(c)!).filter(Boolean);
  const price = packagePricePaise(tests.map((t) => t.nabhPaise[tier - 1]!));
  const reports = tests.map((t) => t.reportHours).filter((h): h is number => h !== null);
  return {
    type: 'package',
    id: pack.slug,
    name: pack.name,
    url: itemUrl(pack.slug),
    sampleTypes: [...new Set(tests.map((t) => t.sampleType).filter((s): s is string => s !== null))],
    fastingHours: fastingOf(tests),
    reportHours: reports.length ? Math.max(...reports) : null,
    testCount: tests.length,
    price: { ...price, nonAccreditedPaise: null },
  };
}

/** The longest fasting of some tests, as far as it is known (null when none of them states it). */
export function fastingOf(tests: readonly { fastingHours: number | null }[]): number | null {
  const known = tests.map((t) => t.fastingHours).filter((h): h is number => h !== null);
  return known.length ? Math.max(...known) : null;
}

/** The card of a cart item, or null when the catalogue no longer has it. */
export function cardOf(catalogue: LabCatalogue, item: LabItemRef, tier: LabTier): LabItemCard | null {
  if (item.type === 'test') {
    const test = catalogue.tests.get(item.id);
    return test ? testCard(test, tier) : null;
  }
  const pack = catalogue.packages.get(item.id);
  return pack ? packageCard(catalogue, pack, tier) : null;
}

/**
 * Where a pincode sits for lab tests: its district, the district's CGHS tier (not listed: tier III) and the
 * service city whose labs collect there. An unknown pincode is priced at tier III and has no home collection.
 */
export async function placeOf(db: Db, pincode: number): Promise<LabPlace> {
  const row = await db
    .selectFrom('pincodes as p')
    .leftJoin('cities as c', 'c.id', 'p.city_id')
    .leftJoin('lab_city_tiers as t', 't.city_id', 'p.city_id')
    .leftJoin('lab_service_districts as d', 'd.city_id', 'p.city_id')
    .leftJoin('lab_service_cities as s', 's.slug', 'd.service_city')
    .where('p.pincode', '=', pincode)
    .select(['c.name as district', 't.tier', 's.slug', 's.name as cityName', 'p.is_serviceable'])
    .executeTakeFirst();
  const tier = (row?.tier ?? 3) as LabTier;
  const serviceCity = row?.slug && row.cityName ? { slug: row.slug, name: row.cityName } : null;
  return { pincode, districtName: row?.district ?? null, serviceCity, tier, homeCollection: Boolean(serviceCity && row?.is_serviceable) };
}
