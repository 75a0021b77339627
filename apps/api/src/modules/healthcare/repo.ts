import { sql, type Selectable } from 'kysely';
import type { Db, OtcCategoriesTable } from '@dawa/db';
import { OTC_DISCOUNT_STEPS, OTC_PAGE_SIZE, OTC_RATING_STEPS, type OtcPriceBand, type OtcSort } from '@dawa/contracts';
import type { CardWithIngredients } from '../catalogue/repo.ts';

export type CategoryRow = Selectable<OtcCategoriesTable>;

/** Per type (the tree's leaves): how many products, and the largest discount of those on sale now. */
export interface TypeFigures {
  type_id: number;
  products: number;
  max_discount: number | null;
}

export async function categoryRows(db: Db): Promise<CategoryRow[]> {
  return db
    .selectFrom('otc_categories')
    .select(['id', 'parent_id', 'level', 'name', 'slug', 'position'])
    .orderBy('level')
    .orderBy('position')
    .execute();
}

/**
 * A medicine placed under 'OTC Medicines' is listed only while it is sold without a prescription: a later
 * drug schedule list that makes it prescription-only takes it off the shelves at once.
 */
const sellableHere = sql`(p.product_type = 2 or (p.drug_schedule = 'OTC' and not p.is_rx_required))`;

export async function typeFigures(db: Db): Promise<TypeFigures[]> {
  const { rows } = await sql<{ type_id: number; products: string; max_discount: string | null }>`
    select o.type_id, count(*) as products,
      max(p.discount_percent) filter (where p.stock > 0 and not p.not_for_sale) as max_discount
    from otc_products o join products p on p.id = o.product_id
    where ${sellableHere}
    group by o.type_id`.execute(db);
  return rows.map((r) => ({
    type_id: r.type_id,
    products: Number(r.products),
    max_discount: r.max_discount === null ? null : Number(r.max_discount),
  }));
}

/** Where a listing looks: one node of the tree, a brand's store or a collection. */
export type Scope = { level: 1 | 2 | 3; categoryId: number } | { brandId: number } | { collectionId: number };

export interface Filters {
  brandIds?: number[];
  price?: OtcPriceBand;
  discount?: number;
  rating?: number;
}

/** Sale price bands in paise: [from, below). */
export const PRICE_BANDS: Record<OtcPriceBand, readonly [number, number]> = {
  'under-100': [0, 100_00],
  '100-250': [100_00, 250_00],
  '250-500': [250_00, 500_00],
  '500-1000': [500_00, 1000_00],
  'over-1000': [1000_00, 2_000_000_000],
};

const LEVEL_COLUMN = { 1: sql.ref('o.top_id'), 2: sql.ref('o.sub_id'), 3: sql.ref('o.type_id') } as const;

/** The listing's condition over `otc_products o` joined to `products p`. */
function scoped(scope: Scope, filters: Filters) {
  const conditions = [
    sellableHere,
    'brandId' in scope
      ? sql`p.brand_id = ${scope.brandId}`
      : 'collectionId' in scope
        ? sql`o.product_id in (select product_id from otc_collection_products where collection_id = ${scope.collectionId})`
        : sql`${LEVEL_COLUMN[scope.level]} = ${scope.categoryId}`,
  ];
  if (filters.brandIds?.length) conditions.push(sql`p.brand_id = any(${filters.brandIds}::int[])`);
  if (filters.price) {
    const [from, below] = PRICE_BANDS[filters.price];
    conditions.push(sql`p.sale_price_paise >= ${from} and p.sale_price_paise < ${below}`);
  }
  if (filters.discount !== undefined) conditions.push(sql`p.discount_percent >= ${filters.discount}`);
  if (filters.rating !== undefined) conditions.push(sql`o.rating >= ${filters.rating}`);
  return sql.join(conditions, sql` and `);
}

const available = sql`(p.stock > 0 and not p.not_for_sale)`;

