import { sql } from 'kysely';
import type { Db } from '@dawa/db';
import type { SearchCorpus } from '@dawa/search';
import { isSoldOnline } from '@dawa/domain';
import { NamedLookup, ProductLines } from './lookups.ts';

export type { Named, ProductLine } from './lookups.ts';

export interface LoadedCorpus {
  corpus: SearchCorpus;
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
      sql<boolean>`(not p.not_for_sale and p.stock > 0)`.as('available'),
    ]);
  if (afterId !== null) query = query.where('p.id', '>', afterId);
  // Medicines only for now: the healthcare store's products join the index with their own ranking (decision 059).
  return query.where('p.product_type', '=', 1).orderBy('p.id').limit(limit).execute();
}

function manufacturerPage(db: Db, afterId: number | null, limit: number) {
  let query = db.selectFrom('manufacturers').select(['id', 'name']);
  if (afterId !== null) query = query.where('id', '>', afterId);
  return query.orderBy('id').limit(limit).execute();
}

type NamedTable = 'molecules' | 'brands' | 'categories';
function namedPage(db: Db, table: NamedTable, afterId: number | null, limit: number) {
  let query = db.selectFrom(table).select(['id', 'name', 'slug', 'product_count']);
  if (afterId !== null) query = query.where('id', '>', afterId);
  if (table === 'brands') query = query.where(sql<boolean>`key not like 'healthcare|%'`);
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
        byId.add(r.id, { name: r.name, slug: r.slug, productCount: r.product_count });
      },
    );
    return { docs, byId: byId.finish() };
  };
  const molecules = await readNamed('molecules');
  const brands = await readNamed('brands');
  const categories = await readNamed('categories');
  const manufacturers = new Map<number, string>();
  await readInPages(
    pageRows,
    (afterId, limit) => manufacturerPage(db, afterId, limit),
    (m) => manufacturers.set(m.id, shared(m.name)),
  );

  const lines = new ProductLines();
  const products: SearchCorpus['products'] = [];
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
      });
      products.push({
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
    corpus: { products, molecules: molecules.docs, brands: brands.docs, categories: categories.docs },
    lines: lines.finish(),
    molecules: molecules.byId,
    brands: brands.byId,
    categories: categories.byId,
  };
}
