ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_refunded";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_captured_has_payment";--> statement-breakpoint
DROP INDEX "refunds_one_live_per_cause";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_paise" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "send_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Captured money so far was always the amount due.
UPDATE "payments" SET "captured_paise" = "amount_paise" WHERE "status" IN ('captured', 'refunded');--> statement-breakpoint
-- Settled: the payable is paid by it, or its late or duplicate payment has a live refund. A captured attempt
-- left without either (a crash between the two writes, before they were one transaction) stays unsettled,
-- and the reconciliation job settles or refunds it.
UPDATE "payments" p SET "settled_at" = coalesce(p."captured_at", p."updated_at")
  FROM (
    SELECT "payment_id" FROM "orders" WHERE "payment_id" IS NOT NULL
    UNION SELECT "payment_id" FROM "lab_bookings" WHERE "payment_id" IS NOT NULL
    UNION SELECT "payment_id" FROM "appointments" WHERE "payment_id" IS NOT NULL
    UNION SELECT "payment_id" FROM "health_cards" WHERE "payment_id" IS NOT NULL
    UNION SELECT "payment_id" FROM "refunds"
      WHERE "status" <> 'failed' AND "reason" IN ('late_payment', 'duplicate_payment')
  ) settled
  WHERE settled."payment_id" = p."id" AND p."status" IN ('captured', 'refunded');--> statement-breakpoint
-- A refund still unsent may have reached Razorpay from a second instance: its next sender asks first.
UPDATE "refunds" SET "send_attempts" = 1 WHERE "status" = 'pending' AND "provider_refund_id" IS NULL;--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("captured_at") WHERE "payments"."settled_at" IS NULL AND "payments"."status" IN ('captured', 'refused');--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_live_per_cause" ON "refunds" USING btree ("payment_id","reason") WHERE "refunds"."status" <> 'failed' AND "refunds"."reason" IN ('cancelled', 'late_payment', 'duplicate_payment', 'refused_payment');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" IN ('created', 'authorized', 'captured', 'failed', 'refunded', 'refused'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded" CHECK ("payments"."refunded_paise" >= 0 AND "payments"."refunded_paise" <= coalesce("payments"."captured_paise", "payments"."amount_paise"));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_captured_has_payment" CHECK ("payments"."status" NOT IN ('captured', 'refunded', 'refused') OR "payments"."provider_payment_id" IS NOT NULL);