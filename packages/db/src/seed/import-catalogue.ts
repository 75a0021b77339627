import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { rebuildBrowseOrder } from './browse-order.ts';
import { duringCatalogueImport, refreshLikeForLike, refreshProductCards } from './like-for-like.ts';
import { rebuildMoleculeOrder } from './molecule-order.ts';
import { moleculeKey, slugify } from '@dawa/domain';
import type { Db } from '../client.ts';
import type { Insertable } from 'kysely';
import type { Database, NewProduct } from '../schema.ts';
import { readCatalogue, readDetails, type CatalogueItem } from './catalogue-rows.ts';
import { createProgress } from './progress.ts';
import { bulkInsert, type ColumnSpec } from './bulk-insert.ts';
import { applyDrugSchedules, type ClassificationReport } from './drug-schedules.ts';
import { listingPopularity, recordListingSignal } from './listing-popularity.ts';

export interface CatalogueSource {
  medicinesCsv: string;
  detailsCsv: string;
  /** The reviewed drug schedule list (data/drug-schedules/molecules.csv). */
  schedulesCsv: string;
}

export interface ImportReport {
  products: number;
  skipped: number;
  manufacturers: number;
  brands: number;
  molecules: number;
  compositionGroups: number;
  withDetails: number;
  schedules: ClassificationReport;
  seconds: number;
}

const DATASET = 'medicines';
const BATCH = 5000;

/** The columns of a catalogue row of `products`, as the imports write them. */
export const PRODUCT_COLUMNS: ColumnSpec[] = [
  ['id', 'int4'],
  ['name', 'text'],
  ['product_type', 'int2'],
  ['manufacturer_id', 'int4'],
  ['brand_id', 'int4'],
  ['category_id', 'int4'],
  ['pack_label', 'text'],
  ['packform', 'text'],
  ['units_per_pack', 'numeric'],
  ['measurement_unit', 'text'],
  ['composition', 'text'],
  ['composition_group_id', 'int4'],
  ['mrp_paise', 'int4'],
  ['sale_price_paise', 'int4'],
  ['discount_percent', 'numeric'],
  ['is_rx_required', 'bool'],
  ['source_rx_flag', 'bool'],
  ['is_refrigerated', 'bool'],
  ['stock', 'int4'],
  ['not_for_sale', 'bool'],
  ['popularity', 'int4'],
  ['uses', 'text[]'],
  ['side_effects', 'text[]'],
  ['review_excellent', 'int2'],
  ['review_average', 'int2'],
  ['review_poor', 'int2'],
];
const INGREDIENT_COLUMNS: ColumnSpec[] = [
  ['product_id', 'int4'],
  ['position', 'int2'],
  ['molecule_id', 'int4'],
  ['strength', 'text'],
];

export async function isCatalogueImported(db: Db): Promise<boolean> {
  const run = await db.selectFrom('seed_runs').select('rows').where('dataset', '=', DATASET).executeTakeFirst();
  return Boolean(run);
}

