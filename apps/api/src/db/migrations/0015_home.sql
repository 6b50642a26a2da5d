CREATE TABLE "search_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"normalized" text NOT NULL,
	"target" text NOT NULL,
	"source_id" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_entries_kind" CHECK (kind IN ('doctor', 'specialty', 'symptom', 'medicine', 'salt', 'brand', 'lab_test', 'lab_package'))
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_entries_unique" ON "search_entries" USING btree ("kind","normalized","target");--> statement-breakpoint
CREATE INDEX "search_entries_prefix" ON "search_entries" USING btree ("kind","normalized" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_entries_source" ON "search_entries" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gist ("word" gist_trgm_ops);