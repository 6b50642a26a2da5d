-- A search in Hindi matches an article's Hindi title and summary (search_text, trigram-indexed as the
-- article's own); each translation records the English version it was made from (source_digest, the digest
-- of the article's title, summary and body, as schema/articles.ts englishDigest computes it): the
-- translations present were reviewed against the English as it stands.
ALTER TABLE "article_translations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || summary)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "source_digest" text;--> statement-breakpoint
UPDATE "article_translations" AS t SET "source_digest" = md5(a.title || chr(10) || a.summary || chr(10) || a.body) FROM "articles" AS a WHERE a.id = t.article_id;--> statement-breakpoint
ALTER TABLE "article_translations" ALTER COLUMN "source_digest" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "article_translations_search_trgm" ON "article_translations" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
