-- One number that moves whenever something a catalogue page shows changes: the pages cached by each server
-- instance are dropped when it moves (decision 025). Instances poll it at most once a second, so a change made
-- by one instance, the import or the release step reaches every other within about a second.
CREATE TABLE catalogue_revision (
  id smallint PRIMARY KEY CHECK (id = 1),
  revision bigint NOT NULL,
  -- The transaction that last moved it: a statement touching many rows moves it once, not once per row.
  moved_by bigint,
  moved_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO catalogue_revision (id, revision) VALUES (1, 1);

-- The body stays on one line: the migration runner splits statements at a semicolon ending a line.
CREATE FUNCTION move_catalogue_revision() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE catalogue_revision SET revision = revision + 1, moved_by = txid_current(), moved_at = now() WHERE id = 1 AND moved_by IS DISTINCT FROM txid_current(); RETURN NULL; END $$;

-- The import and the release step add, remove or rewrite rows of the tables the pages read.
CREATE TRIGGER products_written AFTER INSERT OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION move_catalogue_revision();
CREATE TRIGGER brands_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION move_catalogue_revision();
CREATE TRIGGER molecules_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON molecules FOR EACH STATEMENT EXECUTE FUNCTION move_catalogue_revision();
CREATE TRIGGER manufacturers_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON manufacturers FOR EACH STATEMENT EXECUTE FUNCTION move_catalogue_revision();
CREATE TRIGGER composition_groups_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON composition_groups FOR EACH STATEMENT EXECUTE FUNCTION move_catalogue_revision();
CREATE TRIGGER product_ingredients_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_ingredients FOR EACH STATEMENT EXECUTE FUNCTION move_catalogue_revision();

-- An updated product moves it when anything but its stock changed (price, schedule, sale status), or when its
-- stock crossed a tier the page shows (out of stock, short supply up to 10, in stock: SHORT_SUPPLY_MAX in
-- packages/domain/src/stock.ts). Deferred to the commit, so an order taking stock holds the revision row only
-- while it commits and two orders can never wait on each other through it; and an order that does not move a
-- tier never touches it.
CREATE CONSTRAINT TRIGGER products_shown_change AFTER UPDATE ON products DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((to_jsonb(OLD) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'updated_at') OR (OLD.stock > 0) <> (NEW.stock > 0) OR (OLD.stock > 10) <> (NEW.stock > 10)) EXECUTE FUNCTION move_catalogue_revision();
