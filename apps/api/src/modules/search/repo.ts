import { sql } from 'kysely';
import type { Db } from '@dawa/db';
import type { SearchCorpus } from '@dawa/search';
import { PRODUCT_TYPE } from '@dawa/contracts';
import { isSoldOnline } from '@dawa/domain';
import { NamedLookup, ProductLines } from './lookups.ts';

export type { Named, ProductLine } from './lookups.ts';

export interface LoadedCorpus {
  /** The medicines, their molecules, brands and dosage-form categories. */
  corpus: SearchCorpus;
  /** The healthcare store's products, brands and categories (decision 059): an index of their own. */
  healthcare: SearchCorpus;
  lines: ProductLines;
  molecules: NamedLookup;
  brands: NamedLookup;
  categories: NamedLookup;
}

/**
 * Rows read per query. The embedded database hands a whole result to JavaScript at once and its WASM heap
 * grows to the largest result and never shrinks, so the catalogue is read in keyset pages of this size.
 */
export const CORPUS_PAGE_ROWS = 5_000;

/** Reads a table in pages ordered by id, each page starting after the last id of the one before. */
async function readInPages<Row extends { id: number }>(
  pageRows: number,
  readPage: (afterId: number | null, limit: number) => Promise<Row[]>,
  take: (row: Row) => void,
): Promise<void> {
  let afterId: number | null = null;
  for (;;) {
    const rows = await readPage(afterId, pageRows);
    for (const row of rows) take(row);
    if (rows.length < pageRows) return;
    afterId = (rows[rows.length - 1] as Row).id;
  }
}

/** One shared instance per distinct text: each row read brings its own copy of a repeated manufacturer or pack label. */
function interner(): (text: string) => string {
  const seen = new Map<string, string>();
  return (text) => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    seen.set(text, text);
    return text;
  };
}

// No join: a page joined to brands and manufacturers makes the planner scan those tables again for every
// page, so their names come from the maps read beforehand.
function productPage(db: Db, afterId: number | null, limit: number) {
  let query = db
    .selectFrom('products as p')
    .select([
      'p.id',
      'p.name',
      'p.composition',
      'p.pack_label',
      'p.mrp_paise',
      'p.sale_price_paise',
      'p.is_rx_required',
      'p.drug_schedule',
      'p.popularity',
      'p.brand_id',
      'p.manufacturer_id',
      'p.product_type',
      sql<boolean>`(not p.not_for_sale and p.stock > 0)`.as('available'),
    ]);
  if (afterId !== null) query = query.where('p.id', '>', afterId);
  return query.orderBy('p.id').limit(limit).execute();
}

function manufacturerPage(db: Db, afterId: number | null, limit: number) {
  let query = db.selectFrom('manufacturers').select(['id', 'name']);
  if (afterId !== null) query = query.where('id', '>', afterId);
  return query.orderBy('id').limit(limit).execute();
}

type NamedTable = 'molecules' | 'brands' | 'categories';

/** Healthcare brands (decision 059) lead to their store, not to the medicine brand page. */
const healthcareBrandUrl = sql<string | null>`case when key like 'healthcare|%' then '/health-wellness/store/' || slug end`;

/**
 * The healthcare store's categories and sub-categories as search categories, with their product counts. Their
 * ids follow the medicine categories' (1,000,000 + the tree's id), so the two never meet in one lookup.
 */
export const HEALTHCARE_CATEGORY_ID_FROM = 1_000_000;
async function healthcareCategoryPage(db: Db, afterId: number | null, limit: number) {
  const { rows } = await sql<{ id: number; name: string; url: string; product_count: string }>`
    select ${HEALTHCARE_CATEGORY_ID_FROM} + c.id as id, c.name,
      '/health-care/' || case when c.level = 1 then c.slug else t.slug || '/' || c.slug end as url,
      (select count(*) from otc_products o where o.top_id = c.id or o.sub_id = c.id) as product_count
    from otc_categories c left join otc_categories t on t.id = c.parent_id
    where c.level <= 2 and c.id > ${(afterId ?? HEALTHCARE_CATEGORY_ID_FROM) - HEALTHCARE_CATEGORY_ID_FROM}
    order by c.id limit ${limit}`.execute(db);
  return rows;
}

