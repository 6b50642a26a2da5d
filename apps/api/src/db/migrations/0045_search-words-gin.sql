-- Corrections find the words similar enough through GIN instead of a GiST nearest-neighbour scan
-- (modules/search/QUERY-PLANS.md). fastupdate off: PGlite runs no autovacuum to merge a pending list.
DROP INDEX "search_words_trgm";--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
