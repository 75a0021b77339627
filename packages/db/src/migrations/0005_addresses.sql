-- Delivery addresses of customers (storefront spec §3 "Address payload"); each row belongs to one user.
CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contact_name text NOT NULL CHECK (char_length(contact_name) BETWEEN 1 AND 500),
  contact_number text NOT NULL CHECK (contact_number ~ '^[1-9][0-9]{9}$'),
  flat_number text NOT NULL CHECK (char_length(flat_number) BETWEEN 1 AND 500),
  street_name text NOT NULL CHECK (char_length(street_name) BETWEEN 1 AND 500),
  landmark text NOT NULL DEFAULT '' CHECK (char_length(landmark) <= 500),
  type smallint NOT NULL DEFAULT 0 CHECK (type IN (0, 1, 2)),
  pincode integer NOT NULL CHECK (pincode BETWEEN 100000 AND 999999),
  city_id integer REFERENCES cities (id),
  city_name text,
  is_deliverable boolean NOT NULL,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user ON addresses (user_id, updated_at DESC, id DESC);