const SORT_COLUMN: Record<OtcSort, ReturnType<typeof sql>> = {
  popularity: sql`p.popularity`,
  price: sql`p.sale_price_paise`,
  discount: sql`p.discount_percent`,
  rating: sql`coalesce(o.rating, -1)`,
  name: sql`lower(p.name)`,
};

/** One page, sorted by key and direction; what can be bought comes first whatever the sort, then a stable order. */
export async function listingPage(db: Db, scope: Scope, filters: Filters, sort: OtcSort, direction: 'asc' | 'desc', page: number) {
  const where = scoped(scope, filters);
  const order = sql`${available} desc, ${SORT_COLUMN[sort]} ${sql.raw(direction)}, p.popularity desc, p.id`;
  const [count, rows] = await Promise.all([
    sql<{ n: string }>`select count(*) as n from otc_products o join products p on p.id = o.product_id where ${where}`.execute(db),
    // The page's ids first, from the narrow rows; only its 20 cards are read.
    sql<{ card: CardWithIngredients }>`
      with page as (
        select p.id, row_number() over (order by ${order}) as place
        from otc_products o join products p on p.id = o.product_id
        where ${where}
        order by ${order}
        limit ${OTC_PAGE_SIZE} offset ${(page - 1) * OTC_PAGE_SIZE})
      select pc.card from page join product_cards pc on pc.product_id = page.id order by page.place`.execute(db),
  ]);
  return { total: Number(count.rows[0]!.n), cards: rows.rows.map((r) => r.card) };
}

export async function brandFacet(db: Db, scope: Scope) {
  const { rows } = await sql<{ id: number; name: string; n: string }>`
    select b.id, b.name, count(*) as n from otc_products o join products p on p.id = o.product_id join brands b on b.id = p.brand_id
    where ${scoped(scope, {})} group by b.id, b.name order by count(*) desc, b.name`.execute(db);
  return rows;
}

/** How many products of the scope fall in each price band, discount step and rating step. */
export async function bandCounts(db: Db, scope: Scope): Promise<Record<string, number>> {
  const bands = Object.entries(PRICE_BANDS).map(
    ([key, [from, below]]) =>
      sql`count(*) filter (where p.sale_price_paise >= ${from} and p.sale_price_paise < ${below}) as ${sql.ref(`price:${key}`)}`,
  );
  const discounts = OTC_DISCOUNT_STEPS.map((d) => sql`count(*) filter (where p.discount_percent >= ${d}) as ${sql.ref(`discount:${d}`)}`);
  const ratings = OTC_RATING_STEPS.map((r) => sql`count(*) filter (where o.rating >= ${r}) as ${sql.ref(`rating:${r}`)}`);
  const { rows } = await sql<Record<string, string>>`
    select ${sql.join([...bands, ...discounts, ...ratings])} from otc_products o join products p on p.id = o.product_id
    where ${scoped(scope, {})}`.execute(db);
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
}

export async function typeFacet(db: Db, subCategoryId: number) {
  const { rows } = await sql<{ id: number; slug: string; name: string; n: string }>`
    select c.id, c.slug, c.name, count(o.product_id) as n from otc_categories c
    join otc_products o on o.type_id = c.id join products p on p.id = o.product_id
    where c.parent_id = ${subCategoryId} and ${sellableHere} group by c.id, c.slug, c.name, c.position order by c.position`.execute(db);
  return rows;
}

export interface ProductPlace {
  card: CardWithIngredients;
  top_id: number;
  sub_id: number;
  type_id: number;
  rating: string | null;
  returnable: boolean;
  variant_group: number;
}

export async function productPlace(db: Db, id: number): Promise<ProductPlace | undefined> {
  const { rows } = await sql<ProductPlace>`
    select pc.card, o.top_id, o.sub_id, o.type_id, o.rating, o.returnable, o.variant_group
    from otc_products o join product_cards pc on pc.product_id = o.product_id
    where o.product_id = ${id}`.execute(db);
  return rows[0];
}

