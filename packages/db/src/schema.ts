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

export interface CitiesTable {
  id: number;
  name: string;
  slug: string;
  state: string;
  is_courier_city: boolean;
  supplier_city_name: string;
}
export interface PincodesTable {
  pincode: number;
  city_id: number | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  head_office_name: string;
  has_town_office: boolean;
  is_serviceable: boolean;
  is_express_available: boolean;
}
export interface NeighbourhoodsTable {
  id: number;
  pincode: number;
  name: string;
  office_type: 'HO' | 'PO' | 'BO';
  is_delivery: boolean;
}

/** Accounts (0003_accounts.sql). */
export interface UsersTable {
  id: Generated<number>;
  mobile_number: string;
  name: string | null;
  email: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Date, Date | string, Date | string>;
  last_seen_at: ColumnType<Date, Date | string, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}
export interface OtpCodesTable {
  mobile_number: string;
  code_hash: string;
  failed_attempts: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}
export interface OtpSendsTable {
  /** bigserial: the drivers return it as a string. */
  id: Generated<string>;
  mobile_number: string;
  ip: string;
  sent_at: ColumnType<Date, Date | string, Date | string>;
}
export interface OtpRateKeysTable {
  key: string;
}
export interface SmsOutboxTable {
  id: Generated<string>;
  to_number: string;
  body: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Truecaller requests and one-time login secrets (0006_login_requests.sql). */
export interface LoginRequestsTable {
  request_hash: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  outcome: 'verified' | 'rejected' | null;
}
export interface TruecallerDevAnswersTable {
  request_id: string;
  verdict: 'verified' | 'rejected';
  mobile_number: string | null;
  name: string | null;
}
export interface LoginSecretsTable {
  code_hash: string;
  user_id: number;
  type: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}
export interface LoginSecretFailuresTable {
  id: Generated<string>;
  ip: string;
  failed_at: ColumnType<Date, Date | string, Date | string>;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  contact_name: string;
  contact_number: string;
  flat_number: string;
  street_name: string;
  landmark: ColumnType<string, string | undefined, string>;
  type: number;
  pincode: number;
  city_id: number | null;
  city_name: string | null;
  is_deliverable: boolean;
  latitude: number | null;
  longitude: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
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
  users: UsersTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  otp_sends: OtpSendsTable;
  otp_rate_keys: OtpRateKeysTable;
  sms_outbox: SmsOutboxTable;
  login_requests: LoginRequestsTable;
  truecaller_dev_answers: TruecallerDevAnswersTable;
  login_secrets: LoginSecretsTable;
  login_secret_failures: LoginSecretFailuresTable;
  cities: CitiesTable;
  pincodes: PincodesTable;
  neighbourhoods: NeighbourhoodsTable;
  addresses: AddressesTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
