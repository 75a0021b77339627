import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Row types of the committed SQL migrations; keep in step with ./migrations. */
export interface ManufacturersTable {
  id: number;
  name: string;
  slug: string;
  product_count: ColumnType<number, number | undefined>;
}
export interface BrandsTable {
  id: number;
  key: string;
  name: string;
  slug: string;
  product_count: ColumnType<number, number | undefined>;
}
export interface MoleculesTable {
  id: number;
  key: string;
  name: string;
  slug: string;
  product_count: ColumnType<number, number | undefined>;
}
export interface CompositionGroupsTable {
  id: number;
  key: string;
  label: string;
  product_count: ColumnType<number, number | undefined>;
}
export interface CategoriesTable {
  id: number;
  name: string;
  slug: string;
  product_count: ColumnType<number, number | undefined>;
}

export interface ProductsTable {
  id: number;
  name: string;
  product_type: ColumnType<number, number | undefined>;
  manufacturer_id: number;
  brand_id: number;
  category_id: number | null;
  pack_label: string;
  packform: string;
  /** numeric(10,2): the drivers return it as a string. */
  units_per_pack: ColumnType<string, number | string, number | string>;
  measurement_unit: string;
  composition: string;
  composition_group_id: number | null;
  mrp_paise: number;
  sale_price_paise: number;
  discount_percent: ColumnType<string, number | string, number | string>;
  is_rx_required: boolean;
  source_rx_flag: boolean;
  is_refrigerated: boolean;
  stock: number;
  not_for_sale: boolean;
  popularity: number;
  uses: ColumnType<string[], string[] | undefined, string[]>;
  side_effects: ColumnType<string[], string[] | undefined, string[]>;
  review_excellent: number | null;
  review_average: number | null;
  review_poor: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ProductIngredientsTable {
  product_id: number;
  position: number;
  molecule_id: number;
  strength: string | null;
}
export interface SeedRunsTable {
  dataset: string;
  rows: number;
  source_sha256: string;
  finished_at: Generated<Date>;
}

export interface Database {
  manufacturers: ManufacturersTable;
  brands: BrandsTable;
  molecules: MoleculesTable;
  composition_groups: CompositionGroupsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_ingredients: ProductIngredientsTable;
  seed_runs: SeedRunsTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
