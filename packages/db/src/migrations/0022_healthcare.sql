-- The healthcare store (decision 059): its three-level category tree (category › sub-category › type) and each
-- healthcare product's place in it. The products themselves are rows of `products` with product_type 2, so the
-- cart, pricing, orders and cards take them as they take medicines.
CREATE TABLE otc_categories (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES otc_categories (id),
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  name text NOT NULL,
  slug text NOT NULL,
  position integer NOT NULL,
  CHECK ((level = 1) = (parent_id IS NULL))
);
CREATE UNIQUE INDEX otc_categories_top_slug ON otc_categories (slug) WHERE parent_id IS NULL;
CREATE UNIQUE INDEX otc_categories_child_slug ON otc_categories (parent_id, slug) WHERE parent_id IS NOT NULL;

CREATE TABLE otc_products (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  top_id integer NOT NULL REFERENCES otc_categories (id),
  sub_id integer NOT NULL REFERENCES otc_categories (id),
  type_id integer NOT NULL REFERENCES otc_categories (id),
  -- The source's customer rating out of 5; null when it has none.
  rating numeric(2, 1) CHECK (rating BETWEEN 0 AND 5),
  -- Products of one brand and name in other packs share a group (the lowest product id among them).
  variant_group integer NOT NULL,
  returnable boolean NOT NULL
);
CREATE INDEX otc_products_top ON otc_products (top_id);
CREATE INDEX otc_products_sub ON otc_products (sub_id);
CREATE INDEX otc_products_type ON otc_products (type_id);
CREATE INDEX otc_products_variant_group ON otc_products (variant_group);

-- Collections (data/healthcare/collections.json): a title over products chosen by type and name, written again
-- whenever the file changes.
CREATE TABLE otc_collections (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  description text NOT NULL,
  position integer NOT NULL
);
CREATE TABLE otc_collection_products (
  collection_id integer NOT NULL REFERENCES otc_collections (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (collection_id, product_id)
);
CREATE INDEX otc_collection_products_product ON otc_collection_products (product_id);
