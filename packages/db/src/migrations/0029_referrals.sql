-- Refer & earn (decision 064). Each account gets a referral code when it first asks for one. A new shopper
-- applies a friend's code in the cart like a promo code, on their first order only; the order records it, and
-- when that order is delivered the friend is rewarded in the store wallet, once, within a monthly cap.
CREATE TABLE referral_codes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{8,12}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE referrals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  referrer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  referee_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- applied: the order is on its way; rewarded: delivered and the friend credited; capped: delivered past the
  -- friend's monthly cap; void: the order was cancelled or never paid.
  status text NOT NULL DEFAULT 'applied' CHECK (status IN ('applied', 'rewarded', 'capped', 'void')),
  reward_paise integer NOT NULL CHECK (reward_paise >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CHECK (referrer_id <> referee_id)
);
-- A shopper is referred once: one live referral each (a voided one frees them for their real first order).
CREATE UNIQUE INDEX referrals_one_per_referee ON referrals (referee_id) WHERE status <> 'void';
CREATE UNIQUE INDEX referrals_order ON referrals (order_id);
CREATE INDEX referrals_referrer ON referrals (referrer_id, created_at DESC);

-- An order records the code it was placed with: a promo code, or now a friend's referral code.
ALTER TABLE orders DROP CONSTRAINT orders_promo_code_fkey;
