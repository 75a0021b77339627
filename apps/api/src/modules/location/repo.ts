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
