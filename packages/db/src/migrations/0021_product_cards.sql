-- A product's card as one stored JSON value (decision 046): its own columns, its manufacturer's and brand's
-- names and its ingredients in order, exactly the row the card reads used to join from five tables on every
-- request. The product call reads the card of the product, of its brand's most popular medicines and of a
-- page of alternatives, each as one index lookup here. Kept in step by the triggers below; the catalogue
-- import (dawa.catalogue_import set) fills it once at its end. Nothing per shopper is in it.
CREATE TABLE product_cards (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  brand_id integer NOT NULL,
  popularity integer NOT NULL,
  card json NOT NULL
);
-- A brand's other medicines, most popular first, without reading the products.
CREATE INDEX product_cards_brand_popularity ON product_cards (brand_id, popularity DESC, product_id);

-- Writes the cards of the given products (every product when null) from the catalogue as it now is. The keys
-- are the card read's columns (apps/api catalogue card-columns.ts), in the same order. Statements inside start
-- with their semicolon: the migration runner splits statements at a semicolon ending a line.
CREATE FUNCTION refresh_product_cards(only_products integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF only_products IS NULL THEN
    DELETE FROM product_cards
  ; ELSE
    DELETE FROM product_cards c WHERE c.product_id = ANY (only_products)
      AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = c.product_id)
  ; END IF
  ; INSERT INTO product_cards (product_id, brand_id, popularity, card)
    SELECT p.id, p.brand_id, p.popularity, json_build_object(
      'id', p.id, 'name', p.name, 'product_type', p.product_type, 'pack_label', p.pack_label, 'packform', p.packform,
      'units_per_pack', p.units_per_pack, 'measurement_unit', p.measurement_unit, 'composition', p.composition,
      'composition_group_id', p.composition_group_id, 'mrp_paise', p.mrp_paise, 'sale_price_paise', p.sale_price_paise,
      'discount_percent', p.discount_percent, 'is_rx_required', p.is_rx_required, 'drug_schedule', p.drug_schedule,
      'is_refrigerated', p.is_refrigerated, 'stock', p.stock, 'not_for_sale', p.not_for_sale, 'brand_id', p.brand_id,
      'manufacturer', m.name, 'brand_name', b.name,
      'ingredients', coalesce((SELECT json_agg(json_build_object('molecule_id', i.molecule_id, 'strength', i.strength, 'name', mo.name, 'slug', mo.slug)
          ORDER BY i.position)
        FROM product_ingredients i JOIN molecules mo ON mo.id = i.molecule_id WHERE i.product_id = p.id), '[]'::json))
    FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id JOIN brands b ON b.id = p.brand_id
    WHERE only_products IS NULL OR p.id = ANY (only_products)
    ON CONFLICT (product_id) DO UPDATE SET brand_id = excluded.brand_id, popularity = excluded.popularity, card = excluded.card
; END $$;

-- Products written outside the import: the cards of those whose card columns changed are written again; a
-- change of popularity alone (the popularity signal applied again) only moves the brand's order.
CREATE FUNCTION product_cards_products_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed integer[]
; BEGIN
  IF coalesce(current_setting('dawa.catalogue_import', true), '') = 'on' THEN RETURN NULL
  ; END IF
  ; IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO changed FROM new_rows
  ; ELSE
    SELECT array_agg(n.id) INTO changed FROM old_rows o JOIN new_rows n USING (id)
    WHERE (o.name, o.product_type, o.pack_label, o.packform, o.units_per_pack, o.measurement_unit, o.composition,
        o.composition_group_id, o.mrp_paise, o.sale_price_paise, o.discount_percent, o.is_rx_required, o.drug_schedule,
        o.is_refrigerated, o.stock, o.not_for_sale, o.brand_id, o.manufacturer_id)
      IS DISTINCT FROM (n.name, n.product_type, n.pack_label, n.packform, n.units_per_pack, n.measurement_unit, n.composition,
        n.composition_group_id, n.mrp_paise, n.sale_price_paise, n.discount_percent, n.is_rx_required, n.drug_schedule,
        n.is_refrigerated, n.stock, n.not_for_sale, n.brand_id, n.manufacturer_id)
    ; UPDATE product_cards c SET popularity = n.popularity FROM new_rows n
      WHERE c.product_id = n.id AND c.popularity <> n.popularity
  ; END IF
  ; IF cardinality(changed) > 0 THEN
    PERFORM refresh_product_cards(changed)
  ; END IF
  ; RETURN NULL
; END $$;

CREATE TRIGGER product_cards_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_products_written();
CREATE TRIGGER product_cards_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_products_written();

-- Ingredients, and the names a card shows of its manufacturer, brand and molecules.
CREATE FUNCTION product_cards_ingredients_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed integer[]
; BEGIN
  IF coalesce(current_setting('dawa.catalogue_import', true), '') = 'on' THEN RETURN NULL
  ; END IF
  ; IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO changed FROM new_rows
  ; ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO changed FROM old_rows
  ; ELSE
    SELECT array_agg(DISTINCT x) INTO changed FROM (SELECT product_id AS x FROM old_rows UNION SELECT product_id FROM new_rows) AS touched
  ; END IF
  ; IF cardinality(changed) > 0 THEN
    PERFORM refresh_product_cards(changed)
  ; END IF
  ; RETURN NULL
; END $$;

CREATE TRIGGER product_cards_ingredients_inserted AFTER INSERT ON product_ingredients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_ingredients_written();
CREATE TRIGGER product_cards_ingredients_updated AFTER UPDATE ON product_ingredients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_ingredients_written();
CREATE TRIGGER product_cards_ingredients_deleted AFTER DELETE ON product_ingredients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_ingredients_written();

CREATE FUNCTION product_cards_names_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed integer[]
; BEGIN
  IF coalesce(current_setting('dawa.catalogue_import', true), '') = 'on' THEN RETURN NULL
  ; END IF
  ; IF TG_TABLE_NAME = 'manufacturers' THEN
    SELECT array_agg(p.id) INTO changed FROM products p
    WHERE p.manufacturer_id IN (SELECT n.id FROM old_rows o JOIN new_rows n USING (id) WHERE o.name IS DISTINCT FROM n.name)
  ; ELSIF TG_TABLE_NAME = 'brands' THEN
    SELECT array_agg(p.id) INTO changed FROM products p
    WHERE p.brand_id IN (SELECT n.id FROM old_rows o JOIN new_rows n USING (id) WHERE o.name IS DISTINCT FROM n.name)
  ; ELSE
    SELECT array_agg(DISTINCT i.product_id) INTO changed FROM product_ingredients i
    WHERE i.molecule_id IN (SELECT n.id FROM old_rows o JOIN new_rows n USING (id) WHERE (o.name, o.slug) IS DISTINCT FROM (n.name, n.slug))
  ; END IF
  ; IF cardinality(changed) > 0 THEN
    PERFORM refresh_product_cards(changed)
  ; END IF
  ; RETURN NULL
; END $$;

CREATE TRIGGER product_cards_manufacturer_named AFTER UPDATE ON manufacturers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_names_written();
CREATE TRIGGER product_cards_brand_named AFTER UPDATE ON brands REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_names_written();
CREATE TRIGGER product_cards_molecule_named AFTER UPDATE ON molecules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_names_written();

SELECT refresh_product_cards(NULL);
ANALYZE product_cards;
