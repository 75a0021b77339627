import {
  LAB_TESTS_PAGE_SIZE,
  type LabHome,
  type LabItemCard,
  type LabItemDetails,
  type LabMegamenu,
  type LabPlace,
  type LabProfiles,
  type LabSearchResult,
  type LabTestList,
} from '@dawa/contracts';
import type { Db } from '@dawa/db';
import { LAB_COLLECTION_FEE_PAISE, LAB_FREE_COLLECTION_FROM_PAISE } from '@dawa/domain';
import { fail, ok, type Result } from '../../http/result.ts';
import { loadLabCatalogue, packageCard, placeOf, testCard, type LabCatalogue } from './catalogue.ts';

const POPULAR = 10;
const SEARCH_LIMIT = 40;
export const LAB_DEMO_NOTE = 'Demonstration lab profiles for development: these are not real laboratories.';

const itemNotFound = () => fail('LAB_ITEM_NOT_FOUND', 'We could not find this test or package.', 404);

/** Search words: lower case, letters and digits only. */
const words = (q: string) =>
  q
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The lab catalogue's reads: the store's pages price everything for the tier of the shopper's pincode. */
export function labCatalogueService(db: Db, defaultPincode: number) {
  let catalogue: Promise<LabCatalogue> | null = null;
  const cataloguePromise = () => (catalogue ??= loadLabCatalogue(db).catch((error) => ((catalogue = null), Promise.reject(error))));
  const places = new Map<number, Promise<LabPlace>>();
  const place = (pincode: number | undefined) => {
    const key = pincode ?? defaultPincode;
    let found = places.get(key);
    if (!found) {
      if (places.size > 5000) places.clear();
      found = placeOf(db, key).catch((error) => (places.delete(key), Promise.reject(error)));
      places.set(key, found);
    }
    return found;
  };
  let cityPincodes: Promise<{ slug: string; name: string; pincode: number }[]> | null = null;
  const serviceCities = () =>
    (cityPincodes ??= db
      .selectFrom('lab_service_cities as s')
      .innerJoin('lab_service_districts as d', 'd.service_city', 's.slug')
      .innerJoin('pincodes as p', 'p.city_id', 'd.city_id')
      .where('p.is_serviceable', '=', true)
      .groupBy(['s.slug', 's.name', 's.position'])
      .select((eb) => ['s.slug', 's.name', eb.fn.min('p.pincode').as('pincode')])
      .orderBy('s.position')
      .execute()
      .then((rows) => rows.map((r) => ({ slug: r.slug, name: r.name, pincode: Number(r.pincode) }))));

  const cardsOf = (c: LabCatalogue, p: LabPlace) => ({
    test: (code: string) => testCard(c.tests.get(code)!, p.tier),
    all: (): LabItemCard[] => [...c.packages.values()].map((pack) => packageCard(c, pack, p.tier)),
  });

  return {
    catalogue: cataloguePromise,
    place,
    serviceCities,

    async home(pincode?: number): Promise<Result<LabHome>> {
      const [c, p, cities, labCount] = await Promise.all([
        cataloguePromise(),
        place(pincode),
        serviceCities(),
        db
          .selectFrom('labs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const popular = [...c.tests.values()]
        .filter((t) => t.popularity !== null)
        .sort((a, b) => a.popularity! - b.popularity!)
        .slice(0, POPULAR);
      return ok({
        place: p,
        popularTests: popular.map((t) => testCard(t, p.tier)),
        packages: cardsOf(c, p).all(),
        serviceCities: cities,
        labCount: Number(labCount.n),
        testCount: c.tests.size,
        collection: { feePaise: LAB_COLLECTION_FEE_PAISE, freeFromPaise: LAB_FREE_COLLECTION_FROM_PAISE },
      });
    },

    async megamenu(): Promise<Result<LabMegamenu>> {
      const [c, cities] = await Promise.all([cataloguePromise(), serviceCities()]);
      const popular = [...c.tests.values()]
        .filter((t) => t.popularity !== null)
        .sort((a, b) => a.popularity! - b.popularity!)
        .slice(0, POPULAR);
      return ok({
        popularTests: popular.map((t) => ({ id: t.code, name: t.name, url: `/diagnostics/packages/${t.slug}` })),
        cities: cities.map((city) => ({
          slug: city.slug,
          name: city.name,
          packagesUrl: `/diagnostics?city=${city.slug}#packages`,
          allTestsUrl: `/diagnostics/all-tests?city=${city.slug}`,
        })),
      });
    },

    async tests(query: { page: number; letter?: string; pincode?: number }): Promise<Result<LabTestList>> {
      const [c, p] = await Promise.all([cataloguePromise(), place(query.pincode)]);
      const letter = query.letter ?? null;
      const chosen = letter
        ? c.testsByName.filter((t) => (letter === '#' ? !/^[a-z]/i.test(t.name) : t.name.toUpperCase().startsWith(letter)))
        : c.testsByName;
      const pageCount = Math.max(1, Math.ceil(chosen.length / LAB_TESTS_PAGE_SIZE));
      const start = (query.page - 1) * LAB_TESTS_PAGE_SIZE;
      return ok({
        place: p,
        tests: chosen.slice(start, start + LAB_TESTS_PAGE_SIZE).map((t) => testCard(t, p.tier)),
        page: query.page,
        pageCount,
        total: chosen.length,
        letter,
      });
    },

    /** Tests and packages holding every word of the query, packages and the most ordered tests first. */
    async search(q: string, pincode?: number): Promise<Result<LabSearchResult>> {
      const [c, p] = await Promise.all([cataloguePromise(), place(pincode)]);
      const terms = words(q);
      const matches = (text: string) => terms.length > 0 && terms.every((w) => text.includes(w));
      const startsWith = (name: string) => name.toLowerCase().startsWith(terms[0] ?? '\u0000');
      const tests = [...c.tests.values()]
        .filter((t) => matches(t.searchText))
        .sort(
          (a, b) =>
            Number(startsWith(b.name)) - Number(startsWith(a.name)) ||
            (a.popularity ?? 10_000) - (b.popularity ?? 10_000) ||
            a.name.localeCompare(b.name),
        );
      const packs = [...c.packages.values()].filter((pack) => matches(pack.searchText));
      const items = [
        ...tests.filter((t) => t.popularity !== null).map((t) => testCard(t, p.tier)),
        ...packs.map((pack) => packageCard(c, pack, p.tier)),
        ...tests.filter((t) => t.popularity === null).map((t) => testCard(t, p.tier)),
      ].slice(0, SEARCH_LIMIT);
      return ok({ place: p, query: q, items });
    },

    async item(slug: string, pincode?: number): Promise<Result<LabItemDetails>> {
      const [c, p] = await Promise.all([cataloguePromise(), place(pincode)]);
      const found = c.bySlug.get(slug);
      if (!found) return itemNotFound();
      const cards = cardsOf(c, p);
      if (found.type === 'test') {
        const t = found.test;
        return ok({
          place: p,
          item: testCard(t, p.tier),
          alsoKnownAs: t.alsoKnownAs,
          officialName: t.cghsDescription,
          cghsCode: t.code,
          measures: t.measures,
          preparation: t.preparation,
          forWhom: null,
          byline: t.byline,
          tests: [],
          inPackages: [...c.packages.values()].filter((pack) => pack.codes.includes(t.code)).map((pack) => packageCard(c, pack, p.tier)),
        });
      }
      const pack = found.pack;
      return ok({
        place: p,
        item: packageCard(c, pack, p.tier),
        alsoKnownAs: [],
        officialName: null,
        cghsCode: null,
        measures: pack.description,
        preparation: null,
        forWhom: pack.forWhom,
        byline: null,
        tests: pack.codes.map(cards.test),
        inPackages: [],
      });
    },

    async labs(): Promise<Result<LabProfiles>> {
      const [rows, cities] = await Promise.all([db.selectFrom('labs').selectAll().orderBy('position').execute(), cataloguePromise()]);
      const cityName = new Map(cities.serviceCities.map((s) => [s.slug, s.name]));
      return ok({
        demo: rows.some((r) => r.demo),
        note: LAB_DEMO_NOTE,
        labs: rows.map((r) => ({
          slug: r.slug,
          name: r.name,
          accreditations: JSON.parse(r.accreditations) as string[],
          established: r.established,
          about: r.about,
          cities: (JSON.parse(r.service_cities) as string[]).map((s) => cityName.get(s) ?? s),
          homeCollection: r.home_collection,
        })),
      });
    },
  };
}
export type LabCatalogueService = ReturnType<typeof labCatalogueService>;
