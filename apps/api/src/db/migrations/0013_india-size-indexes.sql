CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id","name","id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "products_subcategory_name_idx" ON "products" USING btree ("subcategory_id","name","id");--> statement-breakpoint
CREATE INDEX "products_salt_sold_idx" ON "products" USING btree ("salt_composition","total_sold","id");--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("name") COLLATE "C");--> statement-breakpoint
CREATE INDEX "products_kind_sold_idx" ON "products" USING btree ("kind","total_sold");