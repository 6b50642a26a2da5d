DROP INDEX "products_subcategory_idx";--> statement-breakpoint
DROP INDEX "products_salt_strength_idx";--> statement-breakpoint
CREATE INDEX "doctors_listed_city_specialty_idx" ON "doctors" USING btree ("city","specialty_id") WHERE "doctors"."registration_verified_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "doctors_listed_specialty_idx" ON "doctors" USING btree ("specialty_id") WHERE "doctors"."registration_verified_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_subcategory_sold_idx" ON "products" USING btree ("subcategory_id","total_sold" DESC,"id");--> statement-breakpoint
CREATE INDEX "products_salt_strength_price_idx" ON "products" USING btree ("salt_composition","strength","price_paise","id");