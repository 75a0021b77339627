-- Pharmacists, their sign-in, their per-line prescription decisions, the verification that allows packing,
-- and the Schedule H1 register (Drugs and Cosmetics Rules 1945, rule 65(3A)). Decision 017.
CREATE TABLE pharmacists (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND char_length(email) BETWEEN 3 AND 254),
  -- State Pharmacy Council registration number.
  registration_number text NOT NULL CHECK (char_length(registration_number) BETWEEN 2 AND 60),
  -- scrypt$N$r$p$salt$key (base64url), a salt of its own per pharmacist.
  password_hash text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  failed_logins integer NOT NULL DEFAULT 0 CHECK (failed_logins >= 0),
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The cookie holds a random token, the table only its SHA-256 (hex); apart from shoppers' sessions.
CREATE TABLE pharmacist_sessions (
  token_hash text PRIMARY KEY,
  pharmacist_id integer NOT NULL REFERENCES pharmacists (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX pharmacist_sessions_pharmacist ON pharmacist_sessions (pharmacist_id);

-- Failed sign-ins by client address, counted for the per-address limit (unknown logins included).
CREATE TABLE pharmacist_login_failures (
  id bigserial PRIMARY KEY,
  ip text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX pharmacist_login_failures_ip ON pharmacist_login_failures (ip, failed_at);

-- Where an order with prescription lines stands in the pharmacist's queue. No row: waiting for its first check.
CREATE TABLE order_rx_checks (
  order_id integer PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('AWAITING_CHECK', 'AWAITING_PRESCRIPTION')),
  round integer NOT NULL DEFAULT 1 CHECK (round >= 1),
  queued_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every decision a pharmacist took on one prescription line; the latest of a line is the one that counts.
CREATE TABLE order_rx_reviews (
  id bigserial PRIMARY KEY,
  order_id integer NOT NULL,
  position smallint NOT NULL,
  round integer NOT NULL CHECK (round >= 1),
  decision text NOT NULL CHECK (decision IN ('approved', 'rejected')),
  reason_code text CHECK (reason_code IN ('illegible', 'expired', 'patient_mismatch', 'not_on_prescription', 'dose_exceeds', 'unregistered_doctor', 'other')),
  reason_text text CHECK (char_length(reason_text) <= 500),
  -- The order's prescriptions that cover this line (ids), as the pharmacist ticked them.
  prescription_ids jsonb NOT NULL DEFAULT '[]',
  drug_schedule text NOT NULL CHECK (drug_schedule IN ('X', 'NDPS', 'H1', 'H', 'OTC')),
  prescriber_name text CHECK (char_length(prescriber_name) <= 200),
  prescriber_registration text CHECK (char_length(prescriber_registration) <= 60),
  patient_name text CHECK (char_length(patient_name) <= 200),
  pharmacist_id integer NOT NULL REFERENCES pharmacists (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (order_id, position) REFERENCES order_items (order_id, position) ON DELETE CASCADE,
  CHECK (decision = 'approved' OR reason_code IS NOT NULL),
  CHECK (decision = 'rejected' OR jsonb_array_length(prescription_ids) > 0),
  CHECK (decision = 'rejected' OR drug_schedule <> 'H1' OR (prescriber_name IS NOT NULL AND prescriber_registration IS NOT NULL AND patient_name IS NOT NULL))
);
CREATE INDEX order_rx_reviews_line ON order_rx_reviews (order_id, position, id DESC);

-- The verification on file that lets an order with prescription lines be packed: one row per (line, prescription).
CREATE TABLE order_rx_cover (
  order_id integer NOT NULL,
  position smallint NOT NULL,
  prescription_id text NOT NULL REFERENCES prescriptions (id),
  pharmacist_id integer NOT NULL REFERENCES pharmacists (id),
  verified_at timestamptz NOT NULL,
  PRIMARY KEY (order_id, position, prescription_id),
  FOREIGN KEY (order_id, position) REFERENCES order_items (order_id, position) ON DELETE CASCADE
);

-- Schedule H1 register: one row per H1 line dispatched. Append-only and kept at least three years: no
-- foreign keys (it outlives orders, accounts and products), no update, no delete of a row younger than three years.
CREATE TABLE h1_register (
  id bigserial PRIMARY KEY,
  dispatched_at timestamptz NOT NULL,
  order_id integer NOT NULL,
  position smallint NOT NULL,
  product_id integer,
  medicine_name text NOT NULL,
  molecules text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  prescriber_name text NOT NULL,
  prescriber_registration text NOT NULL,
  patient_name text NOT NULL,
  pharmacist_id integer NOT NULL,
  pharmacist_name text NOT NULL,
  pharmacist_registration text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, position)
);
CREATE INDEX h1_register_dispatched ON h1_register (dispatched_at, id);

CREATE FUNCTION h1_register_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'UPDATE' THEN RAISE EXCEPTION 'h1_register is append-only'; END IF; IF OLD.dispatched_at > now() - interval '3 years' THEN RAISE EXCEPTION 'h1_register rows are kept three years'; END IF; RETURN OLD; END $$;
CREATE TRIGGER h1_register_keep BEFORE UPDATE OR DELETE ON h1_register FOR EACH ROW EXECUTE FUNCTION h1_register_append_only();
