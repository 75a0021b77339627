-- A medicine's alternatives without reading its whole like-for-like group (decision 028). Every member of a
-- group (composition group, dosage form, measurement unit) keeps its price class and its place by price per
-- unit inside that class, and each group keeps its counts and median: a product's answer is then a few index
-- ranges of twenty rows, whatever the group's size. The price rules are those of packages/domain
-- (generic-savings.ts): priced when the price is above 0 and the pack holds at least one unit; implausible
-- below 10 paise a unit or below a fifth of the group's median (a median only from 3 priced packs).
CREATE TABLE like_for_like (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  group_id integer NOT NULL,
  packform text NOT NULL,
  measurement_unit text NOT NULL,
  -- 0 a plausible price per unit, 1 no price per unit, 2 an implausible price per unit.
  price_class smallint NOT NULL,
  unit_price double precision,
  -- How many members of the same group and class have a lower price per unit (equal prices share a place).
  price_rank integer NOT NULL,
  available boolean NOT NULL,
  sale_price_paise integer NOT NULL,
  units_per_pack numeric(10, 2) NOT NULL
);
-- One class of a group in the order the page lists it: in stock first, then cheaper per unit, then by id.
CREATE INDEX like_for_like_by_class ON like_for_like (group_id, packform, measurement_unit, price_class, available DESC, price_rank, product_id);
-- Where the cheaper members of a class end, found from the viewed medicine's price per unit.
CREATE INDEX like_for_like_by_price ON like_for_like (group_id, packform, measurement_unit, price_class, unit_price)
  INCLUDE (price_rank, sale_price_paise, units_per_pack);
-- The whole group in stock first, then by price per unit (no price last), then by id: when nothing compares like for like.
CREATE INDEX like_for_like_by_availability ON like_for_like (group_id, packform, measurement_unit, available DESC, unit_price, product_id);

CREATE TABLE like_for_like_groups (
  group_id integer NOT NULL,
  packform text NOT NULL,
  measurement_unit text NOT NULL,
  members integer NOT NULL,
  plausible integer NOT NULL,
  unpriced integer NOT NULL,
  implausible integer NOT NULL,
  -- Median price per unit over the priced members; null below 3 of them.
  median_unit_price double precision,
  PRIMARY KEY (group_id, packform, measurement_unit)
);

