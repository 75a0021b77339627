-- The store wallet at checkout and in refunds (decision 063). An order records what the wallet paid and where a
-- refund of it goes if it is cancelled after payment; a debit records which expirable lots it spent, so that a
-- closed order gives the same credit back with its own expiry.
ALTER TABLE orders ADD COLUMN wallet_paise integer NOT NULL DEFAULT 0 CHECK (wallet_paise >= 0);
ALTER TABLE orders ADD COLUMN refund_to_wallet boolean NOT NULL DEFAULT false;

CREATE TABLE wallet_lot_spends (
  transaction_id bigint NOT NULL REFERENCES wallet_transactions (id) ON DELETE CASCADE,
  lot_id bigint NOT NULL REFERENCES wallet_lots (id) ON DELETE CASCADE,
  paise integer NOT NULL CHECK (paise > 0),
  PRIMARY KEY (transaction_id, lot_id)
);

-- A charge refunded into the wallet (the shopper's choice at checkout) is recorded like a gateway refund.
ALTER TABLE payment_events DROP CONSTRAINT payment_events_source_check;
ALTER TABLE payment_events ADD CONSTRAINT payment_events_source_check CHECK (source IN ('invoke', 'redirect', 'webhook', 'reconcile', 'wallet'));
