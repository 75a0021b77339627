-- Accounts: customers known by their +91 mobile number, OTP login and server-side sessions.
CREATE TABLE users (
  id serial PRIMARY KEY,
  mobile_number text NOT NULL UNIQUE CHECK (mobile_number ~ '^[6-9][0-9]{9}$'),
  name text CHECK (char_length(name) <= 500),
  email text CHECK (char_length(email) <= 500),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The cookie holds a random token, the table only its SHA-256 (hex).
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- At most one live code per number: a resend replaces it. The code is stored as an HMAC, never in clear.
CREATE TABLE otp_codes (
  mobile_number text PRIMARY KEY,
  code_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- One row per accepted send, counted for the per-number and per-IP limits.
CREATE TABLE otp_sends (
  id bigserial PRIMARY KEY,
  mobile_number text NOT NULL,
  ip text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX otp_sends_number ON otp_sends (mobile_number, sent_at);
CREATE INDEX otp_sends_ip ON otp_sends (ip, sent_at);

-- Rows locked (SELECT ... FOR UPDATE through an upsert) while a send is counted, so concurrent sends queue.
CREATE TABLE otp_rate_keys (
  key text PRIMARY KEY
);

-- Text messages of the development SMS provider (GET /api/dev/outbox).
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  to_number text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_to ON sms_outbox (to_number, id);
