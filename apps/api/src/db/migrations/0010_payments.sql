CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"payable_kind" text NOT NULL,
	"payable_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"method" text,
	"error_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	CONSTRAINT "payments_status" CHECK ("payments"."status" IN ('created', 'authorized', 'captured', 'failed', 'refunded')),
	CONSTRAINT "payments_kind" CHECK ("payments"."payable_kind" IN ('medicine_order', 'lab_booking', 'appointment', 'health_card')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_paise" >= 100),
	CONSTRAINT "payments_captured_has_payment" CHECK ("payments"."status" NOT IN ('captured', 'refunded') OR "payments"."provider_payment_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_id" text,
	"initiated_by" text,
	"error_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" IN ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'pay_on_delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_unique" ON "payments" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_unique" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_payable" ON "payments" USING btree ("payable_kind","payable_id") WHERE "payments"."status" IN ('created', 'authorized');--> statement-breakpoint
CREATE INDEX "payments_payable_idx" ON "payments" USING btree ("payable_kind","payable_id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_unique" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_live_per_payment" ON "refunds" USING btree ("payment_id") WHERE "refunds"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" IN ('pay_on_delivery', 'awaiting_payment', 'paid', 'not_paid', 'refund_pending', 'refunded', 'refund_failed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_awaiting_payment_holds" CHECK ("orders"."status" <> 'awaiting_payment' OR ("orders"."payment_status" = 'awaiting_payment' AND "orders"."hold_expires_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('awaiting_payment', 'awaiting_prescription', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'return_requested', 'returned'));