export async function variantsOf(db: Db, group: number): Promise<CardWithIngredients[]> {
  const { rows } = await sql<{ card: CardWithIngredients }>`
    select pc.card from otc_products o join product_cards pc on pc.product_id = o.product_id
    where o.variant_group = ${group} order by o.product_id`.execute(db);
  return rows.map((r) => r.card);
}

/** The most popular other products of a type (customers also viewed) or of a brand, one per variant group. */
export async function neighbours(db: Db, by: { typeId: number } | { brandId: number }, except: number, limit: number) {
  const where = 'typeId' in by ? sql`o.type_id = ${by.typeId}` : sql`p.brand_id = ${by.brandId}`;
  const { rows } = await sql<{ card: CardWithIngredients }>`
    select card from (
      select distinct on (o.variant_group) pc.card, p.popularity, p.id, ${available} as available
      from otc_products o join products p on p.id = o.product_id join product_cards pc on pc.product_id = p.id
      where ${where} and o.variant_group <> ${except}
      order by o.variant_group, ${available} desc, p.popularity desc) v
    order by available desc, popularity desc, id limit ${limit}`.execute(db);
  return rows.map((r) => r.card);
}

export async function brandRow(db: Db, id: number) {
  const { rows } = await sql<{ id: number; name: string; slug: string; products: string; max_discount: string | null }>`
    select b.id, b.name, b.slug, count(p.id) as products,
      max(p.discount_percent) filter (where p.stock > 0 and not p.not_for_sale) as max_discount
    from brands b join products p on p.brand_id = b.id
    where b.id = ${id} and p.product_type = 2 group by b.id, b.name, b.slug`.execute(db);
  return rows[0];
}

/** A brand's products by top category, most first, for its banners. */
export async function brandCategories(db: Db, brandId: number) {
  const { rows } = await sql<{ name: string; slug: string; n: string }>`
    select c.name, c.slug, count(*) as n from otc_products o join products p on p.id = o.product_id
      join otc_categories c on c.id = o.top_id
    where p.brand_id = ${brandId} group by c.name, c.slug order by count(*) desc, c.name`.execute(db);
  return rows;
}

export async function collectionRows(db: Db, id?: number) {
  const { rows } = await sql<{ id: number; slug: string; title: string; description: string; products: string }>`
    select c.id, c.slug, c.title, c.description, count(cp.product_id) as products
    from otc_collections c left join otc_collection_products cp on cp.collection_id = c.id
    where ${id === undefined ? sql`true` : sql`c.id = ${id}`}
    group by c.id order by c.position`.execute(db);
  return rows;
}

/** The cards of the given products that exist, in the order given. */
export async function cardsByIds(db: Db, ids: readonly number[]): Promise<CardWithIngredients[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ card: CardWithIngredients }>`
    select pc.card from unnest(${ids}::int[]) with ordinality as wanted(id, place)
      join product_cards pc on pc.product_id = wanted.id
    order by wanted.place`.execute(db);
  return rows.map((r) => r.card);
}

/** The most popular healthcare products on sale of a top category, leaving out the given ones. */
export async function popularIn(db: Db, topSlug: string, except: readonly number[], limit: number) {
  const { rows } = await sql<{ card: CardWithIngredients }>`
    select pc.card from otc_products o join products p on p.id = o.product_id join product_cards pc on pc.product_id = p.id
      join otc_categories c on c.id = o.top_id
    where c.slug = ${topSlug} and ${available} and p.id <> all(${[...except]}::int[])
    order by p.popularity desc, p.id limit ${limit}`.execute(db);
  return rows.map((r) => r.card);
}

/** The brands with the most healthcare products on sale. */
export async function featuredBrands(db: Db, limit: number) {
  const { rows } = await sql<{ id: number; name: string; n: string }>`
    select b.id, b.name, count(*) as n from products p join brands b on b.id = p.brand_id
    where p.product_type = 2 and ${available}
    group by b.id, b.name order by count(*) desc, b.name limit ${limit}`.execute(db);
  return rows;
}
