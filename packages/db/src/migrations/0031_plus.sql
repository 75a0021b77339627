-- PLUS membership (decision 066): the plans on sale and each shopper's memberships. A membership is pending while
-- its payment is on its way, active from its start to its end, or cancelled. Orders record a member's extra discount.
CREATE TABLE plus_plans (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{3,40}$'),
  title text NOT NULL CHECK (char_length(title) BETWEEN 3 AND 60),
  duration_months smallint NOT NULL CHECK (duration_months BETWEEN 1 AND 36),
  price_paise integer NOT NULL CHECK (price_paise > 0),
  mrp_paise integer NOT NULL CHECK (mrp_paise >= price_paise),
  rank smallint NOT NULL DEFAULT 100,
  active boolean NOT NULL DEFAULT true,
  -- The store's demonstration plans: labelled as such wherever a shopper sees them.
  demo boolean NOT NULL DEFAULT false
);

CREATE TABLE plus_memberships (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id text NOT NULL REFERENCES plus_plans (id),
  status text NOT NULL CHECK (status IN ('pending', 'active', 'cancelled')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX plus_memberships_user ON plus_memberships (user_id, ends_at DESC);

ALTER TABLE orders ADD COLUMN plus_discount_paise integer NOT NULL DEFAULT 0 CHECK (plus_discount_paise >= 0);

INSERT INTO plus_plans (id, title, duration_months, price_paise, mrp_paise, rank, demo) VALUES
  ('plus-3m', 'PLUS for 3 months', 3, 14900, 19900, 30, true),
  ('plus-6m', 'PLUS for 6 months', 6, 24900, 39900, 20, true),
  ('plus-12m', 'PLUS for 12 months', 12, 39900, 79900, 10, true);
