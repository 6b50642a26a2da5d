CREATE TABLE "calls" (
	"id" text PRIMARY KEY NOT NULL,
	"doctor_id" text NOT NULL,
	"doctor_user_id" text,
	"patient_id" text NOT NULL,
	"patient_name" text NOT NULL,
	"appointment_id" text,
	"call_type" text NOT NULL,
	"status" text DEFAULT 'ringing' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ring_expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"ended_by" text,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_type" CHECK ("calls"."call_type" IN ('video', 'audio')),
	CONSTRAINT "calls_status" CHECK ("calls"."status" IN ('ringing', 'active', 'completed', 'missed', 'declined', 'failed')),
	CONSTRAINT "calls_ended_by" CHECK ("calls"."ended_by" IS NULL OR "calls"."ended_by" IN ('patient', 'doctor', 'system')),
	CONSTRAINT "calls_live_not_ended" CHECK (("calls"."status" IN ('ringing', 'active')) = ("calls"."ended_at" IS NULL)),
	CONSTRAINT "calls_answered" CHECK ("calls"."status" NOT IN ('active', 'completed') OR "calls"."answered_at" IS NOT NULL),
	CONSTRAINT "calls_times" CHECK (("calls"."answered_at" IS NULL OR "calls"."answered_at" >= "calls"."created_at") AND ("calls"."ended_at" IS NULL OR "calls"."ended_at" >= "calls"."created_at")),
	CONSTRAINT "calls_duration" CHECK ("calls"."duration_seconds" IS NULL OR "calls"."duration_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "e_prescription_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"e_prescription_id" text NOT NULL,
	"position" smallint NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"salt_composition" text,
	"schedule" text NOT NULL,
	"dose" text NOT NULL,
	"frequency" text NOT NULL,
	"duration_days" smallint NOT NULL,
	"instructions" text,
	"quantity" smallint NOT NULL,
	CONSTRAINT "e_prescription_items_schedule" CHECK ("e_prescription_items"."schedule" IN ('OTC', 'H', 'H1')),
	CONSTRAINT "e_prescription_items_duration" CHECK ("e_prescription_items"."duration_days" BETWEEN 1 AND 365),
	CONSTRAINT "e_prescription_items_quantity" CHECK ("e_prescription_items"."quantity" BETWEEN 1 AND 20)
);
--> statement-breakpoint
CREATE TABLE "e_prescriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"call_id" text NOT NULL,
	"prescription_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"doctor_name" text NOT NULL,
	"doctor_qualification" text NOT NULL,
	"doctor_registration" text NOT NULL,
	"doctor_council" text NOT NULL,
	"patient_name" text NOT NULL,
	"call_type" text NOT NULL,
	"diagnosis" text,
	"advice" text,
	"follow_up_date" date,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_prescriptions_call_type" CHECK ("e_prescriptions"."call_type" IN ('video', 'audio'))
);
--> statement-breakpoint
CREATE TABLE "teleconsultation_consents" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescription_items" ADD CONSTRAINT "e_prescription_items_e_prescription_id_e_prescriptions_id_fk" FOREIGN KEY ("e_prescription_id") REFERENCES "public"."e_prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescription_items" ADD CONSTRAINT "e_prescription_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teleconsultation_consents" ADD CONSTRAINT "teleconsultation_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_patient_idx" ON "calls" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "calls_doctor_idx" ON "calls" USING btree ("doctor_id","created_at");--> statement-breakpoint
CREATE INDEX "calls_live_idx" ON "calls" USING btree ("status","ring_expires_at") WHERE "calls"."status" IN ('ringing', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "calls_one_live_per_doctor" ON "calls" USING btree ("doctor_id") WHERE "calls"."status" IN ('ringing', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "calls_one_live_per_patient" ON "calls" USING btree ("patient_id") WHERE "calls"."status" IN ('ringing', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "e_prescription_items_position" ON "e_prescription_items" USING btree ("e_prescription_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "e_prescriptions_call_unique" ON "e_prescriptions" USING btree ("call_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_prescriptions_prescription_unique" ON "e_prescriptions" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "e_prescriptions_patient_idx" ON "e_prescriptions" USING btree ("patient_id","issued_at");--> statement-breakpoint
CREATE INDEX "e_prescriptions_doctor_idx" ON "e_prescriptions" USING btree ("doctor_id","issued_at");