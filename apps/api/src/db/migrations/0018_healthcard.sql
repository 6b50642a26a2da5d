CREATE TABLE "family_members" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"sex" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_members_relation" CHECK ("family_members"."relation" IN ('spouse', 'father', 'mother', 'son', 'daughter', 'brother', 'sister', 'grandparent', 'other')),
	CONSTRAINT "family_members_sex" CHECK ("family_members"."sex" IN ('male', 'female', 'other'))
);
--> statement-breakpoint
CREATE TABLE "health_card_benefit_uses" (
	"id" text PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"benefit" text NOT NULL,
	"person_key" text NOT NULL,
	"use_no" integer NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "health_card_benefit_uses_benefit" CHECK ("health_card_benefit_uses"."benefit" IN ('consultation', 'checkup')),
	CONSTRAINT "health_card_benefit_uses_use_no" CHECK ("health_card_benefit_uses"."use_no" >= 1)
);
--> statement-breakpoint
CREATE TABLE "health_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"card_number" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_id" text,
	"price_paise" integer NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"verify_token" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "health_cards_status" CHECK ("health_cards"."status" IN ('awaiting_payment', 'active', 'cancelled')),
	CONSTRAINT "health_cards_active_has_dates" CHECK ("health_cards"."status" <> 'active' OR "health_cards"."valid_to" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"price_paise" integer NOT NULL,
	"max_people" integer NOT NULL,
	"validity_months" integer NOT NULL,
	"free_consultations_per_person" integer NOT NULL,
	"lab_discount_percent" integer NOT NULL,
	"medicine_discount_percent" integer NOT NULL,
	"free_delivery" boolean NOT NULL,
	"free_checkups_per_person" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "membership_plans_price" CHECK ("membership_plans"."price_paise" >= 100),
	CONSTRAINT "membership_plans_people" CHECK ("membership_plans"."max_people" BETWEEN 1 AND 7),
	CONSTRAINT "membership_plans_percents" CHECK ("membership_plans"."lab_discount_percent" BETWEEN 0 AND 100 AND "membership_plans"."medicine_discount_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "lab_bookings" DROP CONSTRAINT "lab_bookings_totals";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_totals";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "family_member_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "card_benefit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD COLUMN "card_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD COLUMN "family_member_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_shipping_waived_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "family_member_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "for_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "for_age" smallint;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_card_benefit_uses" ADD CONSTRAINT "health_card_benefit_uses_card_id_health_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."health_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_cards" ADD CONSTRAINT "health_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_cards" ADD CONSTRAINT "health_cards_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_user_idx" ON "family_members" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "health_card_benefit_uses_live" ON "health_card_benefit_uses" USING btree ("card_id","benefit","person_key","use_no") WHERE "health_card_benefit_uses"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "health_card_benefit_uses_card_idx" ON "health_card_benefit_uses" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "health_card_benefit_uses_resource" ON "health_card_benefit_uses" USING btree ("resource_type","resource_id","benefit") WHERE "health_card_benefit_uses"."released_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "health_cards_number_unique" ON "health_cards" USING btree ("card_number");--> statement-breakpoint
CREATE UNIQUE INDEX "health_cards_verify_token_unique" ON "health_cards" USING btree ("verify_token");--> statement-breakpoint
CREATE UNIQUE INDEX "health_cards_one_awaiting" ON "health_cards" USING btree ("user_id") WHERE "health_cards"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "health_cards_user_idx" ON "health_cards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "health_cards_hold_idx" ON "health_cards" USING btree ("hold_expires_at") WHERE "health_cards"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "membership_plans_slug_unique" ON "membership_plans" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_family_member_idx" ON "appointments" USING btree ("family_member_id") WHERE "appointments"."family_member_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "lab_bookings_family_member_idx" ON "lab_bookings" USING btree ("family_member_id") WHERE "lab_bookings"."family_member_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_family_member_idx" ON "orders" USING btree ("family_member_id") WHERE "orders"."family_member_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_totals" CHECK ("lab_bookings"."subtotal_paise" > 0 AND "lab_bookings"."mrp_total_paise" >= "lab_bookings"."subtotal_paise" AND "lab_bookings"."card_discount_paise" BETWEEN 0 AND "lab_bookings"."subtotal_paise" AND "lab_bookings"."total_paise" = "lab_bookings"."subtotal_paise" - "lab_bookings"."card_discount_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals" CHECK ("orders"."subtotal_paise" >= 0 AND "orders"."shipping_fee_paise" >= 0 AND "orders"."cod_fee_paise" >= 0 AND "orders"."mrp_total_paise" >= "orders"."subtotal_paise" AND "orders"."card_discount_paise" BETWEEN 0 AND "orders"."subtotal_paise" AND "orders"."card_shipping_waived_paise" BETWEEN 0 AND "orders"."shipping_fee_paise" AND "orders"."total_paise" = "orders"."subtotal_paise" - "orders"."card_discount_paise" + "orders"."shipping_fee_paise" - "orders"."card_shipping_waived_paise" + "orders"."cod_fee_paise");