/**
 * Reads of the like-for-like summary (migration 0018, decision 028): a group's members by price class, in
 * the order the medicine page lists them, without reading the whole group.
 */
import { sql, type RawBuilder } from 'kysely';
import { executePrepared, type Db } from '@dawa/db';
import type { CardWithIngredients } from './repo.ts';

export const PRICE_CLASS = { plausible: 0, unpriced: 1, implausible: 2 } as const;

export interface GroupKey {
  groupId: number;
  packform: string;
  unit: string;
}

/** The viewed product's class and its group's counts, read with the product's own row. */
export interface GroupPlace {
  priceClass: number;
  members: number;
  plausible: number;
  unpriced: number;
  implausible: number;
  median: number | null;
}

/** The columns of the summary that the product's own row is read with (`productDetailRow`). */
export interface GroupPlaceColumns {
  price_class: number | null;
  group_members: number | null;
  group_plausible: number | null;
  group_unpriced: number | null;
  group_implausible: number | null;
  group_median: number | null;
}

/** The product's place in its like-for-like group's summary, or null when the summary has no row for it. */
export function groupPlaceOf(row: GroupPlaceColumns): GroupPlace | null {
  if (row.price_class === null || row.group_members === null) return null;
  return {
    priceClass: row.price_class,
    members: row.group_members,
    plausible: row.group_plausible ?? 0,
    unpriced: row.group_unpriced ?? 0,
    implausible: row.group_implausible ?? 0,
    median: row.group_median,
  };
}

export interface MemberRow {
  product_id: number;
  unit_price: number | null;
  price_rank: number;
  available: boolean;
  sale_price_paise: number;
  units_per_pack: string | number;
}

const inGroup = (k: GroupKey) => sql`group_id = ${k.groupId} and packform = ${k.packform} and measurement_unit = ${k.unit}`;

/**
 * The cheapest plausible member (rank 0), and the first few distinct prices per unit from `from` upwards:
 * the caller judges those exactly to find where the cheaper members end.
 */
export async function priceEdges(db: Db, key: GroupKey, from: number, count: number) {
  const rows = await executePrepared(
    db,
    sql<MemberRow & { edge: boolean }>`
    (select false as edge, product_id, unit_price, price_rank, available, sale_price_paise, units_per_pack
     from like_for_like where ${inGroup(key)} and price_class = ${PRICE_CLASS.plausible} and price_rank = 0 limit 1)
    union all
    (select distinct on (unit_price) true, product_id, unit_price, price_rank, available, sale_price_paise, units_per_pack
     from like_for_like where ${inGroup(key)} and price_class = ${PRICE_CLASS.plausible} and unit_price >= ${from}
     order by unit_price limit ${count})`,
  );
  return splitEdges(rows);
}

/** How many distinct prices per unit are judged around the viewed medicine's cheaper-than boundary. */
export const EDGES_READ = 4;

/** Where the price edges are read from: a little below the price per unit under which a member is cheaper. */
export function priceEdgesFrom(unit: number): number {
  // Every member below this is cheaper by well over the rounding of the saving's rules.
  const boundary = Math.min(unit * 0.99, unit - 0.5);
  return boundary - Math.abs(boundary) * 1e-6 - 1e-6;
}

/** The rows of `priceEdges` (or the same read with the product's row): the cheapest member and the edges. */
export function splitEdges(rows: (MemberRow & { edge: boolean })[]) {
  return { cheapest: rows.find((r) => !r.edge), edges: rows.filter((r) => r.edge) };
}

/** A run of members to read: those matching `where`, in the page's order, skipping `offset`, at most `limit`. */
export interface MemberRange {
  section: number;
  where: RawBuilder<unknown>;
  /** In stock first, then by place within the class, or by price per unit across classes. */
  byClassRank: boolean;
  offset: number;
  limit: number;
}

export const memberWhere = {
  ofClass: (priceClass: number) => sql`price_class = ${priceClass}`,
  rankBelow: (rank: number) => sql`price_rank < ${rank}`,
  rankFrom: (rank: number) => sql`price_rank >= ${rank}`,
  not: (productId: number) => sql`product_id <> ${productId}`,
  all: (...parts: RawBuilder<unknown>[]) => sql.join(parts, sql` and `),
};

/**
 * The members of each range, in one query, each with its stored card (`card`, migration 0021); every range
 * is one index range of at most `limit` rows.
 */
export async function membersIn(
  db: Db,
  key: GroupKey,
  ranges: MemberRange[],
): Promise<(MemberRow & { section: number; card: CardWithIngredients })[]> {
  if (!ranges.length) return [];
  const parts = ranges.map(
    (r) => sql`(select ${r.section}::int as section, product_id, unit_price, price_rank, available, sale_price_paise, units_per_pack
      from like_for_like where ${inGroup(key)} and ${r.where}
      order by available desc, ${r.byClassRank ? sql`price_rank` : sql`unit_price`}, product_id
      limit ${r.limit} offset ${r.offset})`,
  );
  const rows = await executePrepared(
    db,
    sql<MemberRow & { section: number; card: CardWithIngredients }>`
    select x.section, x.product_id, x.unit_price, x.price_rank, x.available, x.sale_price_paise, x.units_per_pack, pc.card
    from (${sql.join(parts, sql` union all `)}) x join product_cards pc on pc.product_id = x.product_id`,
  );
  return rows;
}
