-- The shopper's data rights (DPDP Act 2023; docs/decisions/022-data-rights.md): consent records, erased
-- accounts and the prescription files still to remove from storage after an erasure.

-- Consent to optional processing, one row per decision (given or withdrawn), never updated: the newest row
-- of a purpose is the shopper's current choice, the older ones are the proof of what was agreed when.
CREATE TABLE consents (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('order_updates_whatsapp', 'offers_sms_whatsapp', 'personalised_recommendations')),
  granted boolean NOT NULL,
  -- The version of the privacy notice the shopper was shown when deciding.
  notice_version text NOT NULL CHECK (char_length(notice_version) BETWEEN 1 AND 40),
  -- 'account': the shopper's own choice; 'erasure': withdrawn because the account was erased.
  source text NOT NULL CHECK (source IN ('account', 'erasure')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consents_user ON consents (user_id, purpose, id DESC);

-- An erased account stays as an anonymous row (its orders must keep pointing somewhere): no name, no email,
-- and the number replaced by 'erased-<id>', so the real number can sign up again as a new account.
ALTER TABLE users ADD COLUMN erased_at timestamptz;
ALTER TABLE users DROP CONSTRAINT users_mobile_number_check;
ALTER TABLE users ADD CONSTRAINT users_mobile_number_check
  CHECK (mobile_number ~ '^[6-9][0-9]{9}$' OR (erased_at IS NOT NULL AND mobile_number = 'erased-' || id));

-- A prescription kept only because an order names it: its file is gone from storage since this time.
ALTER TABLE prescriptions ADD COLUMN file_erased_at timestamptz;

-- Files to remove from storage, written in the erasure's transaction and deleted once storage confirmed the
-- removal: a failed removal stays here and is retried, so no file outlives its erased account unnoticed.
CREATE TABLE prescription_file_removals (
  file_key text PRIMARY KEY CHECK (file_key ~ '^rx_[a-z0-9]{20,40}$'),
  queued_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error text CHECK (last_error IS NULL OR char_length(last_error) <= 500)
);
