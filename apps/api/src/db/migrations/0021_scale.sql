CREATE TABLE "product_counts" (
	"scope" text NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "product_counts_scope_facet_value_pk" PRIMARY KEY("scope","facet","value"),
	CONSTRAINT "product_counts_n" CHECK ("product_counts"."n" >= 0)
);
--> statement-breakpoint
ALTER TABLE "specialties" ADD COLUMN "doctor_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "doctors_specialty_rating_idx" ON "doctors" USING btree ("specialty_id","rating_avg" DESC NULLS LAST,"review_count" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_relevance_idx" ON "doctors" USING btree ("rating_avg" DESC NULLS LAST,"review_count" DESC,"experience_years" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_fee_order_idx" ON "doctors" USING btree ("fee_paise","id");--> statement-breakpoint
CREATE INDEX "doctors_fee_desc_order_idx" ON "doctors" USING btree ("fee_paise" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_experience_order_idx" ON "doctors" USING btree ("experience_years" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_rating_order_idx" ON "doctors" USING btree ("rating_avg" DESC NULLS LAST,"review_count" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_specialty_fee_idx" ON "doctors" USING btree ("specialty_id","fee_paise","id");--> statement-breakpoint
CREATE INDEX "doctors_specialty_experience_idx" ON "doctors" USING btree ("specialty_id","experience_years" DESC,"id");--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id","name","id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "products_subcategory_name_idx" ON "products" USING btree ("subcategory_id","name","id");--> statement-breakpoint
CREATE INDEX "products_salt_sold_idx" ON "products" USING btree ("salt_composition","total_sold","id");--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("name") COLLATE "C");--> statement-breakpoint
CREATE INDEX "products_kind_sold_idx" ON "products" USING btree ("kind","total_sold");--> statement-breakpoint
CREATE INDEX "products_category_rx_price_idx" ON "products" USING btree ("category_id",("schedule" <> 'OTC'),"price_paise");