-- Orders, their items and lifecycle, payments, idempotency keys and notifications (checkout spec §3, §4).
CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  status text NOT NULL CHECK (status IN ('PAYMENT_PENDING', 'PLACED', 'RX_VERIFIED', 'PACKED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'PAYMENT_FAILED')),
  order_type smallint NOT NULL DEFAULT 0,
  -- The cart version this order claimed: one live order per version of a cart.
  cart_version integer NOT NULL,
  address_id integer REFERENCES addresses (id) ON DELETE SET NULL,
  address_snapshot jsonb NOT NULL,
  delivery_option text NOT NULL CHECK (delivery_option IN ('standard', 'express')),
  estimated_delivery_date date NOT NULL,
  payment_type_id smallint NOT NULL,
  payment_sub_type_id smallint,
  promo_code text REFERENCES promo_codes (code),
  rx_option text NOT NULL CHECK (rx_option IN ('not_needed', 'uploaded', 'past', 'consult')),
  notes text CHECK (notes IS NULL OR char_length(notes) <= 500),
  total_mrp_paise integer NOT NULL CHECK (total_mrp_paise >= 0),
  discount_on_mrp_paise integer NOT NULL CHECK (discount_on_mrp_paise >= 0),
  sub_total_paise integer NOT NULL CHECK (sub_total_paise >= 0),
  promo_discount_paise integer NOT NULL DEFAULT 0 CHECK (promo_discount_paise >= 0 AND promo_discount_paise <= sub_total_paise),
  delivery_charges_paise integer NOT NULL CHECK (delivery_charges_paise >= 0),
  handling_charges_paise integer NOT NULL CHECK (handling_charges_paise >= 0),
  cash_handling_paise integer NOT NULL DEFAULT 0 CHECK (cash_handling_paise >= 0),
  instant_discount_paise integer NOT NULL DEFAULT 0 CHECK (instant_discount_paise >= 0),
  amount_paise integer NOT NULL CHECK (amount_paise >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX orders_one_per_cart_version ON orders (user_id, cart_version) WHERE status NOT IN ('PAYMENT_FAILED', 'CANCELLED');
CREATE INDEX orders_user ON orders (user_id, created_at DESC, id DESC);
CREATE INDEX orders_pending ON orders (created_at) WHERE status = 'PAYMENT_PENDING';

CREATE TABLE order_items (
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  product_id integer REFERENCES products (id),
  name text NOT NULL,
  product_type smallint NOT NULL,
  pack_label text NOT NULL DEFAULT '',
  manufacturer text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 20),
  mrp_paise integer NOT NULL CHECK (mrp_paise >= 0),
  sale_price_paise integer NOT NULL CHECK (sale_price_paise >= 0),
  promo_discount_paise integer NOT NULL DEFAULT 0 CHECK (promo_discount_paise >= 0),
  is_rx_required boolean NOT NULL,
  PRIMARY KEY (order_id, position)
);

CREATE TABLE order_prescriptions (
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  prescription_id text NOT NULL REFERENCES prescriptions (id),
  PRIMARY KEY (order_id, prescription_id)
);

CREATE TABLE order_events (
  id bigserial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  event text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order ON order_events (order_id, id);

-- One payment attempt of an online order at the gateway. `secret` names the payment page (/payment/order/:secret).
CREATE TABLE payments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id),
  secret text NOT NULL UNIQUE,
  gateway_order_id text NOT NULL UNIQUE,
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  status text NOT NULL CHECK (status IN ('CREATED', 'PENDING', 'CHARGED', 'FAILED', 'REFUNDED')),
  payment_type_id smallint,
  payment_sub_type_id smallint,
  -- What the customer recognises (a UPI id or a masked card such as 'VISA •••• 1111'); never a card number.
  instrument_label text CHECK (instrument_label IS NULL OR char_length(instrument_label) <= 80),
  gateway_txn_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payments_one_charged_per_order ON payments (order_id) WHERE status IN ('CHARGED', 'REFUNDED');
CREATE INDEX payments_pending ON payments (updated_at) WHERE status IN ('CREATED', 'PENDING');

CREATE TABLE payment_events (
  id bigserial PRIMARY KEY,
  payment_id integer NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('invoke', 'redirect', 'webhook', 'reconcile')),
  from_status text NOT NULL,
  to_status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Webhook event ids already handled: a replay finds its id here and changes nothing.
CREATE TABLE gateway_webhook_events (
  event_id text PRIMARY KEY CHECK (char_length(event_id) BETWEEN 1 AND 200),
  event_name text NOT NULL,
  gateway_order_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Wallets the customer linked at the gateway (sandbox or real); the balance is the gateway's last answer.
CREATE TABLE wallet_links (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payment_sub_type_id smallint NOT NULL,
  gateway_wallet_id text NOT NULL,
  linked boolean NOT NULL DEFAULT false,
  balance_paise integer CHECK (balance_paise >= 0),
  refreshed_at timestamptz,
  PRIMARY KEY (user_id, payment_sub_type_id)
);

-- Stripe-style idempotency: the first response to a key is stored and replayed; another body is a conflict.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 255),
  scope text NOT NULL,
  request_hash text NOT NULL,
  status_code smallint,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, scope, key)
);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  link text,
  order_id integer REFERENCES orders (id) ON DELETE CASCADE,
  has_seen boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user ON notifications (user_id, id DESC);

ALTER TABLE promo_redemptions ADD CONSTRAINT promo_redemptions_order_fk FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE;
