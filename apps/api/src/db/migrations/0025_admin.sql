CREATE INDEX "calls_answered_idx" ON "calls" USING btree ("answered_at") WHERE "calls"."answered_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_created_idx" ON "appointments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_created_total_idx" ON "orders" USING btree ("created_at","status","total_paise");