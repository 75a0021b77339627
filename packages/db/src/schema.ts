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
/** Same values as DrugSchedule in @dawa/domain (the db package does not depend on the domain). */
export type DrugScheduleCode = 'X' | 'NDPS' | 'H1' | 'H' | 'OTC';

export interface MoleculesTable {
  id: number;
  key: string;
  name: string;
  slug: string;
  product_count: ColumnType<number, number | undefined>;
  drug_schedule: ColumnType<DrugScheduleCode, DrugScheduleCode | undefined, DrugScheduleCode>;
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
  /** The strictest legal schedule of the product's molecules (migration 0011). */
  drug_schedule: ColumnType<DrugScheduleCode, DrugScheduleCode | undefined, DrugScheduleCode>;
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

/** One row (id 1): moves whenever something a catalogue page shows changes (migration 0017, decision 025). */
export interface CatalogueRevisionTable {
  id: number;
  /** bigint: the drivers may return it as a string. */
  revision: ColumnType<string | number | bigint, number, never>;
  moved_by: ColumnType<string | number | bigint | null, never, never>;
  moved_at: ColumnType<Date, never, never>;
}

export interface ProductIngredientsTable {
  product_id: number;
  position: number;
  molecule_id: number;
  strength: string | null;
}
/** A product's position (from 1) in each A–Z listing it belongs to (migration 0016). */
export interface BrowseOrderTable {
  product_id: number;
  letter: string;
  category_id: number | null;
  name_rank: number;
  letter_rank: number;
  category_rank: number | null;
  category_letter_rank: number | null;
}
/** A like-for-like group member's price class and place (migration 0018, decision 028). */
export interface LikeForLikeTable {
  product_id: number;
  group_id: number;
  packform: string;
  measurement_unit: string;
  /** 0 a plausible price per unit, 1 none, 2 implausible. */
  price_class: number;
  unit_price: number | null;
  /** Members of the same group and class with a lower price per unit. */
  price_rank: number;
  available: boolean;
  sale_price_paise: number;
  units_per_pack: ColumnType<string, number | string, number | string>;
}
/**
 * A product's card as one stored JSON value, kept in step with the catalogue by triggers (migration 0021,
 * decision 046): the card read's columns with its manufacturer, brand and ingredients.
 */
export interface ProductCardsTable {
  product_id: number;
  brand_id: number;
  popularity: number;
  card: unknown;
}
/** A like-for-like group's counts and median price per unit (migration 0018). */
export interface LikeForLikeGroupsTable {
  group_id: number;
  packform: string;
  measurement_unit: string;
  members: number;
  plausible: number;
  unpriced: number;
  implausible: number;
  median_unit_price: number | null;
}
/** A molecule's medicines by their place on its page (migration 0018). */
export interface MoleculeOrderTable {
  molecule_id: number;
  position: number;
  product_id: number;
}
/** A molecule's biggest combinations, by place on its page (migration 0018). */
export interface MoleculeCombinationsTable {
  molecule_id: number;
  position: number;
  label: string;
  product_count: number;
}
/** The healthcare store's category tree (migration 0022): level 1 category, 2 sub-category, 3 type. */
export interface OtcCategoriesTable {
  id: number;
  parent_id: number | null;
  level: number;
  name: string;
  slug: string;
  position: number;
}
/** A healthcare product's place in the tree, its rating, variant group and return rule (migration 0022). */
export interface OtcProductsTable {
  product_id: number;
  top_id: number;
  sub_id: number;
  type_id: number;
  rating: ColumnType<string | null, number | null, number | null>;
  variant_group: number;
  returnable: boolean;
}
export interface OtcCollectionsTable {
  id: number;
  slug: string;
  title: string;
  description: string;
  position: number;
}
export interface OtcCollectionProductsTable {
  collection_id: number;
  product_id: number;
}
/** A product a sponsor pays to show in a widget for a time (migration 0023). */
/** Lab tests (0025_diagnostics.sql, decision 060). */
export interface LabTestsTable {
  code: string;
  slug: string;
  name: string;
  cghs_description: string;
  nabh_paise: number[];
  non_nabh_paise: number[];
  also_known_as: ColumnType<string, string | undefined, string>;
  sample_type: string | null;
  fasting_hours: ColumnType<number, number | undefined, number>;
  report_hours: number | null;
  parameters: number | null;
  measures: string | null;
  preparation: string | null;
  written_by: number | null;
  reviewed_by: number | null;
  reviewed_on: ColumnType<string | null, string | null, string | null>;
  popularity: number | null;
  search_text: string;
}
export interface LabPackagesTable {
  slug: string;
  name: string;
  for_whom: string;
  description: string;
  position: number;
}
export interface LabPackageTestsTable {
  package_slug: string;
  test_code: string;
}
export interface LabServiceCitiesTable {
  slug: string;
  name: string;
  position: number;
}
export interface LabServiceDistrictsTable {
  city_id: number;
  service_city: string;
}
export interface LabCityTiersTable {
  city_id: number;
  tier: number;
}
export interface LabsTable {
  slug: string;
  name: string;
  /** JSON list of text. */
  accreditations: string;
  established: number;
  about: string;
  /** JSON list of service city slugs. */
  service_cities: string;
  home_collection: boolean;
  demo: boolean;
  position: number;
}
export type LabItemType = 'test' | 'package';
export interface LabCartItemsTable {
  id: Generated<number>;
  user_id: number;
  item_type: LabItemType;
  item_id: string;
  patient_id: number;
  created_at: Generated<Date>;
}
export interface LabCartsTable {
  user_id: number;
  coupon_code: string | null;
}
export interface LabSlotsTable {
  pincode: number;
  starts_at: Timestamp;
  capacity: number;
}
export type LabBookingStatus =
  'PAYMENT_PENDING' | 'BOOKED' | 'PHLEBOTOMIST_ASSIGNED' | 'SAMPLE_COLLECTED' | 'AT_LAB' | 'REPORT_READY' | 'CANCELLED' | 'RELEASED';
export interface LabBookingsTable {
  order_id: number;
  user_id: number;
  status: LabBookingStatus;
  pincode: number;
  slot_starts_at: Timestamp;
  fasting_hours: number;
  phlebotomist: string | null;
  collected_at: NullableTimestamp;
  report_key: string | null;
  report_bytes: number | null;
  report_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface LabBookingItemsTable {
  order_id: number;
  position: number;
  patient_id: number | null;
  patient_name: string;
  patient_age: number | null;
  patient_gender: string | null;
  item_type: LabItemType;
  item_id: string;
  name: string;
  price_paise: number;
  list_price_paise: number;
}
export interface LabBookingEventsTable {
  id: Generated<string>;
  order_id: number;
  from_status: string | null;
  to_status: string;
  event: string;
  note: string | null;
  created_at: Timestamp;
}

/** The store wallet (0026_wallet.sql, decision 061). */
export interface WalletAccountsTable {
  user_id: number;
  created_at: Generated<Date>;
}
export type WalletSource = 'refunds' | 'cashback' | 'referrals' | 'goodwill' | 'checkout' | 'expired';
export interface WalletTransactionsTable {
  id: Generated<string>;
  user_id: number;
  kind: 'credit' | 'debit' | 'expiry';
  source: WalletSource;
  reason: string;
  reference: string;
  order_id: number | null;
  created_at: Timestamp;
}
export interface WalletPostingsTable {
  id: Generated<string>;
  transaction_id: string;
  account: string;
  balance_type: 'EXPIRABLE' | 'NON_EXPIRABLE' | null;
  amount_paise: ColumnType<string, number | string, number | string>;
}
export interface WalletLotsTable {
  id: Generated<string>;
  user_id: number;
  transaction_id: string;
  amount_paise: number;
  remaining_paise: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}
/** Offers (0027_offers.sql, decision 062). */
export type OfferVertical = 'medicine' | 'healthcare' | 'diagnostic';
export interface OffersTable {
  id: Generated<number>;
  kind: 'coupon' | 'payment';
  title: string;
  short_description: string;
  verticals: OfferVertical[];
  promo_code: string | null;
  payment_type_ids: ColumnType<number[], number[] | undefined, number[]>;
  /** The banks (net banking sub types) a payment offer is for; empty: every bank (0033). */
  payment_sub_type_ids: ColumnType<number[], number[] | undefined, number[]>;
  flat_paise: number | null;
  percent: number | null;
  cap_paise: number | null;
  min_order_paise: ColumnType<number, number | undefined, number>;
  status: ColumnType<'active' | 'paused' | 'ended', 'active' | 'paused' | 'ended' | undefined, 'active' | 'paused' | 'ended'>;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  rank: ColumnType<number, number | undefined, number>;
  eligibility: ColumnType<string[], string[] | undefined, string[]>;
  how_to_get: ColumnType<string[], string[] | undefined, string[]>;
  cancellation_policy: ColumnType<string[], string[] | undefined, string[]>;
  terms: ColumnType<string[], string[] | undefined, string[]>;
  demo: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface WalletLotSpendsTable {
  transaction_id: string;
  lot_id: string;
  paise: number;
}
/** Refer & earn (0029_referrals.sql, decision 064). */
export interface ReferralCodesTable {
  user_id: number;
  code: string;
  created_at: Timestamp;
}
export type ReferralStatus = 'applied' | 'rewarded' | 'capped' | 'void';
export interface ReferralsTable {
  id: Generated<number>;
  referrer_id: number;
  referee_id: number;
  order_id: number;
  status: ColumnType<ReferralStatus, ReferralStatus | undefined, ReferralStatus>;
  reward_paise: number;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}
/** PLUS membership (0031_plus.sql, decision 066). */
export interface PlusPlansTable {
  id: string;
  title: string;
  duration_months: number;
  price_paise: number;
  mrp_paise: number;
  rank: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  demo: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface PlusMembershipsTable {
  id: Generated<number>;
  user_id: number;
  plan_id: string;
  status: 'pending' | 'active' | 'cancelled';
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  order_id: number | null;
  created_at: Timestamp;
}
/** Membership coupons (0032_plus_purchase.sql): a percentage (with a cap) or a flat amount off a plan. */
export interface PlusCouponsTable {
  code: string;
  percent: number | null;
  flat_paise: number | null;
  cap_paise: number | null;
  plan_ids: string[] | null;
  first_membership_only: ColumnType<boolean, boolean | undefined, boolean>;
  valid_from: ColumnType<Date, Date | string, Date | string>;
  valid_until: ColumnType<Date, Date | string, Date | string>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  description: string;
  demo: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface SponsoredPlacementsTable {
  id: Generated<number>;
  product_id: number;
  widget_id: string;
  sponsor: string;
  starts_at: Date;
  ends_at: Date;
  created_at: Generated<Date>;
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
  /** Set when the shopper erased the account (0015_data_rights.sql); the number is then 'erased-<id>'. */
  erased_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
/** A per-route request limit's count for one client key in its current window (migration 0020). */
export interface RequestLimitHitsTable {
  key: string;
  hits: number;
  window_ends_at: Date;
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

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Carts, save for later and promo codes (0008_cart.sql). */
export interface CartsTable {
  user_id: number;
  version: ColumnType<number, number | undefined, number>;
  promo_code: string | null;
  updated_at: Timestamp;
}
export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number | null;
  custom_name: string | null;
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface SavedItemsTable {
  user_id: number;
  product_id: number;
  created_at: Timestamp;
}
type PromoScopeColumn = 'all' | 'medicine' | 'otc' | 'diagnostic';
export interface PromoCodesTable {
  code: string;
  kind: 'percent' | 'flat' | 'cashback';
  percent: number | null;
  cap_paise: number | null;
  flat_paise: number | null;
  min_order_paise: ColumnType<number, number | undefined, number>;
  first_order_only: ColumnType<boolean, boolean | undefined, boolean>;
  single_use_per_customer: ColumnType<boolean, boolean | undefined, boolean>;
  applies_to: ColumnType<PromoScopeColumn, PromoScopeColumn | undefined, PromoScopeColumn>;
  valid_from: ColumnType<Date, Date | string, Date | string>;
  valid_until: ColumnType<Date, Date | string, Date | string>;
  total_redemption_limit: number | null;
  redemption_count: ColumnType<number, number | undefined, number>;
  description: string;
}
export interface PromoRedemptionsTable {
  id: Generated<number>;
  code: string;
  user_id: number;
  order_id: number;
  single_use: boolean;
  created_at: Timestamp;
  released_at: NullableTimestamp;
}

/** Patients and prescriptions (0009_prescriptions.sql). */
export interface PatientsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  relation: ColumnType<string, string | undefined, string>;
  age: number | null;
  gender: 'male' | 'female' | 'other' | null;
  created_at: Timestamp;
}
export type PrescriptionStatus = 'PENDING_UPLOAD' | 'UPLOADED' | 'ATTACHED' | 'VERIFIED' | 'REJECTED';
export interface PrescriptionsTable {
  id: string;
  user_id: number;
  kind: 'image' | 'pdf' | 'digital';
  status: ColumnType<PrescriptionStatus, PrescriptionStatus | undefined, PrescriptionStatus>;
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf' | null;
  size_bytes: number | null;
  width: number | null;
  height: number | null;
  upload_token_hash: string | null;
  upload_expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
  uploaded_at: NullableTimestamp;
  /** Kept only because an order names it; its file was removed from storage at this time (0015). */
  file_erased_at: NullableTimestamp;
}

/** Orders, payments, idempotency keys and notifications (0010_orders.sql). */
export type OrderStatus =
  'PAYMENT_PENDING' | 'PLACED' | 'RX_VERIFIED' | 'PACKED' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'PAYMENT_FAILED';
export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  status: OrderStatus;
  order_type: ColumnType<number, number | undefined, number>;
  cart_version: number;
  address_id: number | null;
  address_snapshot: ColumnType<Record<string, unknown>, string, string>;
  delivery_option: 'standard' | 'express';
  estimated_delivery_date: ColumnType<Date | string, string, string>;
  payment_type_id: number;
  payment_sub_type_id: number | null;
  promo_code: string | null;
  rx_option: 'not_needed' | 'uploaded' | 'past' | 'consult';
  notes: string | null;
  total_mrp_paise: number;
  discount_on_mrp_paise: number;
  sub_total_paise: number;
  promo_discount_paise: ColumnType<number, number | undefined, number>;
  delivery_charges_paise: number;
  handling_charges_paise: number;
  cash_handling_paise: ColumnType<number, number | undefined, number>;
  instant_discount_paise: ColumnType<number, number | undefined, number>;
  /** Paid from the store wallet (0028_wallet_checkout.sql). */
  wallet_paise: ColumnType<number, number | undefined, number>;
  /** A cashback code's credit to the wallet once the order is delivered (0030_cashback.sql). */
  cashback_paise: ColumnType<number, number | undefined, number>;
  /** A PLUS member's extra discount (0031_plus.sql). */
  plus_discount_paise: ColumnType<number, number | undefined, number>;
  /** The PLUS plan this order buys (a membership order, or the medicine cart's loyalty item) and its price (0032). */
  plus_plan_id: ColumnType<string | null, string | null | undefined, string | null>;
  plus_plan_paise: ColumnType<number, number | undefined, number>;
  plus_coupon: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where a refund goes if the order is cancelled after payment: the wallet (true) or the payment's source. */
  refund_to_wallet: ColumnType<boolean, boolean | undefined, boolean>;
  amount_paise: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface OrderItemsTable {
  order_id: number;
  position: number;
  product_id: number | null;
  name: string;
  product_type: number;
  pack_label: ColumnType<string, string | undefined, string>;
  manufacturer: ColumnType<string, string | undefined, string>;
  quantity: number;
  mrp_paise: number;
  sale_price_paise: number;
  promo_discount_paise: ColumnType<number, number | undefined, number>;
  is_rx_required: boolean;
}
export interface OrderPrescriptionsTable {
  order_id: number;
  prescription_id: string;
}
export interface OrderEventsTable {
  id: Generated<string>;
  order_id: number;
  from_status: string | null;
  to_status: string;
  event: string;
  created_at: Timestamp;
}
export type PaymentStatus = 'CREATED' | 'PENDING' | 'CHARGED' | 'FAILED' | 'REFUNDED';
export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  secret: string;
  gateway_order_id: string;
  amount_paise: number;
  status: PaymentStatus;
  payment_type_id: number | null;
  payment_sub_type_id: number | null;
  instrument_label: string | null;
  gateway_txn_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface PaymentEventsTable {
  id: Generated<string>;
  payment_id: number;
  source: 'invoke' | 'redirect' | 'webhook' | 'reconcile' | 'wallet';
  from_status: string;
  to_status: string;
  created_at: Timestamp;
}
export interface GatewayWebhookEventsTable {
  event_id: string;
  event_name: string;
  gateway_order_id: string;
  received_at: Timestamp;
}
export interface WalletLinksTable {
  user_id: number;
  payment_sub_type_id: number;
  gateway_wallet_id: string;
  linked: ColumnType<boolean, boolean | undefined, boolean>;
  balance_paise: number | null;
  refreshed_at: NullableTimestamp;
}
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  scope: string;
  request_hash: string;
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
}
export interface NotificationsTable {
  id: Generated<string>;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  order_id: number | null;
  has_seen: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

/** Pharmacists, their decisions, the verification on file and the Schedule H1 register (0013_pharmacists.sql). */
export interface PharmacistsTable {
  id: Generated<number>;
  name: string;
  email: string;
  registration_number: string;
  password_hash: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  failed_logins: ColumnType<number, number | undefined, number>;
  locked_until: NullableTimestamp;
  created_at: Timestamp;
}
export interface PharmacistSessionsTable {
  token_hash: string;
  pharmacist_id: number;
  created_at: ColumnType<Date, Date | string, Date | string>;
  last_seen_at: ColumnType<Date, Date | string, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}
export interface PharmacistLoginFailuresTable {
  id: Generated<string>;
  ip: string;
  failed_at: ColumnType<Date, Date | string, Date | string>;
}
export type RxCheckState = 'AWAITING_CHECK' | 'AWAITING_PRESCRIPTION';
export interface OrderRxChecksTable {
  order_id: number;
  state: RxCheckState;
  round: ColumnType<number, number | undefined, number>;
  queued_at: ColumnType<Date, Date | string, Date | string>;
  updated_at: Timestamp;
}
export type RxRejectReason =
  'illegible' | 'expired' | 'patient_mismatch' | 'not_on_prescription' | 'dose_exceeds' | 'unregistered_doctor' | 'other';
export interface OrderRxReviewsTable {
  id: Generated<string>;
  order_id: number;
  position: number;
  round: number;
  decision: 'approved' | 'rejected';
  reason_code: RxRejectReason | null;
  reason_text: string | null;
  prescription_ids: ColumnType<string[], string, string>;
  drug_schedule: DrugScheduleCode;
  prescriber_name: string | null;
  prescriber_registration: string | null;
  patient_name: string | null;
  pharmacist_id: number;
  created_at: Timestamp;
}
export interface OrderRxCoverTable {
  order_id: number;
  position: number;
  prescription_id: string;
  pharmacist_id: number;
  verified_at: ColumnType<Date, Date | string, Date | string>;
}
export interface H1RegisterTable {
  id: Generated<string>;
  dispatched_at: ColumnType<Date, Date | string, never>;
  order_id: ColumnType<number, number, never>;
  position: ColumnType<number, number, never>;
  product_id: ColumnType<number | null, number | null, never>;
  medicine_name: ColumnType<string, string, never>;
  molecules: ColumnType<string, string, never>;
  quantity: ColumnType<number, number, never>;
  prescriber_name: ColumnType<string, string, never>;
  prescriber_registration: ColumnType<string, string, never>;
  patient_name: ColumnType<string, string, never>;
  pharmacist_id: ColumnType<number, number, never>;
  pharmacist_name: ColumnType<string, string, never>;
  pharmacist_registration: ColumnType<string, string, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
/** Consent records and pending file removals of the data rights (0015_data_rights.sql). */
export type ConsentPurposeCode = 'order_updates_whatsapp' | 'offers_sms_whatsapp' | 'personalised_recommendations';
export interface ConsentsTable {
  id: Generated<string>;
  user_id: number;
  purpose: ConsentPurposeCode;
  granted: boolean;
  notice_version: string;
  source: 'account' | 'erasure';
  created_at: Timestamp;
}
export interface PrescriptionFileRemovalsTable {
  file_key: string;
  queued_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
}

// Doctor consultation (0034, decision 068) -----------------------------------------------------------------
export type ConsultationStatus = 'PAYMENT_PENDING' | 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'PAYMENT_FAILED';
export type RoomSide = 'patient' | 'doctor';
export interface ConsultSpecialitiesTable {
  id: string;
  position: number;
  name: string;
  name_hi: string;
  consult_type: 'GP' | 'SP';
  cghs_code: string;
  fee_paise: number;
  summary: string;
  summary_hi: string;
  concerns: ColumnType<string[], string, string>;
  concerns_hi: ColumnType<string[], string, string>;
}
export interface DoctorsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  email: string;
  gender: 'male' | 'female' | 'other';
  qualification: string;
  registration_number: string;
  council: string;
  languages: string[];
  experience_years: number;
  about: ColumnType<string, string | undefined, string>;
  availability: ColumnType<unknown, string | undefined, string>;
  demo: ColumnType<boolean, boolean | undefined, boolean>;
  password_hash: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  failed_logins: ColumnType<number, number | undefined, number>;
  locked_until: NullableTimestamp;
  created_at: Timestamp;
}
export interface DoctorSpecialitiesTable {
  doctor_id: number;
  speciality_id: string;
}
export interface DoctorLeaveTable {
  id: Generated<number>;
  doctor_id: number;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
}
export interface DoctorSessionsTable {
  token_hash: string;
  doctor_id: number;
  created_at: ColumnType<Date, Date | string, Date | string>;
  last_seen_at: ColumnType<Date, Date | string, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}
export interface DoctorLoginFailuresTable {
  id: Generated<number>;
  ip: string;
  failed_at: ColumnType<Date, Date | string, Date | string>;
}
export interface ConsultationsTable {
  order_id: number;
  user_id: number;
  doctor_id: number;
  speciality_id: string;
  consult_type: 'GP' | 'SP';
  call_mode: 1 | 2;
  slot_type: 'normal' | 'Instant';
  starts_at: ColumnType<Date, Date | string, Date | string>;
  status: ConsultationStatus;
  patient_id: number | null;
  patient_name: string;
  patient_age: number;
  patient_gender: 'male' | 'female' | 'other';
  accompanying_adult: string | null;
  concern: string;
  follow_up_of: number | null;
  for_order_id: number | null;
  history_shared: ColumnType<boolean, boolean | undefined, boolean>;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface ConsultationEventsTable {
  id: Generated<number>;
  order_id: number;
  from_status: string | null;
  to_status: string;
  event: string;
  actor: 'patient' | 'doctor' | 'store';
  created_at: Timestamp;
}
export interface ConsultationMessagesTable {
  id: Generated<number>;
  order_id: number;
  sender: RoomSide | 'store';
  kind: 'text' | 'file';
  body: ColumnType<string, string | undefined, string>;
  file_key: string | null;
  file_name: string | null;
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf' | null;
  size_bytes: number | null;
  created_at: Timestamp;
}
export interface ConsultationSignalsTable {
  id: Generated<number>;
  order_id: number;
  sender: RoomSide;
  kind: 'hello' | 'offer' | 'answer' | 'candidate' | 'bye';
  payload: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}
export interface ConsultationAccessLogTable {
  id: Generated<number>;
  order_id: number;
  doctor_id: number;
  action: string;
  at: Timestamp;
}
export interface EPrescriptionsTable {
  order_id: number;
  prescription_id: string | null;
  status: 'DRAFT' | 'SIGNED';
  diagnosis: ColumnType<string, string | undefined, string>;
  advice: ColumnType<string, string | undefined, string>;
  signed_snapshot: ColumnType<unknown, string | null | undefined, string | null>;
  signed_sha256: string | null;
  signed_at: NullableTimestamp;
  updated_at: Timestamp;
}
export interface ConsultListATable {
  molecule: string;
  grp: string;
  legal_source: string;
}
export interface EPrescriptionItemsTable {
  order_id: number;
  position: number;
  product_id: number;
  name: string;
  prescribing_list: 'O' | 'A' | 'B';
  dose: string;
  frequency: string;
  duration_days: number;
  instructions: ColumnType<string, string | undefined, string>;
}

export interface Database {
  manufacturers: ManufacturersTable;
  brands: BrandsTable;
  molecules: MoleculesTable;
  composition_groups: CompositionGroupsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  catalogue_revision: CatalogueRevisionTable;
  product_ingredients: ProductIngredientsTable;
  browse_order: BrowseOrderTable;
  like_for_like: LikeForLikeTable;
  like_for_like_groups: LikeForLikeGroupsTable;
  product_cards: ProductCardsTable;
  molecule_order: MoleculeOrderTable;
  molecule_combinations: MoleculeCombinationsTable;
  seed_runs: SeedRunsTable;
  otc_categories: OtcCategoriesTable;
  otc_products: OtcProductsTable;
  otc_collections: OtcCollectionsTable;
  otc_collection_products: OtcCollectionProductsTable;
  sponsored_placements: SponsoredPlacementsTable;
  users: UsersTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  otp_sends: OtpSendsTable;
  otp_rate_keys: OtpRateKeysTable;
  request_limit_hits: RequestLimitHitsTable;
  sms_outbox: SmsOutboxTable;
  login_requests: LoginRequestsTable;
  truecaller_dev_answers: TruecallerDevAnswersTable;
  login_secrets: LoginSecretsTable;
  login_secret_failures: LoginSecretFailuresTable;
  cities: CitiesTable;
  pincodes: PincodesTable;
  neighbourhoods: NeighbourhoodsTable;
  addresses: AddressesTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  saved_items: SavedItemsTable;
  promo_codes: PromoCodesTable;
  promo_redemptions: PromoRedemptionsTable;
  patients: PatientsTable;
  prescriptions: PrescriptionsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_prescriptions: OrderPrescriptionsTable;
  order_events: OrderEventsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  gateway_webhook_events: GatewayWebhookEventsTable;
  wallet_links: WalletLinksTable;
  idempotency_keys: IdempotencyKeysTable;
  notifications: NotificationsTable;
  pharmacists: PharmacistsTable;
  pharmacist_sessions: PharmacistSessionsTable;
  pharmacist_login_failures: PharmacistLoginFailuresTable;
  order_rx_checks: OrderRxChecksTable;
  order_rx_reviews: OrderRxReviewsTable;
  order_rx_cover: OrderRxCoverTable;
  h1_register: H1RegisterTable;
  consents: ConsentsTable;
  prescription_file_removals: PrescriptionFileRemovalsTable;
  lab_tests: LabTestsTable;
  lab_packages: LabPackagesTable;
  lab_package_tests: LabPackageTestsTable;
  lab_service_cities: LabServiceCitiesTable;
  lab_service_districts: LabServiceDistrictsTable;
  lab_city_tiers: LabCityTiersTable;
  labs: LabsTable;
  lab_cart_items: LabCartItemsTable;
  lab_carts: LabCartsTable;
  lab_slots: LabSlotsTable;
  lab_bookings: LabBookingsTable;
  lab_booking_items: LabBookingItemsTable;
  lab_booking_events: LabBookingEventsTable;
  offers: OffersTable;
  referral_codes: ReferralCodesTable;
  plus_plans: PlusPlansTable;
  plus_memberships: PlusMembershipsTable;
  plus_coupons: PlusCouponsTable;
  referrals: ReferralsTable;
  wallet_accounts: WalletAccountsTable;
  wallet_lot_spends: WalletLotSpendsTable;
  wallet_transactions: WalletTransactionsTable;
  wallet_postings: WalletPostingsTable;
  wallet_lots: WalletLotsTable;
  consult_specialities: ConsultSpecialitiesTable;
  doctors: DoctorsTable;
  doctor_specialities: DoctorSpecialitiesTable;
  doctor_leave: DoctorLeaveTable;
  doctor_sessions: DoctorSessionsTable;
  doctor_login_failures: DoctorLoginFailuresTable;
  consultations: ConsultationsTable;
  consultation_events: ConsultationEventsTable;
  consultation_messages: ConsultationMessagesTable;
  consultation_signals: ConsultationSignalsTable;
  consultation_access_log: ConsultationAccessLogTable;
  e_prescriptions: EPrescriptionsTable;
  e_prescription_items: EPrescriptionItemsTable;
  consult_list_a: ConsultListATable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
