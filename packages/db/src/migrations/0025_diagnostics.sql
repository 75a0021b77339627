-- Lab tests (decision 060): the CGHS 2025 laboratory codes with their rates by city tier, the store's own
-- details for the common ones, packages of them, demonstration partner labs and the cities they serve, the lab
-- cart, collection slots and bookings. A booking is paid as an order of type 1 (diagnostic), so the payment
-- gateway, its reconciler and refunds take it as they take a medicine order.
CREATE TABLE lab_tests (
  code text PRIMARY KEY CHECK (code ~ '^LB[0-9]{3}$'),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  -- The rate list's own wording.
  cghs_description text NOT NULL,
  -- Rates by tier (1–3), NABH-accredited and not; tiers the list lacks are derived (decision 060).
  nabh_paise integer[] NOT NULL CHECK (cardinality(nabh_paise) = 3),
  non_nabh_paise integer[] NOT NULL CHECK (cardinality(non_nabh_paise) = 3),
  also_known_as text NOT NULL DEFAULT '',
  sample_type text,
  fasting_hours smallint NOT NULL DEFAULT 0 CHECK (fasting_hours BETWEEN 0 AND 24),
  report_hours smallint CHECK (report_hours > 0),
  parameters smallint CHECK (parameters > 0),
  measures text,
  preparation text,
  -- The editorial team's profiles that wrote and reviewed the details (null without details).
  written_by smallint,
  reviewed_by smallint,
  reviewed_on text,
  -- 1 = most ordered; null for tests without the store's details.
  popularity smallint UNIQUE,
  -- Lower-case name, other names and the official wording, for search.
  search_text text NOT NULL
);
CREATE INDEX lab_tests_name ON lab_tests (lower(name));

CREATE TABLE lab_packages (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9-]{2,60}$' AND slug !~ '-lb[0-9]{3}$'),
  name text NOT NULL,
  for_whom text NOT NULL,
  description text NOT NULL,
  position integer NOT NULL
);
CREATE TABLE lab_package_tests (
  package_slug text NOT NULL REFERENCES lab_packages (slug) ON DELETE CASCADE,
  test_code text NOT NULL REFERENCES lab_tests (code),
  PRIMARY KEY (package_slug, test_code)
);

-- The Lab Tests service cities (the menu's 10) and the store districts each covers.
CREATE TABLE lab_service_cities (
  slug text PRIMARY KEY,
  name text NOT NULL,
  position integer NOT NULL
);
CREATE TABLE lab_service_districts (
  city_id integer PRIMARY KEY REFERENCES cities (id),
  service_city text NOT NULL REFERENCES lab_service_cities (slug) ON DELETE CASCADE
);
-- The CGHS tier of a district (1 or 2); any district not listed is tier 3.
CREATE TABLE lab_city_tiers (
  city_id integer PRIMARY KEY REFERENCES cities (id),
  tier smallint NOT NULL CHECK (tier IN (1, 2))
);
-- Partner labs: demonstration profiles, marked as such wherever shown.
CREATE TABLE labs (
  slug text PRIMARY KEY,
  name text NOT NULL,
  accreditations text NOT NULL,
  established smallint NOT NULL,
  about text NOT NULL,
  service_cities text NOT NULL,
  home_collection boolean NOT NULL,
  demo boolean NOT NULL,
  position integer NOT NULL
);

-- The lab cart: an item for a patient, one row each. The coupon sits beside it.
CREATE TABLE lab_cart_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_type text NOT NULL CHECK (item_type IN ('test', 'package')),
  item_id text NOT NULL,
  patient_id integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, item_type, item_id, patient_id)
);
CREATE TABLE lab_carts (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  coupon_code text
);

-- A collection slot of an area (a pincode): created when first booked, locked while a booking counts it.
CREATE TABLE lab_slots (
  pincode integer NOT NULL,
  starts_at timestamptz NOT NULL,
  capacity smallint NOT NULL CHECK (capacity >= 0),
  PRIMARY KEY (pincode, starts_at)
);

