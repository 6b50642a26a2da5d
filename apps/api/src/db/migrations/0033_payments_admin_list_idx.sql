CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_kind_created_idx" ON "payments" USING btree ("payable_kind","created_at");--> statement-breakpoint
CREATE INDEX "payments_reference_trgm_idx" ON "payments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_provider_order_trgm_idx" ON "payments" USING gin ("provider_order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_provider_payment_trgm_idx" ON "payments" USING gin ("provider_payment_id" gin_trgm_ops);