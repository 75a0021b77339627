-- The areas A–Z listing filters and sorts 1.6 lakh post offices by their lower-cased name.
CREATE INDEX neighbourhoods_name_order ON neighbourhoods (lower(name), pincode, id);
