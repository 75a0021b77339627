import { sql, type Selectable } from 'kysely';
import { preparedRead, type Db, type ProductsTable } from '@dawa/db';
import { EDGES_READ, PRICE_CLASS, type GroupPlaceColumns, type MemberRow } from './like-for-like.ts';

/** What a card is built from: the product's own columns, its manufacturer and brand (stored in `product_cards`). */
export type CardRow = Pick<
  Selectable<ProductsTable>,
  | 'id'
  | 'name'
  | 'product_type'
  | 'pack_label'
  | 'packform'
  | 'units_per_pack'
  | 'measurement_unit'
  | 'composition'
  | 'composition_group_id'
  | 'mrp_paise'
  | 'sale_price_paise'
  | 'discount_percent'
  | 'is_rx_required'
  | 'drug_schedule'
  | 'is_refrigerated'
  | 'stock'
  | 'not_for_sale'
  | 'brand_id'
> & { manufacturer: string; brand_name: string };

/*
 * The hot reads of the product call and the A–Z listing (decision 037): SQL written once, prepared per
 * connection, each card read with its ingredients as one JSON value, so a card is one row of one statement
 * and nothing is built or compiled per request.
 */

/** An ingredient as a card shows it, stored with the card. */
export interface CardIngredient {
  molecule_id: number;
  strength: string | null;
  name: string;
  slug: string;
}
export type CardWithIngredients = CardRow & { ingredients: CardIngredient[] };

const IN_PRODUCT_GROUP = `group_id = p.composition_group_id and packform = p.packform and measurement_unit = p.measurement_unit`;
/**
 * Where `fromGroupSummary` starts reading price edges, in the same double-precision steps as it computes it
 * (`priceEdgesFrom`); null for a product without a price per unit. The caller uses the edges read here only
 * when it computes the very same value, and reads them itself otherwise.
 */
const EDGES_FROM = `case when p.sale_price_paise > 0 and p.units_per_pack >= 1 then
    (select b - abs(b) * 1e-6::float8 - 1e-6::float8 from (select least(u * 0.99::float8, u - 0.5::float8) as b
      from (select p.sale_price_paise::float8 / p.units_per_pack::float8 as u) per_unit) boundary) end`;

const detailRead = preparedRead<DetailRow>(`
  select pc.card,
    l.price_class, g.members as group_members, g.plausible as group_plausible, g.unpriced as group_unpriced,
    g.implausible as group_implausible, g.median_unit_price as group_median,
    p.uses, p.side_effects, p.review_excellent, p.review_average, p.review_poor, p.updated_at,
    c.name as category_name, c.slug as category_slug,
    (select coalesce(json_agg(v.card order by v.popularity desc, v.product_id), '[]'::json) from (
      select card, popularity, product_id from product_cards
      where brand_id = p.brand_id and product_id <> p.id
      order by popularity desc, product_id limit $2::int) v) as variants,
    f.edges_from,
    case when l.price_class = ${PRICE_CLASS.plausible} then (select json_agg(e order by e.edge, e.unit_price) from (
      (select false as edge, product_id, unit_price, price_rank, available, sale_price_paise, units_per_pack
       from like_for_like where ${IN_PRODUCT_GROUP} and price_class = ${PRICE_CLASS.plausible} and price_rank = 0 limit 1)
      union all
      (select distinct on (unit_price) true, product_id, unit_price, price_rank, available, sale_price_paise, units_per_pack
       from like_for_like where ${IN_PRODUCT_GROUP} and price_class = ${PRICE_CLASS.plausible} and unit_price >= f.edges_from
       order by unit_price limit $3::int)) e) end as edges
  from products p
    join product_cards pc on pc.product_id = p.id
    left join categories c on c.id = p.category_id
    left join like_for_like l on l.product_id = p.id
    left join like_for_like_groups g
      on g.group_id = l.group_id and g.packform = l.packform and g.measurement_unit = l.measurement_unit
    cross join lateral (select ${EDGES_FROM} as edges_from) f
  where p.id = $1::int`);

/**
 * A product's card (stored, migration 0021), its category, its place in its like-for-like group (decision
 * 028) and the cards of up to `variants` other medicines of its brand, most popular first. Cards are JSON,
 * where numeric columns are numbers rather than strings: cards read them through `Number`.
 */
export async function productDetailRow(db: Db, id: number, variants: number): Promise<DetailRow | undefined> {
  return (await detailRead(db, [id, variants, EDGES_READ]))[0];
}

export type DetailRow = GroupPlaceColumns & {
  card: CardWithIngredients;
  uses: string[];
  side_effects: string[];
  review_excellent: number | null;
  review_average: number | null;
  review_poor: number | null;
  updated_at: Date;
  category_name: string | null;
  category_slug: string | null;
  variants: CardWithIngredients[];
  /** The price edges of its group from `edges_from` (`priceEdges`), read when it is a plausible member. */
  edges_from: number | string | null;
  edges: (MemberRow & { edge: boolean })[] | null;
};

