-- Category pages list a dosage-form family A–Z; brand pages list a brand's packs A–Z.
CREATE INDEX products_category_name ON products (category_id, lower(name), id);
CREATE INDEX brands_slug_lookup ON brands (slug);
