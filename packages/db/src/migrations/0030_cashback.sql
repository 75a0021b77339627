-- Cashback codes (decision 065): a promo code of kind 'cashback' takes nothing off the price; its percentage of the
-- items (up to the cap) is recorded with the order and credited to the store wallet once the order is delivered.
ALTER TABLE promo_codes DROP CONSTRAINT promo_codes_kind_check;
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_kind_check CHECK (kind IN ('percent', 'flat', 'cashback'));
ALTER TABLE promo_codes DROP CONSTRAINT promo_codes_check1;
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_benefit_check CHECK (
  (kind IN ('percent', 'cashback') AND percent IS NOT NULL AND flat_paise IS NULL) OR (kind = 'flat' AND flat_paise IS NOT NULL AND percent IS NULL)
);
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_cashback_cap_check CHECK (kind <> 'cashback' OR cap_paise IS NOT NULL);

ALTER TABLE orders ADD COLUMN cashback_paise integer NOT NULL DEFAULT 0 CHECK (cashback_paise >= 0);

INSERT INTO promo_codes (code, kind, percent, cap_paise, flat_paise, min_order_paise, first_order_only, single_use_per_customer, applies_to, valid_from, valid_until, total_redemption_limit, description) VALUES
  ('CASH10', 'cashback', 10, 15000, NULL, 49900, false, false, 'all', '2026-01-01T00:00:00+05:30', '2027-12-31T23:59:59+05:30', NULL, '10% cashback to your Dawa wallet, up to ₹150, on orders of ₹499 or more');

INSERT INTO offers (kind, title, short_description, verticals, promo_code, starts_at, ends_at, rank, eligibility, how_to_get, cancellation_policy, terms, demo) VALUES
  ('coupon', '10% cashback to your wallet', 'Get 10% back in your Dawa wallet, up to ₹150, on orders of ₹499 or more.', ARRAY['medicine', 'healthcare'], 'CASH10',
   '2026-01-01T00:00:00+05:30', '2027-12-31T23:59:59+05:30', 35,
   ARRAY['Every signed-in shopper, on orders of ₹499 or more.'],
   ARRAY['Add items worth ₹499 or more.', 'Apply the code CASH10 in the cart.', 'The cashback reaches your Dawa wallet when the order is delivered.'],
   ARRAY['A cancelled order earns no cashback, and the code can be used again.'],
   ARRAY['10% of the items’ selling price, up to ₹150, as wallet credit usable for 90 days.', 'Nothing comes off the price you pay.', 'One code per order.'], true);
