ALTER TABLE "lab_bookings" DROP CONSTRAINT "lab_bookings_payment_method";--> statement-breakpoint
ALTER TABLE "lab_bookings" DROP CONSTRAINT "lab_bookings_payment_status";--> statement-breakpoint
ALTER TABLE "lab_bookings" DROP CONSTRAINT "lab_bookings_cancelled_by";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payment_status" text DEFAULT 'not_required' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointments_hold_idx" ON "appointments" USING btree ("hold_expires_at") WHERE "appointments"."payment_status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "lab_bookings_hold_idx" ON "lab_bookings" USING btree ("hold_expires_at") WHERE "lab_bookings"."payment_status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_payment_status" CHECK ("appointments"."payment_status" IN ('not_required', 'pay_at_clinic', 'awaiting_payment', 'paid', 'not_paid', 'refund_pending', 'refunded', 'refund_failed'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_awaiting_payment_holds" CHECK ("appointments"."payment_status" <> 'awaiting_payment' OR "appointments"."hold_expires_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_awaiting_payment_holds" CHECK ("lab_bookings"."payment_status" <> 'awaiting_payment' OR "lab_bookings"."hold_expires_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_payment_method" CHECK ("lab_bookings"."payment_method" IN ('pay_at_collection', 'online'));--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_payment_status" CHECK ("lab_bookings"."payment_status" IN ('pending', 'awaiting_payment', 'paid', 'not_paid', 'refund_pending', 'refunded', 'refund_failed', 'void'));--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_cancelled_by" CHECK ("lab_bookings"."cancelled_by" IS NULL OR "lab_bookings"."cancelled_by" IN ('patient', 'lab', 'system'));