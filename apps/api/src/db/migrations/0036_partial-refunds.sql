DROP INDEX "refunds_one_live_per_payment";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What each payment's live refunds already add up to (one at most until now).
UPDATE "payments" p SET "refunded_paise" = r.total
  FROM (SELECT "payment_id", sum("amount_paise")::int AS total FROM "refunds" WHERE "status" <> 'failed' GROUP BY "payment_id") r
  WHERE r."payment_id" = p."id";--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_live_per_cause" ON "refunds" USING btree ("payment_id","reason") WHERE "refunds"."status" <> 'failed' AND "refunds"."reason" IN ('cancelled', 'late_payment', 'duplicate_payment');--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded" CHECK ("payments"."refunded_paise" >= 0 AND "payments"."refunded_paise" <= "payments"."amount_paise");