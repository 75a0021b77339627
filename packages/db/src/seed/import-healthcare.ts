import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import {
  HEALTHCARE_TREE,
  OTC_MEDICINES,
  discountPercentOf,
  medicineShelfOf,
  healthcarePlaceOf,
  healthcarePopularity,
  isReturnableType,
  seedStock,
  slugify,
} from '@dawa/domain';
import { TIER } from '@dawa/contracts';
import type { Db } from '../client.ts';
import { bulkInsert, type ColumnSpec } from './bulk-insert.ts';
import { PRODUCT_COLUMNS } from './import-catalogue.ts';
import { readCsv } from './csv.ts';
import { duringCatalogueImport } from './like-for-like.ts';
import { createProgress } from './progress.ts';

export interface HealthcareSource {
  /** The BigBasket product list (data/otc_bigbasket). */
  productsCsv: string;
  /** The reviewed collections (data/healthcare/collections.json). */
  collectionsJson: string;
}

export interface HealthcareImportReport {
  products: number;
  /** The catalogue's medicines sold without a prescription, placed under 'OTC Medicines'. */
  otcMedicines: number;
  duplicates: number;
  brands: number;
  categories: number;
  seconds: number;
}

const DATASET = 'healthcare';
/** Healthcare product ids start here, far above the medicine catalogue's ids (1 to about 3 lakh). */
export const HEALTHCARE_FIRST_ID = 1_000_001;
const BATCH = 2000;

/** One sellable row of the source after the store's rules: kept, trimmed, deduplicated, numbered. */
export interface HealthcareItem {
  id: number;
  name: string;
  brand: string;
  top: string;
  topSlug: string;
  sub: string;
  type: string;
  mrpPaise: number;
  salePaise: number;
  rating: number | null;
  variantGroup: number;
  /** The pack's place in its variant group, from 1 (the source's order). */
  variantPosition: number;
}

const paise = (text: string) => Math.round(Number(text) * 100);
const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Reads the source and applies the store's rules: only rows of the healthcare tree; a row repeating another's
 * name, brand and both prices is dropped; ids in source order from HEALTHCARE_FIRST_ID; a brand takes the
 * spelling most of its rows use; packs of the same name and brand at other prices are one variant group.
 */
export async function readHealthcare(path: string): Promise<{ items: HealthcareItem[]; duplicates: number }> {
  const rows: Omit<HealthcareItem, 'id' | 'variantGroup' | 'variantPosition'>[] = [];
  const spellings = new Map<string, Map<string, number>>();
  const seen = new Set<string>();
  let duplicates = 0;
  for await (const row of readCsv(path)) {
    const place = healthcarePlaceOf(row.category ?? '', row.sub_category ?? '');
    const name = tidy(row.product ?? '');
    const brand = tidy(row.brand ?? '');
    const mrpPaise = paise(row.market_price ?? '');
    const salePaise = paise(row.sale_price ?? '');
    if (!place || !name || !brand || !(mrpPaise > 0) || !(salePaise > 0) || salePaise > mrpPaise) continue;
    const key = `${name.toLowerCase()}|${brand.toLowerCase()}|${mrpPaise}|${salePaise}`;
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    const counts = spellings.get(brand.toLowerCase()) ?? new Map<string, number>();
    counts.set(brand, (counts.get(brand) ?? 0) + 1);
    spellings.set(brand.toLowerCase(), counts);
    const rating = row.rating ? Number(row.rating) : NaN;
    rows.push({
      name,
      brand,
      ...place,
      type: tidy(row.type ?? '') || place.sub,
      mrpPaise,
      salePaise,
      rating: rating >= 0 && rating <= 5 ? rating : null,
    });
  }
  const brandName = (brand: string) =>
    [...spellings.get(brand.toLowerCase())!].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  const groups = new Map<string, { id: number; size: number }>();
  const items = rows.map((row, i) => {
    const id = HEALTHCARE_FIRST_ID + i;
    const groupKey = `${row.name.toLowerCase()}|${row.brand.toLowerCase()}`;
    const group = groups.get(groupKey) ?? { id, size: 0 };
    group.size++;
    groups.set(groupKey, group);
    return { ...row, id, brand: brandName(row.brand), variantGroup: group.id, variantPosition: group.size };
  });
  return { items, duplicates };
}

