DROP INDEX "products_brand_idx";--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","total_sold" DESC,"id");