-- Other ways to sign in: Truecaller requests and one-time login secrets (links sent by SMS).

-- One row per POST /api/auth/trueCallerAuth. The requestId is a bearer value (whoever polls it after
-- consent is signed in), so only its SHA-256 (hex) is kept. A request completes at most once.
CREATE TABLE login_requests (
  request_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  outcome text CHECK (outcome IN ('verified', 'rejected'))
);
CREATE INDEX login_requests_expires ON login_requests (expires_at);

-- Development Truecaller provider only: the consent (or refusal) given through POST /api/dev/truecaller/*.
CREATE TABLE truecaller_dev_answers (
  request_id text PRIMARY KEY,
  verdict text NOT NULL CHECK (verdict IN ('verified', 'rejected')),
  mobile_number text,
  name text CHECK (char_length(name) <= 500)
);

-- One-time login secrets: single use, short-lived, bound to one account and one purpose (type).
-- The secret is stored as an HMAC under the server secret, never in clear.
CREATE TABLE login_secrets (
  code_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX login_secrets_user ON login_secrets (user_id);

-- Failed POST /api/auth/loginViaSecret calls per client address, for the failure limit.
CREATE TABLE login_secret_failures (
  id bigserial PRIMARY KEY,
  ip text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_secret_failures_ip ON login_secret_failures (ip, failed_at);
