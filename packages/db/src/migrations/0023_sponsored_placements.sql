-- Sponsored products (spec §7 crossSell/getSponsoredProducts, decision 059): a product a sponsor pays to show in a
-- widget for a time. Shown only while the placement runs, and always labelled as sponsored. Written by the
-- operations call; nothing is seeded, so the store shows no sponsored product until one is placed.
CREATE TABLE sponsored_placements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  widget_id text NOT NULL CHECK (widget_id ~ '^[a-z0-9-]{1,40}$'),
  sponsor text NOT NULL CHECK (length(sponsor) BETWEEN 1 AND 120),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX sponsored_placements_widget ON sponsored_placements (widget_id, ends_at);
