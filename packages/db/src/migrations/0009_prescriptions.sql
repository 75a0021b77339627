-- Prescriptions (checkout spec §3 "Prescription"): each uploaded file is one prescription the customer can
-- attach to orders later ("past prescriptions"). Files live outside any public path under random names.
CREATE TABLE patients (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  relation text NOT NULL DEFAULT 'self' CHECK (relation IN ('self', 'spouse', 'child', 'parent', 'sibling', 'other')),
  age smallint CHECK (age BETWEEN 0 AND 130),
  gender text CHECK (gender IN ('male', 'female', 'other')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX patients_user ON patients (user_id, id);

CREATE TABLE prescriptions (
  id text PRIMARY KEY CHECK (id ~ '^rx_[a-z0-9]{20,40}$'),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('image', 'pdf')),
  status text NOT NULL DEFAULT 'PENDING_UPLOAD' CHECK (status IN ('PENDING_UPLOAD', 'UPLOADED', 'ATTACHED', 'VERIFIED', 'REJECTED')),
  content_type text CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer CHECK (size_bytes BETWEEN 1 AND 10485760),
  width integer CHECK (width > 0),
  height integer CHECK (height > 0),
  -- SHA-256 (hex) of the single-use upload token carried by the signed URL; cleared once used.
  upload_token_hash text UNIQUE,
  upload_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  uploaded_at timestamptz,
  CHECK (status = 'PENDING_UPLOAD' OR (content_type IS NOT NULL AND size_bytes IS NOT NULL AND uploaded_at IS NOT NULL))
);
CREATE INDEX prescriptions_user ON prescriptions (user_id, created_at DESC);
