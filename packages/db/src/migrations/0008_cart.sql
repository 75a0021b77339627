-- Server carts (checkout spec §3 "Cart item"): one cart per customer. `carts.version` changes with every
-- change of the lines, so an order can claim exactly one version of a cart (see 0010_orders.sql).
CREATE TABLE carts (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  version integer NOT NULL DEFAULT 0 CHECK (version >= 0),
  promo_code text CHECK (promo_code IS NULL OR char_length(promo_code) BETWEEN 1 AND 40),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A line is a catalogue product, or a custom (unlisted) medicine asked for by name (spec: product id -1).
CREATE TABLE cart_items (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES carts (user_id) ON DELETE CASCADE,
  product_id integer REFERENCES products (id),
  custom_name text CHECK (custom_name IS NULL OR char_length(custom_name) BETWEEN 1 AND 200),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 20),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((product_id IS NULL) <> (custom_name IS NULL))
);
CREATE UNIQUE INDEX cart_items_user_product ON cart_items (user_id, product_id) WHERE product_id IS NOT NULL;
CREATE UNIQUE INDEX cart_items_user_custom ON cart_items (user_id, lower(custom_name)) WHERE custom_name IS NOT NULL;
CREATE INDEX cart_items_user ON cart_items (user_id, id);

-- Save for later: products a customer moved out of the cart.
CREATE TABLE saved_items (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX saved_items_recent ON saved_items (user_id, created_at DESC, product_id);

-- Promo codes (docs/decisions/007-cart-and-promo-codes.md lists the seed set). Codes are stored upper-case.
CREATE TABLE promo_codes (
  code text PRIMARY KEY CHECK (code = upper(code) AND code ~ '^[A-Z0-9]{3,20}$'),
  kind text NOT NULL CHECK (kind IN ('percent', 'flat')),
  percent smallint CHECK (percent BETWEEN 1 AND 100),
  cap_paise integer CHECK (cap_paise > 0),
  flat_paise integer CHECK (flat_paise > 0),
  min_order_paise integer NOT NULL DEFAULT 0 CHECK (min_order_paise >= 0),
  first_order_only boolean NOT NULL DEFAULT false,
  single_use_per_customer boolean NOT NULL DEFAULT false,
  applies_to text NOT NULL DEFAULT 'all' CHECK (applies_to IN ('all', 'medicine', 'otc')),
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL,
  total_redemption_limit integer CHECK (total_redemption_limit > 0),
  redemption_count integer NOT NULL DEFAULT 0 CHECK (redemption_count >= 0),
  description text NOT NULL,
  CHECK (valid_until > valid_from),
  CHECK ((kind = 'percent' AND percent IS NOT NULL AND flat_paise IS NULL) OR (kind = 'flat' AND flat_paise IS NOT NULL AND percent IS NULL)),
  CHECK (total_redemption_limit IS NULL OR redemption_count <= total_redemption_limit)
);

INSERT INTO promo_codes (code, kind, percent, cap_paise, flat_paise, min_order_paise, first_order_only, single_use_per_customer, applies_to, valid_from, valid_until, total_redemption_limit, description) VALUES
  ('DAWA10', 'percent', 10, 10000, NULL, 0, false, false, 'all', '2026-01-01T00:00:00+05:30', '2027-12-31T23:59:59+05:30', NULL, 'Flat 10% off, up to ₹100'),
  ('FLAT50', 'flat', NULL, NULL, 5000, 49900, false, false, 'all', '2026-01-01T00:00:00+05:30', '2027-12-31T23:59:59+05:30', NULL, '₹50 off on orders of ₹499 or more'),
  ('FIRST25', 'percent', 25, 15000, NULL, 0, true, false, 'all', '2026-01-01T00:00:00+05:30', '2027-12-31T23:59:59+05:30', NULL, '25% off your first order, up to ₹150'),
  ('GENERIC15', 'percent', 15, 20000, NULL, 19900, false, false, 'medicine', '2026-01-01T00:00:00+05:30', '2027-12-31T23:59:59+05:30', NULL, '15% off medicines, up to ₹200, on medicine orders of ₹199 or more'),
  ('ONCE100', 'flat', NULL, NULL, 10000, 99900, false, true, 'all', '2026-01-01T00:00:00+05:30', '2027-12-31T23:59:59+05:30', NULL, '₹100 off once per customer on orders of ₹999 or more'),
  ('LAUNCH200', 'flat', NULL, NULL, 20000, 149900, false, true, 'all', '2026-01-01T00:00:00+05:30', '2027-12-31T23:59:59+05:30', 500, '₹200 off for the first 500 orders of ₹1,499 or more'),
  ('MONSOON20', 'percent', 20, 10000, NULL, 0, false, false, 'all', '2025-06-01T00:00:00+05:30', '2025-09-30T23:59:59+05:30', NULL, '20% off during the monsoon sale, up to ₹100');

-- One row per order that used a code; a released row (payment failed, order cancelled) no longer counts.
CREATE TABLE promo_redemptions (
  id serial PRIMARY KEY,
  code text NOT NULL REFERENCES promo_codes (code),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id integer NOT NULL,
  single_use boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz
);
CREATE UNIQUE INDEX promo_redemptions_single_use ON promo_redemptions (code, user_id) WHERE single_use AND released_at IS NULL;
CREATE UNIQUE INDEX promo_redemptions_order ON promo_redemptions (order_id);
