-- The products a healthcare listing may show (decision 059), with what it filters and sorts them by: a listing
-- of a whole category joins a few thousand of them, which the planner otherwise takes from a scan of every
-- product (45 ms on the full catalogue for 'OTC Medicines'). The condition is the listing's own.
CREATE INDEX products_healthcare_listed ON products (id)
  INCLUDE (stock, not_for_sale, popularity, sale_price_paise, discount_percent, brand_id, product_type, drug_schedule, is_rx_required)
  WHERE product_type = 2 OR (drug_schedule = 'OTC' AND NOT is_rx_required);
