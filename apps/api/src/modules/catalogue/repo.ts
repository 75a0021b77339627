import { sql } from 'kysely';
import { executePrepared, type Db } from '@dawa/db';

/** Columns every product card needs, with its manufacturer and brand. */
function cardQuery(db: Db) {
  return db
    .selectFrom('products as p')
    .innerJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select([
      'p.id',
      'p.name',
      'p.product_type',
      'p.pack_label',
      'p.packform',
      'p.units_per_pack',
      'p.measurement_unit',
      'p.composition',
      'p.composition_group_id',
      'p.mrp_paise',
      'p.sale_price_paise',
      'p.discount_percent',
      'p.is_rx_required',
      'p.drug_schedule',
      'p.is_refrigerated',
      'p.stock',
      'p.not_for_sale',
      'p.brand_id',
      'm.name as manufacturer',
      'b.name as brand_name',
    ]);
}
export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirstOrThrow']>>;
export interface IngredientRow {
  product_id: number;
  position: number;
  strength: string | null;
  molecule_id: number;
  name: string;
  slug: string;
}

export async function ingredientsOf(db: Db, productIds: number[]): Promise<Map<number, IngredientRow[]>> {
  const byProduct = new Map<number, IngredientRow[]>();
  if (!productIds.length) return byProduct;
  const rows = await executePrepared(
    db,
    db
      .selectFrom('product_ingredients as i')
      .innerJoin('molecules as mo', 'mo.id', 'i.molecule_id')
      .select(['i.product_id', 'i.position', 'i.strength', 'i.molecule_id', 'mo.name', 'mo.slug'])
      .where('i.product_id', '=', anyOf(productIds))
      .orderBy('i.product_id')
      .orderBy('i.position'),
  );
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(row);
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

/** `= any(...)` of one array parameter: one prepared statement for any number of ids (an `in` list is one per count). */
const anyOf = (ids: number[]) => sql<number>`any(${ids})`;

export async function productDetailRow(db: Db, id: number) {
  const rows = await executePrepared(db, detailQuery(db, id));
  return rows[0];
}

function detailQuery(db: Db, id: number) {
  return cardQuery(db)
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    // Its place in its like-for-like group and the group's counts (decision 028).
    .leftJoin('like_for_like as l', 'l.product_id', 'p.id')
    .leftJoin('like_for_like_groups as g', (join) =>
      join.onRef('g.group_id', '=', 'l.group_id').onRef('g.packform', '=', 'l.packform').onRef('g.measurement_unit', '=', 'l.measurement_unit'),
    )
    .select([
      'l.price_class',
      'g.members as group_members',
      'g.plausible as group_plausible',
      'g.unpriced as group_unpriced',
      'g.implausible as group_implausible',
      'g.median_unit_price as group_median',
      'p.uses',
      'p.side_effects',
      'p.review_excellent',
      'p.review_average',
      'p.review_poor',
      'p.updated_at',
      'c.name as category_name',
      'c.slug as category_slug',
    ])
    .where('p.id', '=', id);
}

export type DetailRow = NonNullable<Awaited<ReturnType<typeof productDetailRow>>>;

export async function cardsByIds(db: Db, ids: number[]): Promise<CardRow[]> {
  if (!ids.length) return [];
  const rows = await executePrepared(db, cardQuery(db).where('p.id', '=', anyOf(ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface GroupRow {
  id: number;
  /** Empty when the group was read without names. */
  name: string;
  sale_price_paise: number;
  units_per_pack: number;
  stock: number;
  not_for_sale: boolean;
}

/**
 * A like-for-like group: every product of one composition group (same ingredients and strengths) in one
 * dosage form and measurement unit, the viewed product included. Only what pricing and ordering need, read
 * from one covering index and sent as a single aggregated row: the largest groups have nearly 3,000
 * members, and row by row (with their names) the transfer, not the query, was most of a product page's time.
 */
export async function likeForLikeGroup(db: Db, of: { groupId: number; packform: string; unit: string }, withNames: boolean): Promise<GroupRow[]> {
  // One array per column, aggregated over the same rows in the same order: far cheaper to build and to
  // parse than a row (or a JSON value) per member.
  const { rows } = await sql<{
    ids: number[] | null;
    names: string[] | null;
    prices: number[];
    units: (number | string)[];
    stocks: number[];
    not_for_sale: boolean[];
  }>`
    select array_agg(p.id) as ids, case when ${withNames} then array_agg(p.name) end as names,
      array_agg(p.sale_price_paise) as prices, array_agg(p.units_per_pack) as units, array_agg(p.stock) as stocks,
      array_agg(p.not_for_sale) as not_for_sale
    from products p
    where p.composition_group_id = ${of.groupId} and p.packform = ${of.packform} and p.measurement_unit = ${of.unit}`.execute(db);
  const group = rows[0];
  if (!group?.ids) return [];
  return group.ids.map((id, i) => ({
    id,
    name: group.names?.[i] ?? '',
    sale_price_paise: group.prices[i]!,
    units_per_pack: Number(group.units[i]),
    stock: group.stocks[i]!,
    not_for_sale: group.not_for_sale[i]!,
  }));
}

export function brandVariants(db: Db, brandId: number, excludeId: number, limit: number) {
  return executePrepared(
    db,
    cardQuery(db)
      .where('p.brand_id', '=', brandId)
      .where('p.id', '!=', excludeId)
      .orderBy('p.popularity', 'desc')
      .orderBy('p.id')
      .limit(limit),
  );
}

/**
 * One page of an A–Z listing (the whole catalogue, a first letter, a category, or both), read by position
 * from `browse_order` (decision 026): a range of one index, as fast on the last page as on the first, and
 * the listing's size is its last position.
 */
export async function browseProducts(db: Db, filter: { letter?: string; categoryId?: number }, page: number, pageSize: number) {
  const letter = filter.letter?.toLowerCase();
  const categoryId = filter.categoryId;
  const rank =
    categoryId !== undefined ? (letter ? 'o.category_letter_rank' : 'o.category_rank') : letter ? 'o.letter_rank' : 'o.name_rank';
  const inListing = (query: ReturnType<typeof browseOrder>) => {
    let q = query;
    if (letter) q = q.where('o.letter', '=', letter);
    if (categoryId !== undefined) q = q.where('o.category_id', '=', categoryId);
    return q;
  };
  const first = (page - 1) * pageSize;
  const [ids, last] = await Promise.all([
    inListing(browseOrder(db))
      .select('o.product_id')
      .where(rank, '>', first)
      .where(rank, '<=', first + pageSize)
      .orderBy(rank)
      .execute(),
    inListing(browseOrder(db))
      .select((eb) => eb.fn.max(rank).as('n'))
      .executeTakeFirst(),
  ]);
  return { rows: await cardsByIds(db, ids.map((r) => r.product_id)), total: Number(last?.n ?? 0) };
}
const browseOrder = (db: Db) => db.selectFrom('browse_order as o');

export function categoryBySlug(db: Db, slug: string) {
  return db.selectFrom('categories').select(['id', 'name', 'slug', 'product_count']).where('slug', '=', slug).executeTakeFirst();
}

export async function brandBySlug(db: Db, slug: string) {
  return db
    .selectFrom('brands as b')
    .innerJoin('products as p', 'p.brand_id', 'b.id')
    .innerJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
    .select(['b.id', 'b.name', 'b.slug', 'b.product_count', 'm.name as manufacturer'])
    .where('b.slug', '=', slug)
    .limit(1)
    .executeTakeFirst();
}

export function productsOfBrand(db: Db, brandId: number, limit: number) {
  return cardQuery(db)
    .where('p.brand_id', '=', brandId)
    .orderBy(sql`lower(p.name)`)
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

export function popularProducts(db: Db, limit: number) {
  return cardQuery(db)
    .where('p.not_for_sale', '=', false)
    .where('p.stock', '>', 0)
    .orderBy('p.popularity', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

export function topCategories(db: Db) {
  return db.selectFrom('categories').select(['id', 'name', 'slug', 'product_count']).orderBy('product_count', 'desc').execute();
}

export async function catalogueCounts(db: Db) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('products').select(eb.fn.countAll<string>().as('n')).as('products'),
      eb.selectFrom('molecules').select(eb.fn.countAll<string>().as('n')).as('molecules'),
      eb.selectFrom('manufacturers').select(eb.fn.countAll<string>().as('n')).as('manufacturers'),
    ])
    .executeTakeFirstOrThrow();
  return { products: Number(row.products), molecules: Number(row.molecules), manufacturers: Number(row.manufacturers) };
}
