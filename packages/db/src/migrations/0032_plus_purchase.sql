-- Buying PLUS (decision 067). A plan is bought alone, as an order of type 6 (the spec lists no order type for a
-- membership; 6 is unused by it), or with the medicine cart as its loyalty item, the plan's price then part of
-- that order's amount. Either way the membership row waits ('pending') for its order and starts when the order is
-- paid (or, with cash on delivery, delivered). Membership coupons take an amount off a plan's price.
ALTER TABLE orders ADD COLUMN plus_plan_id text REFERENCES plus_plans (id);
ALTER TABLE orders ADD COLUMN plus_plan_paise integer NOT NULL DEFAULT 0 CHECK (plus_plan_paise >= 0);
ALTER TABLE orders ADD COLUMN plus_coupon text;
ALTER TABLE orders ADD CONSTRAINT orders_plus_plan_check CHECK ((plus_plan_id IS NULL) = (plus_plan_paise = 0));

-- A membership order has no cart version to be unique by: like a lab booking's, it is left out of the rule.
DROP INDEX orders_one_per_cart_version;
CREATE UNIQUE INDEX orders_one_per_cart_version ON orders (user_id, cart_version) WHERE status NOT IN ('PAYMENT_FAILED', 'CANCELLED') AND order_type NOT IN (1, 6);

CREATE UNIQUE INDEX plus_memberships_order ON plus_memberships (order_id) WHERE order_id IS NOT NULL;

CREATE TABLE plus_coupons (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{3,20}$'),
  percent smallint CHECK (percent BETWEEN 1 AND 90),
  flat_paise integer CHECK (flat_paise > 0),
  cap_paise integer CHECK (cap_paise > 0),
  -- null: every plan.
  plan_ids text[],
  -- Only for a shopper who has never had a membership.
  first_membership_only boolean NOT NULL DEFAULT false,
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL,
  active boolean NOT NULL DEFAULT true,
  description text NOT NULL,
  demo boolean NOT NULL DEFAULT false,
  CHECK ((percent IS NULL) <> (flat_paise IS NULL)),
  CHECK (valid_until > valid_from)
);

INSERT INTO plus_coupons (code, percent, flat_paise, cap_paise, plan_ids, first_membership_only, valid_from, valid_until, description, demo) VALUES
  ('PLUSNEW', 20, NULL, 10000, NULL, true, '2026-01-01T00:00:00+05:30', '2027-12-31T23:59:59+05:30', '20% off your first PLUS membership, up to ₹100', true),
  ('PLUSYEAR', NULL, 10000, NULL, ARRAY['plus-12m'], false, '2026-01-01T00:00:00+05:30', '2027-12-31T23:59:59+05:30', '₹100 off the 12-month plan', true);
