CREATE SEQUENCE "public"."consult_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
-- A request's reference, CN-<year>-<number> (IST year), as appointments' APT-... (migration
-- call-initiator-and-booking-numbers).
CREATE FUNCTION next_consult_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'CN-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(n::text, greatest(6, length(n::text)), '0')
  FROM (SELECT nextval('consult_request_number_seq') AS n) AS next
$$;
--> statement-breakpoint
CREATE TABLE "consult_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "consult_offers_outcome" CHECK (("consult_offers"."ended_at" IS NULL) = ("consult_offers"."outcome" IS NULL) AND ("consult_offers"."outcome" IS NULL OR "consult_offers"."outcome" IN ('accepted', 'passed', 'expired', 'withdrawn')))
);
--> statement-breakpoint
CREATE TABLE "consult_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"request_id" text,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consult_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text DEFAULT next_consult_reference() NOT NULL,
	"patient_id" text NOT NULL,
	"family_member_id" text,
	"patient_for" text DEFAULT 'self' NOT NULL,
	"patient_name" text NOT NULL,
	"patient_phone" text NOT NULL,
	"patient_age" smallint,
	"patient_gender" text,
	"specialty_id" text NOT NULL,
	"problem" text NOT NULL,
	"fee_paise" integer NOT NULL,
	"card_benefit_paise" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"queued_at" timestamp with time zone,
	"offered_doctor_id" text,
	"offer_expires_at" timestamp with time zone,
	"accepted_doctor_id" text,
	"accepted_at" timestamp with time zone,
	"appointment_id" text,
	"call_id" text,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consult_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "consult_requests_status" CHECK ("consult_requests"."status" IN ('awaiting_payment', 'waiting', 'offered', 'accepted', 'cancelled', 'unanswered', 'not_paid')),
	CONSTRAINT "consult_requests_payment_status" CHECK ("consult_requests"."payment_status" IN ('not_required', 'awaiting_payment', 'paid', 'not_paid', 'refund_pending', 'refunded', 'refund_failed')),
	CONSTRAINT "consult_requests_offered" CHECK (("consult_requests"."status" = 'offered') = ("consult_requests"."offered_doctor_id" IS NOT NULL AND "consult_requests"."offer_expires_at" IS NOT NULL)),
	CONSTRAINT "consult_requests_queued" CHECK ("consult_requests"."status" NOT IN ('waiting', 'offered', 'accepted') OR "consult_requests"."queued_at" IS NOT NULL),
	CONSTRAINT "consult_requests_accepted" CHECK ("consult_requests"."status" <> 'accepted' OR ("consult_requests"."accepted_doctor_id" IS NOT NULL AND "consult_requests"."accepted_at" IS NOT NULL)),
	CONSTRAINT "consult_requests_fee" CHECK ("consult_requests"."fee_paise" >= 0 AND "consult_requests"."card_benefit_paise" BETWEEN 0 AND "consult_requests"."fee_paise"),
	CONSTRAINT "consult_requests_patient_for" CHECK ("consult_requests"."patient_for" IN ('self', 'other')),
	CONSTRAINT "consult_requests_gender" CHECK ("consult_requests"."patient_gender" IS NULL OR "consult_requests"."patient_gender" IN ('male', 'female', 'other'))
);
--> statement-breakpoint
CREATE TABLE "doctor_presence" (
	"doctor_id" text PRIMARY KEY NOT NULL,
	"specialty_id" text NOT NULL,
	"available" boolean DEFAULT false NOT NULL,
	"free_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"offline_reason" text,
	"offline_at" timestamp with time zone,
	"missed_offers" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_presence_offline_reason" CHECK ("doctor_presence"."offline_reason" IS NULL OR "doctor_presence"."offline_reason" IN ('manual', 'socket', 'hours', 'leave', 'missed'))
);
--> statement-breakpoint
CREATE TABLE "instant_fees" (
	"specialty_id" text PRIMARY KEY NOT NULL,
	"fee_paise" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "instant_fees_fee" CHECK ("instant_fees"."fee_paise" BETWEEN 100 AND 1000000)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind";--> statement-breakpoint
ALTER TABLE "consult_offers" ADD CONSTRAINT "consult_offers_request_id_consult_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consult_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_offers" ADD CONSTRAINT "consult_offers_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_photos" ADD CONSTRAINT "consult_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_photos" ADD CONSTRAINT "consult_photos_request_id_consult_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consult_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_requests" ADD CONSTRAINT "consult_requests_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_requests" ADD CONSTRAINT "consult_requests_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_requests" ADD CONSTRAINT "consult_requests_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_requests" ADD CONSTRAINT "consult_requests_offered_doctor_id_doctors_id_fk" FOREIGN KEY ("offered_doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_requests" ADD CONSTRAINT "consult_requests_accepted_doctor_id_doctors_id_fk" FOREIGN KEY ("accepted_doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_requests" ADD CONSTRAINT "consult_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_presence" ADD CONSTRAINT "doctor_presence_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_presence" ADD CONSTRAINT "doctor_presence_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_fees" ADD CONSTRAINT "instant_fees_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_fees" ADD CONSTRAINT "instant_fees_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consult_offers_one_open_per_request" ON "consult_offers" USING btree ("request_id") WHERE "consult_offers"."ended_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "consult_offers_one_open_per_doctor" ON "consult_offers" USING btree ("doctor_id") WHERE "consult_offers"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "consult_offers_request_idx" ON "consult_offers" USING btree ("request_id","offered_at");--> statement-breakpoint
CREATE INDEX "consult_offers_doctor_idx" ON "consult_offers" USING btree ("doctor_id","offered_at");--> statement-breakpoint
CREATE INDEX "consult_photos_request_idx" ON "consult_photos" USING btree ("request_id") WHERE "consult_photos"."request_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "consult_photos_user_idx" ON "consult_photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consult_requests_one_offer_per_doctor" ON "consult_requests" USING btree ("offered_doctor_id") WHERE "consult_requests"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "consult_requests_one_open_per_person" ON "consult_requests" USING btree ("patient_id",coalesce("family_member_id", '')) WHERE "consult_requests"."status" IN ('awaiting_payment', 'waiting', 'offered');--> statement-breakpoint
CREATE INDEX "consult_requests_queue_idx" ON "consult_requests" USING btree ("specialty_id","queued_at","id") WHERE "consult_requests"."status" IN ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "consult_requests_offer_expiry_idx" ON "consult_requests" USING btree ("offer_expires_at") WHERE "consult_requests"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "consult_requests_hold_idx" ON "consult_requests" USING btree ("hold_expires_at") WHERE "consult_requests"."payment_status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "consult_requests_patient_idx" ON "consult_requests" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "consult_requests_accepted_idx" ON "consult_requests" USING btree ("accepted_at") WHERE "consult_requests"."accepted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "consult_requests_ended_idx" ON "consult_requests" USING btree ("ended_at") WHERE "consult_requests"."ended_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "doctor_presence_available_idx" ON "doctor_presence" USING btree ("specialty_id","free_since") WHERE "doctor_presence"."available";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind" CHECK ("payments"."payable_kind" IN ('medicine_order', 'lab_booking', 'appointment', 'health_card', 'consult_request'));