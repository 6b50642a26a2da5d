-- The lab desk's menu in Hindi (GET /api/v1/labs/menu?lang=hi, modules/lab-desk/lab-menu.ts;
-- modules/labs/QUERY-PLANS.md#the-lab-desks-menu). Its order: an ICU collation that sorts as Intl.Collator('hi')
-- does, Devanagari first and Latin after ('अल्फा' < 'हीमोग्लोबिन' < 'HbA1c'); 'hi@colReorder=deva' names the
-- reorder itself, as PGlite's ICU orders plain 'hi' as the root order, Latin first. PGlite and PostgreSQL built
-- with ICU (every packaged PostgreSQL) accept it. Its search: each item's Hindi name and the Hindi names people
-- search by, lower-cased in a generated column under a trigram index (fastupdate off: PGlite runs no autovacuum
-- to merge a pending list, apps/api/test/gin-indexes.test.ts). Its pages: an index per language in the order
-- the menu asks, so a page of the lab's own items reads the index in order and stops at 20.
CREATE COLLATION IF NOT EXISTS "hindi" (provider = icu, locale = 'hi@colReorder=deva');--> statement-breakpoint
-- concat_ws and array_to_string are only stable for any type; for text they give the same answer every time.
CREATE OR REPLACE FUNCTION lab_hindi_search_text(name_hi text, aliases_hi text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN nullif(lower(concat_ws(' | ', name_hi, array_to_string(aliases_hi, ' | '))), '');--> statement-breakpoint
ALTER TABLE "lab_items" ADD COLUMN "search_text_hi" text GENERATED ALWAYS AS (lab_hindi_search_text(name_hi, aliases_hi)) STORED;--> statement-breakpoint
CREATE INDEX "lab_items_search_hi_trgm" ON "lab_items" USING gin ("search_text_hi" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "lab_items_type_name_idx" ON "lab_items" USING btree ("type","name","id");--> statement-breakpoint
CREATE INDEX "lab_items_type_name_hi_idx" ON "lab_items" USING btree ("type",(coalesce("name_hi", "name") collate "hindi"),"id");