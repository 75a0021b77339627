-- Doctor consultation (decision 068): specialities and doctors (reviewed data; the doctors are demonstration
-- profiles), doctors' console accounts, consultations paid as orders of type consultation (5), their room (chat,
-- files, WebRTC signalling), every doctor access, and e-prescriptions that the cart accepts.
CREATE TABLE consult_specialities (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{2,40}$'),
  position smallint NOT NULL,
  name text NOT NULL,
  name_hi text NOT NULL,
  consult_type text NOT NULL CHECK (consult_type IN ('GP', 'SP')),
  -- The CGHS 2025 consultation code its fee is anchored on (CN001 OPD, CN003 super speciality/psychiatry).
  cghs_code text NOT NULL,
  fee_paise integer NOT NULL CHECK (fee_paise >= 0),
  summary text NOT NULL,
  summary_hi text NOT NULL,
  concerns jsonb NOT NULL,
  concerns_hi jsonb NOT NULL
);

CREATE TABLE doctors (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]{2,60}$'),
  name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 200),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND char_length(email) BETWEEN 3 AND 254),
  gender text NOT NULL CHECK (gender IN ('male', 'female', 'other')),
  qualification text NOT NULL CHECK (char_length(qualification) BETWEEN 2 AND 200),
  -- The State Medical Council's or the National Medical Register's number, with the council that gave it.
  registration_number text NOT NULL CHECK (char_length(registration_number) BETWEEN 2 AND 60),
  council text NOT NULL CHECK (char_length(council) BETWEEN 2 AND 120),
  languages text[] NOT NULL,
  experience_years smallint NOT NULL CHECK (experience_years BETWEEN 0 AND 70),
  about text NOT NULL DEFAULT '',
  -- Weekly windows in India time: [{ weekdays: [0..6], start: 'HH:MM', end: 'HH:MM' }].
  availability jsonb NOT NULL DEFAULT '[]',
  demo boolean NOT NULL DEFAULT false,
  -- The console's sign-in, kept as the pharmacists' is (decision 017).
  password_hash text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  failed_logins integer NOT NULL DEFAULT 0 CHECK (failed_logins >= 0),
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (council, registration_number)
);

CREATE TABLE doctor_specialities (
  doctor_id integer NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
  speciality_id text NOT NULL REFERENCES consult_specialities (id),
  PRIMARY KEY (doctor_id, speciality_id)
);
CREATE INDEX doctor_specialities_speciality ON doctor_specialities (speciality_id, doctor_id);

