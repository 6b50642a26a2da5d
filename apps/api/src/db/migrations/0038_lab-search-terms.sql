CREATE TABLE "lab_item_terms" (
	"term" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "lab_item_terms_term_item_id_pk" PRIMARY KEY("term","item_id")
);
--> statement-breakpoint
CREATE TABLE "lab_search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_item_terms" ADD CONSTRAINT "lab_item_terms_item_id_lab_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lab_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_item_terms_item_idx" ON "lab_item_terms" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "lab_search_terms_trgm" ON "lab_search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- The search's terms follow each item's search_text (its terms joined by ' | '): written on insert and when
-- the text changes, so the seed, the admin's import and any later edit keep them without code of their own.
CREATE OR REPLACE FUNCTION lab_item_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM lab_item_terms WHERE item_id = NEW.id;
  END IF;
  INSERT INTO lab_search_terms (term)
    SELECT DISTINCT trim(t) FROM string_to_table(NEW.search_text, ' | ') t WHERE trim(t) <> ''
    ON CONFLICT DO NOTHING;
  INSERT INTO lab_item_terms (term, item_id)
    SELECT DISTINCT trim(t), NEW.id FROM string_to_table(NEW.search_text, ' | ') t WHERE trim(t) <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lab_items_terms_insert" AFTER INSERT ON "lab_items"
  FOR EACH ROW EXECUTE FUNCTION lab_item_terms_sync();--> statement-breakpoint
CREATE TRIGGER "lab_items_terms_update" AFTER UPDATE OF "search_text" ON "lab_items"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION lab_item_terms_sync();--> statement-breakpoint
INSERT INTO lab_search_terms (term)
  SELECT DISTINCT trim(t) FROM lab_items, string_to_table(search_text, ' | ') t WHERE trim(t) <> ''
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO lab_item_terms (term, item_id)
  SELECT DISTINCT trim(t), id FROM lab_items, string_to_table(search_text, ' | ') t WHERE trim(t) <> ''
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Terms change only when the catalogue does (rarely, in bulk): no pending list for every search to read
-- (PGlite runs no autovacuum to merge one).
ALTER INDEX "lab_search_terms_trgm" SET (fastupdate = off);
--> statement-breakpoint
-- The admin's CSV import stored sample types as written ('Blood'), which every listing's answer refused:
-- the catalogue's spelling is lower case (the import now checks them).
UPDATE "lab_items" SET "sample_types" = ARRAY(SELECT lower(s) FROM unnest("sample_types") s)
 WHERE EXISTS (SELECT 1 FROM unnest("sample_types") s WHERE s <> lower(s));