-- One order per version of the medicine cart; a lab booking claims no medicine cart (its order's cart_version
-- is 0), so an account may hold several live bookings.
DROP INDEX orders_one_per_cart_version;
CREATE UNIQUE INDEX orders_one_per_cart_version ON orders (user_id, cart_version) WHERE status NOT IN ('PAYMENT_FAILED', 'CANCELLED') AND order_type <> 1;

CREATE TABLE lab_bookings (
  order_id integer PRIMARY KEY REFERENCES orders (id),
  user_id integer NOT NULL REFERENCES users (id),
  status text NOT NULL CHECK (status IN ('PAYMENT_PENDING', 'BOOKED', 'PHLEBOTOMIST_ASSIGNED', 'SAMPLE_COLLECTED', 'AT_LAB', 'REPORT_READY', 'CANCELLED', 'RELEASED')),
  pincode integer NOT NULL,
  slot_starts_at timestamptz NOT NULL,
  fasting_hours smallint NOT NULL,
  phlebotomist text,
  collected_at timestamptz,
  report_key text,
  report_bytes integer,
  report_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (pincode, slot_starts_at) REFERENCES lab_slots (pincode, starts_at)
);
CREATE INDEX lab_bookings_slot ON lab_bookings (pincode, slot_starts_at) WHERE status NOT IN ('CANCELLED', 'RELEASED');
CREATE INDEX lab_bookings_user ON lab_bookings (user_id, order_id);
CREATE INDEX lab_bookings_status ON lab_bookings (status, slot_starts_at);

CREATE TABLE lab_booking_items (
  order_id integer NOT NULL REFERENCES lab_bookings (order_id),
  position smallint NOT NULL,
  patient_id integer REFERENCES patients (id) ON DELETE SET NULL,
  patient_name text NOT NULL,
  patient_age smallint,
  patient_gender text,
  item_type text NOT NULL CHECK (item_type IN ('test', 'package')),
  item_id text NOT NULL,
  name text NOT NULL,
  price_paise integer NOT NULL CHECK (price_paise >= 0),
  list_price_paise integer NOT NULL CHECK (list_price_paise >= price_paise),
  PRIMARY KEY (order_id, position)
);

CREATE TABLE lab_booking_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES lab_bookings (order_id),
  from_status text,
  to_status text NOT NULL,
  event text NOT NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lab_booking_events_order ON lab_booking_events (order_id, id);

-- Promo codes of the lab tests vertical.
ALTER TABLE promo_codes DROP CONSTRAINT promo_codes_applies_to_check;
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_applies_to_check CHECK (applies_to IN ('all', 'medicine', 'otc', 'diagnostic'));
INSERT INTO promo_codes (code, kind, percent, cap_paise, flat_paise, min_order_paise, first_order_only, single_use_per_customer, applies_to, valid_from, valid_until, total_redemption_limit, description) VALUES
  ('LAB15', 'percent', 15, 30000, NULL, 49900, false, false, 'diagnostic', '2026-01-01T00:00:00+05:30', '2027-12-31T23:59:59+05:30', NULL, '15% off lab tests, up to ₹300, on bookings of ₹499 or more'),
  ('FIRSTLAB', 'flat', NULL, NULL, 10000, 29900, false, true, 'diagnostic', '2026-01-01T00:00:00+05:30', '2027-12-31T23:59:59+05:30', NULL, '₹100 off your first lab booking of ₹299 or more');

-- Lab reports leave storage through the same removal queue as prescription files when an account is erased.
ALTER TABLE prescription_file_removals DROP CONSTRAINT prescription_file_removals_file_key_check;
ALTER TABLE prescription_file_removals ADD CONSTRAINT prescription_file_removals_file_key_check CHECK (file_key ~ '^(rx|lr)_[a-z0-9]{20,40}$');