CREATE TABLE doctor_leave (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  doctor_id integer NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX doctor_leave_doctor ON doctor_leave (doctor_id, ends_at);

CREATE TABLE doctor_sessions (
  token_hash text PRIMARY KEY,
  doctor_id integer NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX doctor_sessions_doctor ON doctor_sessions (doctor_id);

CREATE TABLE doctor_login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ip text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX doctor_login_failures_ip ON doctor_login_failures (ip, failed_at);

-- A consultation claims no medicine cart (its order's cart_version is 0), like a lab booking or a PLUS purchase.
DROP INDEX orders_one_per_cart_version;
CREATE UNIQUE INDEX orders_one_per_cart_version ON orders (user_id, cart_version) WHERE status NOT IN ('PAYMENT_FAILED', 'CANCELLED') AND order_type NOT IN (1, 5, 6);

CREATE TABLE consultations (
  order_id integer PRIMARY KEY REFERENCES orders (id),
  user_id integer NOT NULL REFERENCES users (id),
  doctor_id integer NOT NULL REFERENCES doctors (id),
  speciality_id text NOT NULL REFERENCES consult_specialities (id),
  consult_type text NOT NULL CHECK (consult_type IN ('GP', 'SP')),
  -- audio 1, video 2 (storefront §3)
  call_mode smallint NOT NULL CHECK (call_mode IN (1, 2)),
  slot_type text NOT NULL CHECK (slot_type IN ('normal', 'Instant')),
  starts_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('PAYMENT_PENDING', 'SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'PAYMENT_FAILED')),
  patient_id integer REFERENCES patients (id) ON DELETE SET NULL,
  patient_name text NOT NULL CHECK (char_length(patient_name) BETWEEN 1 AND 200),
  patient_age smallint NOT NULL CHECK (patient_age BETWEEN 0 AND 130),
  patient_gender text NOT NULL CHECK (patient_gender IN ('male', 'female', 'other')),
  -- The adult who joins a minor's consultation (Telemedicine Practice Guidelines 2020, 3.7.1).
  accompanying_adult text CHECK (char_length(accompanying_adult) BETWEEN 2 AND 100),
  concern text NOT NULL CHECK (char_length(concern) BETWEEN 3 AND 1000),
  follow_up_of integer REFERENCES consultations (order_id),
  -- The medicine order (placed with 'free doctor consultation') that waits for this consultation's prescription.
  for_order_id integer REFERENCES orders (id),
  -- The patient agreed to share their earlier consultations and prescriptions with the doctor.
  history_shared boolean NOT NULL DEFAULT false,
  started_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (patient_age >= 18 OR accompanying_adult IS NOT NULL)
);
-- A doctor is never booked twice for one slot: the database refuses the second booking whatever the code does.
CREATE UNIQUE INDEX consultations_doctor_slot ON consultations (doctor_id, starts_at) WHERE status NOT IN ('CANCELLED', 'PAYMENT_FAILED');
CREATE UNIQUE INDEX consultations_one_follow_up ON consultations (follow_up_of) WHERE follow_up_of IS NOT NULL AND status NOT IN ('CANCELLED', 'PAYMENT_FAILED');
CREATE UNIQUE INDEX consultations_for_order ON consultations (for_order_id) WHERE for_order_id IS NOT NULL AND status NOT IN ('CANCELLED', 'PAYMENT_FAILED');
CREATE INDEX consultations_user ON consultations (user_id, starts_at DESC);
CREATE INDEX consultations_doctor_day ON consultations (doctor_id, starts_at);

CREATE TABLE consultation_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES consultations (order_id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  event text NOT NULL,
  actor text NOT NULL CHECK (actor IN ('patient', 'doctor', 'store')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultation_events_order ON consultation_events (order_id, id);

-- The room's record: chat, shared files and what the store says in it. Kept with the consultation.
CREATE TABLE consultation_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES consultations (order_id) ON DELETE CASCADE,
  sender text NOT NULL CHECK (sender IN ('patient', 'doctor', 'store')),
  kind text NOT NULL CHECK (kind IN ('text', 'file')),
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 2000),
  file_key text CHECK (file_key ~ '^cf_[a-z0-9]{20,40}$'),
  file_name text CHECK (char_length(file_name) <= 200),
  content_type text CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer CHECK (size_bytes BETWEEN 1 AND 10485760),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'file') = (file_key IS NOT NULL AND content_type IS NOT NULL AND size_bytes IS NOT NULL)),
  CHECK (kind = 'file' OR char_length(body) >= 1)
);
CREATE INDEX consultation_messages_order ON consultation_messages (order_id, id);

-- WebRTC signalling relayed by the store between the two sides of a room; transient, pruned after the call.
CREATE TABLE consultation_signals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES consultations (order_id) ON DELETE CASCADE,
  sender text NOT NULL CHECK (sender IN ('patient', 'doctor')),
  kind text NOT NULL CHECK (kind IN ('hello', 'offer', 'answer', 'candidate', 'bye')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultation_signals_order ON consultation_signals (order_id, id);

-- Every doctor's read or write of a consultation. No foreign keys: the log outlives what it names.
CREATE TABLE consultation_access_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL,
  doctor_id integer NOT NULL,
  action text NOT NULL CHECK (char_length(action) BETWEEN 2 AND 60),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultation_access_log_order ON consultation_access_log (order_id, id);

-- A signed e-prescription is a prescription of the shopper's like an upload (kind 'digital'), whose PDF is its file.
ALTER TABLE prescriptions DROP CONSTRAINT prescriptions_kind_check;
ALTER TABLE prescriptions ADD CONSTRAINT prescriptions_kind_check CHECK (kind IN ('image', 'pdf', 'digital'));

CREATE TABLE e_prescriptions (
  order_id integer PRIMARY KEY REFERENCES consultations (order_id) ON DELETE CASCADE,
  -- Set when signed: the shopper's prescription it became.
  prescription_id text UNIQUE REFERENCES prescriptions (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('DRAFT', 'SIGNED')),
  diagnosis text NOT NULL DEFAULT '' CHECK (char_length(diagnosis) <= 500),
  advice text NOT NULL DEFAULT '' CHECK (char_length(advice) <= 1000),
  -- What the prescription showed when signed (doctor, patient, lines), and its SHA-256: the signature's input.
  signed_snapshot jsonb,
  signed_sha256 text CHECK (signed_sha256 ~ '^[0-9a-f]{64}$'),
  signed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'SIGNED') = (signed_at IS NOT NULL AND signed_sha256 IS NOT NULL AND signed_snapshot IS NOT NULL AND prescription_id IS NOT NULL)),
  CHECK (status = 'DRAFT' OR char_length(diagnosis) >= 2)
);

CREATE TABLE e_prescription_items (
  order_id integer NOT NULL REFERENCES e_prescriptions (order_id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 20),
  product_id integer NOT NULL REFERENCES products (id),
  name text NOT NULL,
  prescribing_list text NOT NULL CHECK (prescribing_list IN ('O', 'A', 'B')),
  dose text NOT NULL CHECK (char_length(dose) BETWEEN 1 AND 60),
  frequency text NOT NULL CHECK (char_length(frequency) BETWEEN 1 AND 60),
  duration_days smallint NOT NULL CHECK (duration_days BETWEEN 1 AND 180),
  instructions text NOT NULL DEFAULT '' CHECK (char_length(instructions) <= 200),
  PRIMARY KEY (order_id, position)
);
CREATE INDEX e_prescription_items_product ON e_prescription_items (product_id);

-- Signed is final: neither the prescription nor its lines change afterwards (Telemedicine Practice Guidelines 2020).
CREATE FUNCTION e_prescription_signed_is_final() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'UPDATE' AND OLD.status = 'SIGNED' THEN RAISE EXCEPTION 'a signed e-prescription cannot be changed'; END IF; RETURN NEW; END $$;
CREATE TRIGGER e_prescriptions_final BEFORE UPDATE ON e_prescriptions FOR EACH ROW EXECUTE FUNCTION e_prescription_signed_is_final();
CREATE FUNCTION e_prescription_items_signed_is_final() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE parent_order integer := COALESCE(NEW.order_id, OLD.order_id); BEGIN IF TG_OP <> 'DELETE' OR pg_trigger_depth() = 1 THEN IF EXISTS (SELECT 1 FROM e_prescriptions WHERE order_id = parent_order AND status = 'SIGNED') THEN RAISE EXCEPTION 'the lines of a signed e-prescription cannot be changed'; END IF; END IF; RETURN COALESCE(NEW, OLD); END $$;
CREATE TRIGGER e_prescription_items_final BEFORE INSERT OR UPDATE OR DELETE ON e_prescription_items FOR EACH ROW EXECUTE FUNCTION e_prescription_items_signed_is_final();

-- List A of the Telemedicine Practice Guidelines 2020 (data/consultations/list-a.csv): medicines a first
-- consultation may prescribe only over video. List O is the OTC allowlist; List B every other medicine sold online.
CREATE TABLE consult_list_a (
  molecule text PRIMARY KEY,
  grp text NOT NULL,
  legal_source text NOT NULL
);