-- Recomputes the given composition groups (every group when null) from the products as they now are. Waits
-- for any other transaction refreshing the same groups (taken in order: two never wait on each other), so
-- each sees the other's rows once it has committed. Statements inside start with their semicolon: the
-- migration runner splits statements at a semicolon ending a line.
CREATE FUNCTION refresh_like_for_like(only_groups integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE g integer
; BEGIN
  IF only_groups IS NULL THEN
    PERFORM pg_advisory_xact_lock(28, 0)
    ; DELETE FROM like_for_like
    ; DELETE FROM like_for_like_groups
  ; ELSE
    PERFORM pg_advisory_xact_lock_shared(28, 0)
    ; FOR g IN SELECT DISTINCT x FROM unnest(only_groups) AS x WHERE x IS NOT NULL ORDER BY x LOOP
      PERFORM pg_advisory_xact_lock(28, g)
    ; END LOOP
    ; DELETE FROM like_for_like WHERE group_id = ANY (only_groups)
    ; DELETE FROM like_for_like_groups WHERE group_id = ANY (only_groups)
  ; END IF
  -- One statement: the members, each group's median, each member's class, then both tables.
  ; WITH members AS (
      SELECT id AS product_id, composition_group_id AS group_id, packform, measurement_unit,
        CASE WHEN sale_price_paise > 0 AND units_per_pack >= 1 THEN sale_price_paise::double precision / units_per_pack::double precision END AS unit_price,
        NOT not_for_sale AND stock > 0 AS available, sale_price_paise, units_per_pack
      FROM products
      WHERE composition_group_id IS NOT NULL AND (only_groups IS NULL OR composition_group_id = ANY (only_groups))
    ), medians AS (
      -- The middle price, or the mean of the two middle ones, computed as the domain computes it.
      SELECT group_id, packform, measurement_unit,
        CASE WHEN count(unit_price) < 3 THEN NULL
          WHEN count(unit_price) % 2 = 1 THEN (array_agg(unit_price ORDER BY unit_price) FILTER (WHERE unit_price IS NOT NULL))[(count(unit_price) + 1) / 2]
          ELSE ((array_agg(unit_price ORDER BY unit_price) FILTER (WHERE unit_price IS NOT NULL))[count(unit_price) / 2]
            + (array_agg(unit_price ORDER BY unit_price) FILTER (WHERE unit_price IS NOT NULL))[count(unit_price) / 2 + 1]) / 2
        END AS median_unit_price
      FROM members
      GROUP BY group_id, packform, measurement_unit
    ), classed AS (
      SELECT m.*, s.median_unit_price,
        CASE WHEN m.unit_price IS NULL THEN 1
          WHEN m.unit_price < 10 OR (s.median_unit_price IS NOT NULL AND m.unit_price * 5 < s.median_unit_price) THEN 2
          ELSE 0 END AS price_class
      FROM members m JOIN medians s USING (group_id, packform, measurement_unit)
    ), summaries AS (
      INSERT INTO like_for_like_groups (group_id, packform, measurement_unit, members, plausible, unpriced, implausible, median_unit_price)
      SELECT group_id, packform, measurement_unit, count(*), count(*) FILTER (WHERE price_class = 0),
        count(*) FILTER (WHERE price_class = 1), count(*) FILTER (WHERE price_class = 2), min(median_unit_price)
      FROM classed
      GROUP BY group_id, packform, measurement_unit
    )
    INSERT INTO like_for_like (product_id, group_id, packform, measurement_unit, price_class, unit_price, price_rank, available, sale_price_paise, units_per_pack)
    SELECT product_id, group_id, packform, measurement_unit, price_class, unit_price,
      rank() OVER (PARTITION BY group_id, packform, measurement_unit, price_class ORDER BY unit_price) - 1,
      available, sale_price_paise, units_per_pack
    FROM classed
; END $$;

-- Products written outside the import (which refreshes every group once at its end, with
-- dawa.catalogue_import set) refresh the groups they left or joined; a change of stock or sale status
-- alone only moves the member's availability.
CREATE FUNCTION like_for_like_products_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed integer[]
; BEGIN
  IF coalesce(current_setting('dawa.catalogue_import', true), '') = 'on' THEN RETURN NULL
  ; END IF
  ; IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT composition_group_id) INTO changed FROM new_rows
  ; ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT composition_group_id) INTO changed FROM old_rows
  ; ELSE
    SELECT array_agg(DISTINCT g) INTO changed FROM (
      SELECT o.composition_group_id AS g FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.composition_group_id, o.packform, o.measurement_unit, o.sale_price_paise, o.units_per_pack)
        IS DISTINCT FROM (n.composition_group_id, n.packform, n.measurement_unit, n.sale_price_paise, n.units_per_pack)
      UNION
      SELECT n.composition_group_id FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.composition_group_id, o.packform, o.measurement_unit, o.sale_price_paise, o.units_per_pack)
        IS DISTINCT FROM (n.composition_group_id, n.packform, n.measurement_unit, n.sale_price_paise, n.units_per_pack)
    ) AS moved
    ; UPDATE like_for_like l SET available = NOT n.not_for_sale AND n.stock > 0
      FROM new_rows n
      WHERE l.product_id = n.id AND l.available IS DISTINCT FROM (NOT n.not_for_sale AND n.stock > 0)
  ; END IF
  ; changed := array_remove(changed, NULL)
  ; IF cardinality(changed) > 0 THEN
    PERFORM refresh_like_for_like(changed)
  ; END IF
  ; RETURN NULL
; END $$;

CREATE TRIGGER like_for_like_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION like_for_like_products_written();
CREATE TRIGGER like_for_like_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION like_for_like_products_written();
CREATE TRIGGER like_for_like_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION like_for_like_products_written();

SELECT refresh_like_for_like(NULL);
ANALYZE like_for_like;
ANALYZE like_for_like_groups;

-- The molecule page lists a molecule's medicines single-ingredient first, then by popularity and id, and names
-- its twelve biggest combinations: both kept here by position instead of sorted and grouped on every request
-- (paracetamol has thousands of medicines). Rebuilt with the catalogue (packages/db/src/seed/molecule-order.ts).
CREATE TABLE molecule_order (
  molecule_id integer NOT NULL REFERENCES molecules (id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (molecule_id, position)
);
CREATE TABLE molecule_combinations (
  molecule_id integer NOT NULL REFERENCES molecules (id) ON DELETE CASCADE,
  position integer NOT NULL,
  label text NOT NULL,
  product_count integer NOT NULL,
  PRIMARY KEY (molecule_id, position)
);
INSERT INTO molecule_order (molecule_id, position, product_id)
SELECT i.molecule_id, row_number() OVER (PARTITION BY i.molecule_id ORDER BY n.ingredients, p.popularity DESC, p.id), p.id
FROM product_ingredients i
JOIN products p ON p.id = i.product_id
JOIN (SELECT product_id, count(*) AS ingredients FROM product_ingredients GROUP BY product_id) n ON n.product_id = p.id;
INSERT INTO molecule_combinations (molecule_id, position, label, product_count)
SELECT molecule_id, position, label, product_count
FROM (
  SELECT m.molecule_id, g.label, g.product_count, row_number() OVER (PARTITION BY m.molecule_id ORDER BY g.product_count DESC, g.id) AS position
  FROM (
    SELECT DISTINCT i.molecule_id, p.composition_group_id
    FROM product_ingredients i JOIN products p ON p.id = i.product_id
    WHERE p.composition_group_id IS NOT NULL
  ) m
  JOIN composition_groups g ON g.id = m.composition_group_id
) ranked
WHERE position <= 12;
ANALYZE molecule_order;
ANALYZE molecule_combinations;
