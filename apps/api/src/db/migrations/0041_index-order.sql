DROP INDEX "lab_bookings_user_created_idx";--> statement-breakpoint
DROP INDEX "lab_items_popularity_idx";--> statement-breakpoint
DROP INDEX "lab_items_type_popularity_idx";--> statement-breakpoint
DROP INDEX "lab_items_category_popularity_idx";--> statement-breakpoint
DROP INDEX "labs_city_reports_idx";--> statement-breakpoint
DROP INDEX "labs_reports_idx";--> statement-breakpoint
CREATE INDEX "products_brand_top_idx" ON "products" USING btree ("brand_id","is_top" DESC,"total_sold" DESC,"id");--> statement-breakpoint
CREATE INDEX "products_brand_price_idx" ON "products" USING btree ("brand_id","price_paise","id");--> statement-breakpoint
CREATE INDEX "products_brand_created_idx" ON "products" USING btree ("brand_id","created_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "products_brand_rating_idx" ON "products" USING btree ("brand_id","rating_avg" DESC NULLS LAST,"review_count" DESC,"id");--> statement-breakpoint
CREATE INDEX "lab_bookings_user_created_idx" ON "lab_bookings" USING btree ("user_id","created_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "lab_items_popularity_idx" ON "lab_items" USING btree ("popularity" DESC,"id");--> statement-breakpoint
CREATE INDEX "lab_items_type_popularity_idx" ON "lab_items" USING btree ("type","popularity" DESC,"id");--> statement-breakpoint
CREATE INDEX "lab_items_category_popularity_idx" ON "lab_items" USING btree ("category","type","popularity" DESC,"id");--> statement-breakpoint
CREATE INDEX "labs_city_reports_idx" ON "labs" USING btree ("city","reports_delivered" DESC);--> statement-breakpoint
CREATE INDEX "labs_reports_idx" ON "labs" USING btree ("reports_delivered" DESC,"id");