export async function isHealthcareImported(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom('seed_runs').select('rows').where('dataset', '=', DATASET).executeTakeFirst());
}

/** The medicines' columns, and the schedule (always OTC here) the medicines get from the schedule list. */
const HEALTHCARE_PRODUCT_COLUMNS: ColumnSpec[] = [...PRODUCT_COLUMNS, ['drug_schedule', 'text']];
const PLACE_COLUMNS: ColumnSpec[] = [
  ['product_id', 'int4'],
  ['top_id', 'int4'],
  ['sub_id', 'int4'],
  ['type_id', 'int4'],
  ['rating', 'numeric'],
  ['variant_group', 'int4'],
  ['returnable', 'bool'],
];

/**
 * Imports the healthcare store in one transaction: its category tree, its brands (each also its own marketer:
 * the data names no manufacturer), and its products as product type 2 with their places. Runs after the
 * medicine catalogue, whose ids and names it must not meet.
 */
export async function importHealthcare(
  db: Db,
  source: HealthcareSource,
  options: { quiet?: boolean } = {},
): Promise<HealthcareImportReport> {
  const started = performance.now();
  const { items, duplicates } = await readHealthcare(source.productsCsv);
  const progress = options.quiet ? null : createProgress('Importing healthcare products', items.length);
  const brandRows = new Map<string, number>();
  for (const item of items) brandRows.set(item.brand, (brandRows.get(item.brand) ?? 0) + 1);

  const placed = await db.transaction().execute(async (tx) => {
    await duringCatalogueImport(tx);
    const medicines = await otcMedicinePlaces(tx);
    const categories = categoryTree([...items, ...medicines]);
    for (const c of categories.rows) await tx.insertInto('otc_categories').values(c).execute();

    const next = async (table: 'manufacturers' | 'brands') =>
      Number((await sql<{ n: number }>`SELECT coalesce(max(id), 0) AS n FROM ${sql.table(table)}`.execute(tx)).rows[0]!.n);
    const brands = [...brandRows.keys()];
    let manufacturerId = await next('manufacturers');
    await tx
      .insertInto('manufacturers')
      .values(brands.map((name) => ({ id: ++manufacturerId, name, slug: slugify(name), product_count: brandRows.get(name)! })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const manufacturers = new Map(
      (await tx.selectFrom('manufacturers').select(['id', 'name']).where('name', 'in', brands).execute()).map((m) => [m.name, m.id]),
    );
    let brandId = await next('brands');
    const brandIds = new Map<string, number>();
    await tx
      .insertInto('brands')
      .values(
        brands.map((name) => {
          const id = ++brandId;
          brandIds.set(name, id);
          return {
            id,
            key: `healthcare|${name.toLowerCase()}`,
            name,
            slug: `${slugify(name) || 'brand'}-${id}`,
            product_count: brandRows.get(name)!,
          };
        }),
      )
      .execute();

    for (let i = 0; i < items.length; i += BATCH) {
      const batch = items.slice(i, i + BATCH);
      await bulkInsert(
        tx,
        'products',
        HEALTHCARE_PRODUCT_COLUMNS,
        batch.map((item) => {
          const { stock, tier } = seedStock(item.id);
          return {
            id: item.id,
            name: item.name,
            product_type: 2,
            manufacturer_id: manufacturers.get(item.brand)!,
            brand_id: brandIds.get(item.brand)!,
            // The data names no pack size: a second pack of one name is told apart by its place.
            pack_label: item.variantPosition === 1 ? item.type : `${item.type}, pack ${item.variantPosition}`,
            packform: 'pack',
            units_per_pack: 1,
            measurement_unit: 'pack',
            composition: '',
            mrp_paise: item.mrpPaise,
            sale_price_paise: item.salePaise,
            discount_percent: discountPercentOf(item.mrpPaise, item.salePaise),
            is_rx_required: false,
            source_rx_flag: false,
            is_refrigerated: false,
            stock,
            not_for_sale: tier === TIER.notForSale,
            popularity: healthcarePopularity(item.id, item.rating, brandRows.get(item.brand)!),
            drug_schedule: 'OTC',
          };
        }),
      );
      await bulkInsert(
        tx,
        'otc_products',
        PLACE_COLUMNS,
        batch.map((item) => {
          const ids = categories.idsOf(item);
          return {
            product_id: item.id,
            ...ids,
            rating: item.rating,
            variant_group: item.variantGroup,
            returnable: isReturnableType(item.type),
          };
        }),
      );
      progress?.update(i + batch.length);
    }
    for (let i = 0; i < medicines.length; i += BATCH) {
      await bulkInsert(
        tx,
        'otc_products',
        PLACE_COLUMNS,
        medicines.slice(i, i + BATCH).map((m) => ({
          product_id: m.id,
          ...categories.idsOf(m),
          rating: null,
          variant_group: m.id,
          returnable: m.returnable,
        })),
      );
    }
    await sql`SELECT refresh_product_cards(${items.map((i) => i.id)}::int[])`.execute(tx);
    const sha = createHash('sha256').update(readFileSync(source.productsCsv)).digest('hex');
    await tx
      .insertInto('seed_runs')
      .values({ dataset: DATASET, rows: items.length, source_sha256: sha })
      .onConflict((oc) => oc.column('dataset').doUpdateSet({ rows: items.length, source_sha256: sha, finished_at: sql`now()` }))
      .execute();
    return { medicines: medicines.length, categories: categories.rows.length };
  });
  progress?.finish(items.length);
  return {
    products: items.length,
    otcMedicines: placed.medicines,
    duplicates,
    brands: brandRows.size,
    categories: placed.categories,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Where a product sits: its top category, sub-category and type, by name. */
type Place = { top: string; sub: string; type: string };

/**
 * The catalogue's medicines sold without a prescription, each on the shelf of its first ingredient and typed
 * by its dosage form (decision 059). A cold-chain medicine cannot be returned, as on its own page.
 */
async function otcMedicinePlaces(db: Db): Promise<(Place & { id: number; returnable: boolean })[]> {
  const { rows } = await sql<{ id: number; molecule: string; form: string | null; is_refrigerated: boolean }>`
    SELECT p.id, m.key AS molecule, c.name AS form, p.is_refrigerated
    FROM products p
      JOIN product_ingredients i ON i.product_id = p.id AND i.position = 0
      JOIN molecules m ON m.id = i.molecule_id
      LEFT JOIN categories c ON c.id = p.category_id
    WHERE p.product_type = 1 AND p.drug_schedule = 'OTC' AND NOT p.is_rx_required
    ORDER BY p.id`.execute(db);
  return rows.flatMap((r) => {
    const shelf = medicineShelfOf(r.molecule);
    return shelf
      ? [{ id: r.id, top: OTC_MEDICINES.name, sub: shelf, type: r.form ?? 'Other Dosage Forms', returnable: !r.is_refrigerated }]
      : [];
  });
}

/**
 * The tree's rows: top categories in the store's order (the BigBasket shelves, then 'OTC Medicines'),
 * sub-categories and types by name; ids from 1 in that order, slugs unique among siblings.
 */
function categoryTree(places: readonly Place[]) {
  const rows: { id: number; parent_id: number | null; level: number; name: string; slug: string; position: number }[] = [];
  const ids = new Map<string, number>();
  const add = (key: string, parent: number | null, level: number, name: string, position: number, slug = slugify(name)) => {
    const id = rows.length + 1;
    rows.push({ id, parent_id: parent, level, name, slug, position });
    ids.set(key, id);
    return id;
  };
  const byName = (a: string, b: string) => a.localeCompare(b, 'en');
  const tops = [...HEALTHCARE_TREE.map((t) => ({ name: t.name, slug: t.slug })), OTC_MEDICINES];
  tops.forEach((top, t) => {
    const topId = add(top.name, null, 1, top.name, t, top.slug);
    const subs = [...new Set(places.filter((p) => p.top === top.name).map((p) => p.sub))].sort(byName);
    subs.forEach((sub, s) => {
      const subId = add(`${top.name}|${sub}`, topId, 2, sub, s);
      const types = [...new Set(places.filter((p) => p.top === top.name && p.sub === sub).map((p) => p.type))].sort(byName);
      types.forEach((type, k) => add(`${top.name}|${sub}|${type}`, subId, 3, type, k));
    });
  });
  return {
    rows,
    idsOf: (place: Place) => ({
      top_id: ids.get(place.top)!,
      sub_id: ids.get(`${place.top}|${place.sub}`)!,
      type_id: ids.get(`${place.top}|${place.sub}|${place.type}`)!,
    }),
  };
}
