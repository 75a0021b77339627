-- Catalogue: medicines with their manufacturer, consumer brand, ingredients (molecules) and composition group.
CREATE TABLE manufacturers (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  slug text NOT NULL,
  product_count integer NOT NULL DEFAULT 0
);

CREATE TABLE brands (
  id integer PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  product_count integer NOT NULL DEFAULT 0
);

CREATE TABLE molecules (
  id integer PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  slug text NOT NULL,
  product_count integer NOT NULL DEFAULT 0
);

CREATE TABLE composition_groups (
  id integer PRIMARY KEY,
  key text NOT NULL UNIQUE,
  label text NOT NULL,
  product_count integer NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  product_count integer NOT NULL DEFAULT 0
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  name text NOT NULL,
  product_type smallint NOT NULL DEFAULT 1 CHECK (product_type IN (1, 2)),
  manufacturer_id integer NOT NULL REFERENCES manufacturers (id),
  brand_id integer NOT NULL REFERENCES brands (id),
  category_id integer REFERENCES categories (id),
  pack_label text NOT NULL,
  packform text NOT NULL,
  units_per_pack numeric(10, 2) NOT NULL CHECK (units_per_pack > 0),
  measurement_unit text NOT NULL,
  composition text NOT NULL,
  composition_group_id integer REFERENCES composition_groups (id),
  mrp_paise integer NOT NULL CHECK (mrp_paise > 0),
  sale_price_paise integer NOT NULL CHECK (sale_price_paise > 0 AND sale_price_paise <= mrp_paise),
  discount_percent numeric(5, 2) NOT NULL DEFAULT 0 CHECK (discount_percent >= 0 AND discount_percent < 100),
  is_rx_required boolean NOT NULL,
  source_rx_flag boolean NOT NULL,
  is_refrigerated boolean NOT NULL DEFAULT false,
  stock integer NOT NULL CHECK (stock >= 0),
  not_for_sale boolean NOT NULL DEFAULT false,
  popularity integer NOT NULL DEFAULT 0,
  uses text[] NOT NULL DEFAULT '{}',
  side_effects text[] NOT NULL DEFAULT '{}',
  review_excellent smallint,
  review_average smallint,
  review_poor smallint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (name, manufacturer_id, pack_label)
);

CREATE INDEX products_group_price ON products (composition_group_id, sale_price_paise);
CREATE INDEX products_brand ON products (brand_id);
CREATE INDEX products_manufacturer ON products (manufacturer_id);
CREATE INDEX products_name_order ON products (lower(name) text_pattern_ops, id);

CREATE TABLE product_ingredients (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  molecule_id integer NOT NULL REFERENCES molecules (id),
  strength text,
  PRIMARY KEY (product_id, position)
);

CREATE INDEX product_ingredients_molecule ON product_ingredients (molecule_id, product_id);

-- One row per imported dataset, so a restart knows the seed is complete.
CREATE TABLE seed_runs (
  dataset text PRIMARY KEY,
  rows integer NOT NULL,
  source_sha256 text NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now()
);
