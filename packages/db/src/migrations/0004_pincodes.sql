-- Location: cities (India Post districts), their pincodes, and the post offices (neighbourhoods) of each pincode.
CREATE TABLE cities (
  id integer PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  state text NOT NULL,
  is_courier_city boolean NOT NULL,
  supplier_city_name text NOT NULL,
  UNIQUE (state, name)
);

CREATE TABLE pincodes (
  pincode integer PRIMARY KEY CHECK (pincode BETWEEN 100000 AND 999999),
  city_id integer REFERENCES cities (id),
  state text,
  latitude double precision,
  longitude double precision,
  head_office_name text NOT NULL,
  has_town_office boolean NOT NULL,
  is_serviceable boolean NOT NULL,
  is_express_available boolean NOT NULL,
  CHECK (is_serviceable OR NOT is_express_available),
  CHECK (city_id IS NOT NULL OR NOT is_serviceable)
);
CREATE INDEX pincodes_city ON pincodes (city_id, pincode);

CREATE TABLE neighbourhoods (
  id integer PRIMARY KEY,
  pincode integer NOT NULL REFERENCES pincodes (pincode),
  name text NOT NULL,
  office_type text NOT NULL CHECK (office_type IN ('HO', 'PO', 'BO')),
  is_delivery boolean NOT NULL
);
CREATE INDEX neighbourhoods_pincode ON neighbourhoods (pincode);
