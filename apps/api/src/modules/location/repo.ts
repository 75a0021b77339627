import { sql } from 'kysely';
import type { Db } from '@dawa/db';

/** A pincode with its city (district), as the location calls answer it. */
function pincodeQuery(db: Db) {
  return db
    .selectFrom('pincodes as p')
    .leftJoin('cities as c', 'c.id', 'p.city_id')
    .select([
      'p.pincode',
      'p.head_office_name',
      'p.latitude',
      'p.longitude',
      'p.has_town_office',
      'p.is_serviceable',
      'p.is_express_available',
      'c.id as city_id',
      'c.name as city_name',
      'c.slug as city_slug',
      'c.state as city_state',
      'c.is_courier_city',
      'c.supplier_city_name',
    ]);
}
export type PincodeRow = Awaited<ReturnType<ReturnType<typeof pincodeQuery>['executeTakeFirstOrThrow']>>;

export const findPincode = (db: Db, pincode: number) => pincodeQuery(db).where('p.pincode', '=', pincode).executeTakeFirst();

export async function findCity(db: Db, ref: { id: number } | { slug: string }) {
  const query = db.selectFrom('cities').select(['id', 'name', 'slug']);
  return ('id' in ref ? query.where('id', '=', ref.id) : query.where('slug', '=', ref.slug)).executeTakeFirst();
}

/** The serviceable pincodes of a city, in pincode order. */
export const cityPincodes = (db: Db, cityId: number) =>
  pincodeQuery(db).where('p.city_id', '=', cityId).where('p.is_serviceable', '=', true).orderBy('p.pincode').execute();

const startsWith = (letter: string | undefined) => (letter ? `${letter.toLowerCase()}%` : '%');

/** Cities with at least one serviceable pincode, A–Z: their count of such pincodes and the lowest one. */
export async function listCities(db: Db, letter: string | undefined, page: number, pageSize: number) {
  const base = db
    .selectFrom('cities as c')
    .innerJoin('pincodes as p', (join) => join.onRef('p.city_id', '=', 'c.id').on('p.is_serviceable', '=', true))
    .where(sql<boolean>`lower(c.name) like ${startsWith(letter)}`);
  const [rows, count] = await Promise.all([
    base
      .select(['c.id', 'c.name', 'c.slug', 'c.state'])
      .select((eb) => [eb.fn.countAll<string>().as('pincode_count'), eb.fn.min('p.pincode').as('first_pincode')])
      .groupBy(['c.id', 'c.name', 'c.slug', 'c.state'])
      .orderBy(sql`lower(c.name)`)
      .orderBy('c.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select(sql<string>`count(distinct c.id)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}

/** The pincode rows of some pincodes (any order). */
export const findPincodes = (db: Db, pincodes: number[]) =>
  pincodes.length === 0 ? Promise.resolve([]) : pincodeQuery(db).where('p.pincode', 'in', pincodes).execute();

/** Delivering post offices of serviceable pincodes, A–Z, with their pincode's head office and city. */
export async function listAreas(db: Db, letter: string | undefined, page: number, pageSize: number) {
  const base = db
    .selectFrom('neighbourhoods as n')
    .innerJoin('pincodes as p', 'p.pincode', 'n.pincode')
    .innerJoin('cities as c', 'c.id', 'p.city_id')
    .where('n.is_delivery', '=', true)
    .where('p.is_serviceable', '=', true)
    .where(sql<boolean>`lower(n.name) like ${startsWith(letter)}`);
  const [rows, count] = await Promise.all([
    base
      .select(['n.id', 'n.name', 'n.pincode', 'p.head_office_name', 'c.id as city_id', 'c.name as city_name', 'c.slug as city_slug'])
      .orderBy(sql`lower(n.name)`)
      .orderBy('n.pincode')
      .orderBy('n.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}

/** Serviceable pincodes with a known city, and the cities they fall in (decision 005). */
export async function serviceCoverage(db: Db) {
  const row = await db
    .selectFrom('pincodes')
    .where('is_serviceable', '=', true)
    .where('city_id', 'is not', null)
    .select([sql<string>`count(*)`.as('pincodes'), sql<string>`count(distinct city_id)`.as('cities')])
    .executeTakeFirstOrThrow();
  return { cityCount: Number(row.cities), pincodeCount: Number(row.pincodes) };
}
