CREATE TABLE "article_translations" (
	"article_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"word_count" integer GENERATED ALWAYS AS (coalesce(array_length(regexp_split_to_array(btrim(body), '\s+'), 1), 0)) STORED NOT NULL,
	"reviewer_id" text NOT NULL,
	"reviewed_on" date NOT NULL,
	CONSTRAINT "article_translations_article_id_language_pk" PRIMARY KEY("article_id","language"),
	CONSTRAINT "article_translations_language" CHECK ("article_translations"."language" in ('hi'))
);
--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_reviewer_id_doctors_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;