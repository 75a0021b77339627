import type { Insertable } from 'kysely';
import type { Db, OffersTable, OfferVertical } from '@dawa/db';

export type OfferRow = Awaited<ReturnType<typeof findOffer>> & {};

const columns = [
  'id',
  'kind',
  'title',
  'short_description',
  'verticals',
  'promo_code',
  'payment_type_ids',
  'payment_sub_type_ids',
  'flat_paise',
  'percent',
  'cap_paise',
  'min_order_paise',
  'status',
  'starts_at',
  'ends_at',
  'rank',
  'eligibility',
  'how_to_get',
  'cancellation_policy',
  'terms',
  'demo',
] as const;

export function findOffer(db: Db, id: number) {
  return db.selectFrom('offers').where('id', '=', id).select(columns).executeTakeFirst();
}

/** Offers switched on whose window holds `now`, best first; of a vertical and kind when given. */
export function liveOffers(db: Db, now: Date, filter: { vertical?: OfferVertical; kind?: 'coupon' | 'payment' } = {}) {
  let query = db
    .selectFrom('offers')
    .where('status', '=', 'active')
    .where('starts_at', '<=', now)
    .where('ends_at', '>=', now)
    .select(columns)
    .orderBy('rank')
    .orderBy('id');
  if (filter.vertical) query = query.where((eb) => eb(eb.val(filter.vertical), '=', eb.fn.any('verticals')));
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  return query.execute();
}

export async function insertOffer(db: Db, values: Insertable<OffersTable>): Promise<number> {
  const row = await db.insertInto('offers').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function setStatus(db: Db, id: number, status: 'active' | 'paused' | 'ended', now: Date): Promise<boolean> {
  const result = await db.updateTable('offers').set({ status, updated_at: now }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
