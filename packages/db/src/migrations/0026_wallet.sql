-- The store wallet (decision 061): a double-entry ledger. Every movement is a transaction whose postings sum to
-- zero, between a shopper's wallet (by balance type, the spec's EXPIRABLE and NON_EXPIRABLE) and the store's
-- accounts (refunds, cashback, referrals, goodwill, checkout, expired). A shopper's balance is the sum of their
-- postings; expirable credit is also kept as lots, spent earliest-expiring first and expired by a job.
CREATE TABLE wallet_accounts (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wallet_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('credit', 'debit', 'expiry')),
  source text NOT NULL CHECK (source IN ('refunds', 'cashback', 'referrals', 'goodwill', 'checkout', 'expired')),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 200),
  -- What the movement is for, once: a retried refund or a replayed job posts nothing more.
  reference text NOT NULL UNIQUE CHECK (char_length(reference) BETWEEN 1 AND 120),
  order_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_transactions_user ON wallet_transactions (user_id, id DESC);

CREATE TABLE wallet_postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES wallet_transactions (id) ON DELETE CASCADE,
  -- 'user:<id>' or 'store:<source>'.
  account text NOT NULL CHECK (account ~ '^(user:[0-9]+|store:[a-z]+)$'),
  balance_type text CHECK (balance_type IN ('EXPIRABLE', 'NON_EXPIRABLE')),
  amount_paise bigint NOT NULL CHECK (amount_paise <> 0),
  CHECK ((account LIKE 'user:%') = (balance_type IS NOT NULL))
);
CREATE INDEX wallet_postings_account ON wallet_postings (account, balance_type);
CREATE INDEX wallet_postings_transaction ON wallet_postings (transaction_id);

CREATE TABLE wallet_lots (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  transaction_id bigint NOT NULL REFERENCES wallet_transactions (id) ON DELETE CASCADE,
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  remaining_paise integer NOT NULL CHECK (remaining_paise >= 0),
  expires_at timestamptz NOT NULL,
  CHECK (remaining_paise <= amount_paise)
);
CREATE INDEX wallet_lots_open ON wallet_lots (user_id, expires_at) WHERE remaining_paise > 0;
CREATE INDEX wallet_lots_expiring ON wallet_lots (expires_at) WHERE remaining_paise > 0;
