-- Browse A–Z reads one page by position instead of sorting, offsetting and counting on every request
-- (decision 026). Each product's place in every A–Z listing it belongs to, numbered from 1 without gaps:
-- the whole catalogue, its first letter, its category, and its category and first letter. The order is
-- the one the listing always had, ORDER BY lower(name), id in the database's collation; a listing's size
-- is its largest position. Rebuilt with the catalogue (packages/db/src/seed/browse-order.ts).
CREATE TABLE browse_order (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  letter text NOT NULL,
  category_id integer,
  name_rank integer NOT NULL UNIQUE,
  letter_rank integer NOT NULL,
  category_rank integer,
  category_letter_rank integer
);
CREATE UNIQUE INDEX browse_order_letter ON browse_order (letter, letter_rank);
CREATE UNIQUE INDEX browse_order_category ON browse_order (category_id, category_rank);
CREATE UNIQUE INDEX browse_order_category_letter ON browse_order (category_id, letter, category_letter_rank);

INSERT INTO browse_order (product_id, letter, category_id, name_rank, letter_rank, category_rank, category_letter_rank)
SELECT
  id,
  left(lower(name), 1),
  category_id,
  row_number() OVER (ORDER BY lower(name), id),
  row_number() OVER (PARTITION BY left(lower(name), 1) ORDER BY lower(name), id),
  CASE WHEN category_id IS NOT NULL THEN row_number() OVER (PARTITION BY category_id ORDER BY lower(name), id) END,
  CASE WHEN category_id IS NOT NULL THEN row_number() OVER (PARTITION BY category_id, left(lower(name), 1) ORDER BY lower(name), id) END
FROM products;

-- Served by browse_order now.
DROP INDEX products_name_order;
DROP INDEX products_category_name;

-- A like-for-like group (alternatives) is read from this index alone once the table is vacuumed, instead
-- of one heap page per member: the members of a big group lie on as many pages as they have rows.
CREATE INDEX products_like_for_like ON products (composition_group_id, packform, measurement_unit)
  INCLUDE (id, name, sale_price_paise, units_per_pack, stock, not_for_sale);
DROP INDEX products_group_price;

-- The planner had never seen statistics of the imported catalogue (the embedded database has no autovacuum).
ANALYZE;