/** Imports the catalogue in one transaction, so an interrupted import leaves nothing half-done. */
export async function importCatalogue(db: Db, source: CatalogueSource, options: { quiet?: boolean } = {}): Promise<ImportReport> {
  const started = performance.now();
  const details = await readDetails(source.detailsCsv);
  const { items, skipped } = await readCatalogue(source.medicinesCsv, details);
  const dims = dimensions(items);
  const popularity = listingPopularity(items);
  const progress = options.quiet ? null : createProgress('Importing medicines', items.length);

  const schedules = await db.transaction().execute(async (tx) => {
    await duringCatalogueImport(tx);
    await insertBatches(
      tx,
      'manufacturers',
      [...dims.manufacturers].map(([name, d]) => ({ id: d.id, name, slug: slugify(name), product_count: d.count })),
    );
    await insertBatches(
      tx,
      'brands',
      [...dims.brands].map(([key, d]) => ({
        id: d.id,
        key,
        name: d.name,
        slug: `${slugify(d.name) || 'brand'}-${d.id}`,
        product_count: d.count,
      })),
    );
    await insertBatches(
      tx,
      'molecules',
      [...dims.molecules].map(([key, d]) => ({ id: d.id, key, name: d.name, slug: slugify(d.name), product_count: d.count })),
    );
    await insertBatches(
      tx,
      'composition_groups',
      [...dims.groups].map(([key, d]) => ({ id: d.id, key, label: d.name, product_count: d.count })),
    );
    await insertBatches(
      tx,
      'categories',
      [...dims.categories].map(([name, d]) => ({ id: d.id, name, slug: slugify(name), product_count: d.count })),
    );
    for (let i = 0; i < items.length; i += BATCH) {
      const batch = items.slice(i, i + BATCH);
      await bulkInsert(
        tx,
        'products',
        PRODUCT_COLUMNS,
        batch.map((item, j) => productRow(item, popularity[i + j]!, dims)),
      );
      const ingredients = batch.flatMap((item) =>
        item.ingredients.map((ing, position) => ({
          product_id: item.id,
          position,
          molecule_id: dims.molecules.get(moleculeKey(ing.name))!.id,
          strength: ing.strength,
        })),
      );
      await bulkInsert(tx, 'product_ingredients', INGREDIENT_COLUMNS, ingredients);
      progress?.update(i + batch.length);
    }
    await rebuildBrowseOrder(tx);
    await recordListingSignal(tx, source.medicinesCsv, items.length);
    await refreshLikeForLike(tx);
    await rebuildMoleculeOrder(tx);
    await tx
      .insertInto('seed_runs')
      .values({ dataset: DATASET, rows: items.length, source_sha256: sha256(source.medicinesCsv) })
      .onConflict((oc) =>
        oc.column('dataset').doUpdateSet({ rows: items.length, source_sha256: sha256(source.medicinesCsv), finished_at: sql`now()` }),
      )
      .execute();
    const schedules = await applyDrugSchedules(tx, source.schedulesCsv);
    // Last: the cards show the drug schedules just applied (migration 0021).
    await refreshProductCards(tx);
    return schedules;
  });
  progress?.finish(items.length);
  return {
    products: items.length,
    skipped,
    manufacturers: dims.manufacturers.size,
    brands: dims.brands.size,
    molecules: dims.molecules.size,
    compositionGroups: dims.groups.size,
    withDetails: items.filter((i) => i.details).length,
    schedules,
    seconds: (performance.now() - started) / 1000,
  };
}

interface Dim {
  id: number;
  name: string;
  count: number;
}
type Dims = ReturnType<typeof dimensions>;

function dimensions(items: CatalogueItem[]) {
  const manufacturers = new Map<string, Dim>();
  const brands = new Map<string, Dim>();
  const molecules = new Map<string, Dim>();
  const groups = new Map<string, Dim>();
  const categories = new Map<string, Dim>();
  const add = (map: Map<string, Dim>, key: string, name: string) => {
    const dim = map.get(key) ?? { id: map.size + 1, name, count: 0 };
    dim.count++;
    map.set(key, dim);
  };
  for (const item of items) {
    add(manufacturers, item.manufacturer, item.manufacturer);
    add(brands, `${item.brand.toLowerCase()}|${item.manufacturer}`, item.brand);
    add(categories, item.category, item.category);
    if (item.groupKey) add(groups, item.groupKey, item.composition);
    const seen = new Set<string>();
    for (const ing of item.ingredients) {
      const key = moleculeKey(ing.name);
      if (seen.has(key)) continue;
      seen.add(key);
      add(molecules, key, ing.name);
    }
  }
  return { manufacturers, brands, molecules, groups, categories };
}

function productRow(item: CatalogueItem, popularity: number, dims: Dims): NewProduct & Record<string, unknown> {
  const manufacturer = dims.manufacturers.get(item.manufacturer)!;
  const brand = dims.brands.get(`${item.brand.toLowerCase()}|${item.manufacturer}`)!;
  return {
    id: item.id,
    name: item.name,
    product_type: 1,
    manufacturer_id: manufacturer.id,
    brand_id: brand.id,
    category_id: dims.categories.get(item.category)!.id,
    pack_label: item.packLabel,
    packform: item.pack.packform,
    units_per_pack: item.pack.unitsPerPack,
    measurement_unit: item.pack.measurementUnit,
    composition: item.composition,
    composition_group_id: item.groupKey ? dims.groups.get(item.groupKey)!.id : null,
    mrp_paise: item.mrpPaise,
    sale_price_paise: item.salePaise,
    discount_percent: item.discountPercent,
    is_rx_required: item.isRx,
    source_rx_flag: item.sourceRx,
    is_refrigerated: item.isRefrigerated,
    stock: item.stock,
    not_for_sale: item.notForSale,
    popularity,
    uses: item.details?.uses ?? [],
    side_effects: item.details?.sideEffects ?? [],
    review_excellent: item.details?.excellent ?? null,
    review_average: item.details?.average ?? null,
    review_poor: item.details?.poor ?? null,
  };
}

type DimensionTable = 'manufacturers' | 'brands' | 'molecules' | 'composition_groups' | 'categories';

async function insertBatches<T extends DimensionTable>(db: Db, table: T, rows: Insertable<Database[T]>[]) {
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
}

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}
