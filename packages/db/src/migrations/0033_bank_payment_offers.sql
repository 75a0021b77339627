-- Payment offers by bank (issue 13; decision 062's amendment): a payment offer may name the banks (the payment
-- sub type ids of net banking, as the payment page offers them) it is for; empty is every bank of its payment types.
ALTER TABLE offers ADD COLUMN payment_sub_type_ids smallint[] NOT NULL DEFAULT '{}';
ALTER TABLE offers ADD CONSTRAINT offers_sub_types_check CHECK (kind = 'payment' OR cardinality(payment_sub_type_ids) = 0);