function namedPage(db: Db, table: NamedTable, afterId: number | null, limit: number) {
  let query = db
    .selectFrom(table)
    .select(['id', 'name', 'slug', 'product_count', (table === 'brands' ? healthcareBrandUrl : sql<null>`null`).as('url')]);
  if (afterId !== null) query = query.where('id', '>', afterId);
  return query.orderBy('id').limit(limit).execute();
}

/**
 * The search corpus and the typeahead lines, read in pages of `pageRows` rows. The caller builds the index
 * from `corpus` and keeps only the lookups; the corpus is then garbage.
 */
export async function loadSearchCorpus(db: Db, pageRows = CORPUS_PAGE_ROWS): Promise<LoadedCorpus> {
  const shared = interner();
  const readNamed = async (table: NamedTable) => {
    const docs: { id: number; name: string; productCount: number }[] = [];
    const byId = new NamedLookup();
    await readInPages(
      pageRows,
      (afterId, limit) => namedPage(db, table, afterId, limit),
      (r) => {
        docs.push({ id: r.id, name: r.name, productCount: r.product_count });
        byId.add(r.id, { name: r.name, slug: r.slug, productCount: r.product_count, url: r.url });
      },
    );
    return { docs, byId: byId.finish() };
  };
  const molecules = await readNamed('molecules');
  const brands = await readNamed('brands');
  const categories = await readNamed('categories');
  const healthcareCategories: SearchCorpus['categories'] = [];
  await readInPages(
    pageRows,
    (afterId, limit) => healthcareCategoryPage(db, afterId, limit),
    (c) => {
      const productCount = Number(c.product_count);
      healthcareCategories.push({ id: c.id, name: c.name, productCount });
      categories.byId.add(c.id, { name: c.name, slug: c.url.slice(c.url.lastIndexOf('/') + 1), productCount, url: c.url });
    },
  );
  categories.byId.finish();
  // A healthcare brand's page is its store: it has a url; a medicine brand's has none.
  const isHealthcareBrand = (id: number) => brands.byId.get(id)?.url != null;
  const manufacturers = new Map<number, string>();
  await readInPages(
    pageRows,
    (afterId, limit) => manufacturerPage(db, afterId, limit),
    (m) => manufacturers.set(m.id, shared(m.name)),
  );

  const lines = new ProductLines();
  const products: SearchCorpus['products'] = [];
  const healthcareProducts: SearchCorpus['products'] = [];
  await readInPages(
    pageRows,
    (afterId, limit) => productPage(db, afterId, limit),
    (p) => {
      // Both are foreign keys (not null), so the lookups always find their row.
      const manufacturer = manufacturers.get(p.manufacturer_id) as string;
      const brand = brands.byId.nameOf(p.brand_id) as string;
      lines.add(p.id, {
        name: p.name,
        packLabel: shared(p.pack_label),
        manufacturer,
        mrpPaise: p.mrp_paise,
        salePaise: p.sale_price_paise,
        isRx: p.is_rx_required,
        available: p.available && isSoldOnline(p.drug_schedule),
        notSoldOnline: !isSoldOnline(p.drug_schedule),
        isOtc: p.product_type === PRODUCT_TYPE.otc,
      });
      (p.product_type === PRODUCT_TYPE.otc ? healthcareProducts : products).push({
        id: p.id,
        name: p.name,
        manufacturer,
        composition: shared(p.composition),
        brand,
        available: p.available,
        popularity: p.popularity,
      });
    },
  );
  return {
    corpus: {
      products,
      molecules: molecules.docs,
      brands: brands.docs.filter((b) => !isHealthcareBrand(b.id)),
      categories: categories.docs,
    },
    healthcare: {
      products: healthcareProducts,
      molecules: [],
      brands: brands.docs.filter((b) => isHealthcareBrand(b.id)),
      categories: healthcareCategories,
    },
    lines: lines.finish(),
    molecules: molecules.byId,
    brands: brands.byId,
    categories: categories.byId,
  };
}
