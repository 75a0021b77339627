-- The legal schedule of every molecule and product (Drugs and Cosmetics Rules 1945, NDPS Act 1985).
-- A product takes the strictest schedule of its molecules; the import sets both from data/drug-schedules.
ALTER TABLE molecules ADD COLUMN drug_schedule text NOT NULL DEFAULT 'OTC'
  CHECK (drug_schedule IN ('X', 'NDPS', 'H1', 'H', 'OTC'));
ALTER TABLE products ADD COLUMN drug_schedule text NOT NULL DEFAULT 'OTC'
  CHECK (drug_schedule IN ('X', 'NDPS', 'H1', 'H', 'OTC'));
CREATE INDEX products_drug_schedule_idx ON products (drug_schedule) WHERE drug_schedule <> 'OTC'
