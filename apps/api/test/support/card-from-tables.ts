/**
 * A product card read from the tables themselves (decision 037's card read): the card's columns with its
 * manufacturer and brand, and its ingredients in order as one JSON value. Every read of the store now takes the
 * stored card (`product_cards`, migration 0021, decision 046); the tests check those against this.
 */

/** A card's columns (`CardRow`), and its ingredients in order, over `CARD_FROM`. */
export const CARD_COLUMNS = `p.id, p.name, p.product_type, p.pack_label, p.packform, p.units_per_pack, p.measurement_unit,
  p.composition, p.composition_group_id, p.mrp_paise, p.sale_price_paise, p.discount_percent, p.is_rx_required,
  p.drug_schedule, p.is_refrigerated, p.stock, p.not_for_sale, p.brand_id, m.name as manufacturer, b.name as brand_name,
  coalesce((select json_agg(json_build_object('molecule_id', i.molecule_id, 'strength', i.strength, 'name', mo.name, 'slug', mo.slug)
      order by i.position)
    from product_ingredients i join molecules mo on mo.id = i.molecule_id where i.product_id = p.id), '[]'::json) as ingredients`;
export const CARD_FROM = `products p join manufacturers m on m.id = p.manufacturer_id join brands b on b.id = p.brand_id`;