const cardsRead = preparedRead<{ card: CardWithIngredients }>(`select card from product_cards where product_id = any($1::int[])`);

/** The stored cards of these ids (migration 0021), in the order of `ids` (unknown ids left out). */
export async function cardsByIds(db: Db, ids: number[]): Promise<CardWithIngredients[]> {
  if (!ids.length) return [];
  const rows = await cardsRead(db, [ids]);
  const byId = new Map(rows.map(({ card }) => [card.id, card]));
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
export async function likeForLikeGroup(
  db: Db,
  of: { groupId: number; packform: string; unit: string },
  withNames: boolean,
): Promise<GroupRow[]> {
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

/**
 * One page of an A–Z listing (the whole catalogue, a first letter, a category, or both), read by position
 * from `browse_order` (decision 026): a range of one index, as fast on the last page as on the first, and
 * the listing's size is its last position. One statement per kind of listing: the size, and the page's
 * stored cards beside it (no card, one row of nulls, past the last page).
 */
export async function browseProducts(db: Db, filter: { letter?: string; categoryId?: number }, page: number, pageSize: number) {
  const letter = filter.letter?.toLowerCase();
  const categoryId = filter.categoryId;
  const first = (page - 1) * pageSize;
  const range = [first, first + pageSize];
  const rows =
    categoryId !== undefined
      ? letter
        ? await browseReads.categoryLetter(db, [...range, letter, categoryId])
        : await browseReads.category(db, [...range, categoryId])
      : letter
        ? await browseReads.letter(db, [...range, letter])
        : await browseReads.all(db, range);
  return { rows: rows.flatMap((r) => r.card ?? []), total: Number(rows[0]?.total ?? 0) };
}

/** The listing's size and its cards with positions `$1` < position ≤ `$2`, among those matching `filter`. */
function browseRead(rank: string, filter: string) {
  return preparedRead<{ card: CardWithIngredients | null; total: number | string | null }>(`
    select t.total, c.card from (select max(o.${rank}) as total from browse_order o where ${filter}) t
    left join lateral (
      select o.${rank} as position, pc.card from browse_order o join product_cards pc on pc.product_id = o.product_id
      where ${filter} and o.${rank} > $1::int and o.${rank} <= $2::int
    ) c on true
    order by c.position`);
}
const browseReads = {
  all: browseRead('name_rank', 'true'),
  letter: browseRead('letter_rank', 'o.letter = $3::text'),
  category: browseRead('category_rank', 'o.category_id = $3::int'),
  categoryLetter: browseRead('category_letter_rank', 'o.letter = $3::text and o.category_id = $4::int'),
};

const categoryRead = preparedRead<{ id: number; name: string; slug: string; product_count: number }>(
  `select id, name, slug, product_count from categories where slug = $1::text`,
);
export async function categoryBySlug(db: Db, slug: string) {
  return (await categoryRead(db, [slug]))[0];
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

const brandProductsRead = preparedRead<{ card: CardWithIngredients }>(
  `select pc.card from products p join product_cards pc on pc.product_id = p.id
   where p.brand_id = $1::int order by lower(p.name), p.id limit $2::int`,
);
/** A brand's medicines by name, with their ingredients (stored cards). */
export async function productsOfBrand(db: Db, brandId: number, limit: number) {
  return (await brandProductsRead(db, [brandId, limit])).map((r) => r.card);
}

const popularRead = preparedRead<{ card: CardWithIngredients }>(
  `select pc.card from products p join product_cards pc on pc.product_id = p.id
   where p.product_type = 1 and not p.not_for_sale and p.stock > 0 order by p.popularity desc, p.id limit $1::int`,
);
/** The most popular medicines on sale and in stock, with their ingredients (stored cards). */
export async function popularProducts(db: Db, limit: number) {
  return (await popularRead(db, [limit])).map((r) => r.card);
}

export function topCategories(db: Db) {
  return db.selectFrom('categories').select(['id', 'name', 'slug', 'product_count']).orderBy('product_count', 'desc').execute();
}

export async function catalogueCounts(db: Db) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('products').where('product_type', '=', 1).select(eb.fn.countAll<string>().as('n')).as('products'),
      eb.selectFrom('molecules').select(eb.fn.countAll<string>().as('n')).as('molecules'),
      eb.selectFrom('manufacturers').select(eb.fn.countAll<string>().as('n')).as('manufacturers'),
    ])
    .executeTakeFirstOrThrow();
  return { products: Number(row.products), molecules: Number(row.molecules), manufacturers: Number(row.manufacturers) };
}
