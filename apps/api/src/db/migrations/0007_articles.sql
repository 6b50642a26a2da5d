CREATE TABLE "article_medicines" (
	"article_id" text NOT NULL,
	"product_id" text NOT NULL,
	"label" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "article_medicines_article_id_product_id_pk" PRIMARY KEY("article_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"word_count" integer GENERATED ALWAYS AS (coalesce(array_length(regexp_split_to_array(btrim(body), '\s+'), 1), 0)) STORED NOT NULL,
	"tags" text[] NOT NULL,
	"search_text" text NOT NULL,
	"author_id" text NOT NULL,
	"reviewer_id" text NOT NULL,
	"reviewed_on" date NOT NULL,
	"related_tests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_reviewer_not_author" CHECK ("articles"."reviewer_id" <> "articles"."author_id"),
	CONSTRAINT "articles_updated_after_published" CHECK ("articles"."updated_at" >= "articles"."published_at"),
	CONSTRAINT "articles_slug_format" CHECK ("articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "article_medicines" ADD CONSTRAINT "article_medicines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_medicines" ADD CONSTRAINT "article_medicines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_doctors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_reviewer_id_doctors_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_medicines_product_idx" ON "article_medicines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "articles_tags_gin" ON "articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "articles_search_trgm" ON "articles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id");