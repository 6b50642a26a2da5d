CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"doctor_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"consultation_type" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"patient_name" text NOT NULL,
	"patient_phone" text NOT NULL,
	"patient_age" smallint,
	"patient_gender" text,
	"reason" text,
	"fee_paise" integer NOT NULL,
	"reschedule_count" smallint DEFAULT 0 NOT NULL,
	"booked_by_id" text,
	"booked_via" text DEFAULT 'online' NOT NULL,
	"follow_up_of" text,
	"notes" text,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_range" CHECK ("appointments"."starts_at" < "appointments"."ends_at"),
	CONSTRAINT "appointments_status" CHECK ("appointments"."status" IN ('booked', 'completed', 'cancelled', 'no-show')),
	CONSTRAINT "appointments_type" CHECK ("appointments"."consultation_type" IN ('in-person', 'video', 'audio')),
	CONSTRAINT "appointments_via" CHECK ("appointments"."booked_via" IN ('online', 'desk')),
	CONSTRAINT "appointments_reschedules" CHECK ("appointments"."reschedule_count" >= 0),
	CONSTRAINT "appointments_fee" CHECK ("appointments"."fee_paise" >= 0),
	CONSTRAINT "appointments_gender" CHECK ("appointments"."patient_gender" IS NULL OR "appointments"."patient_gender" IN ('male', 'female', 'other'))
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"area" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pin_code" text NOT NULL,
	"phone" text NOT NULL,
	CONSTRAINT "clinics_pin_code" CHECK ("clinics"."pin_code" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "clinics_phone" CHECK ("clinics"."phone" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "departments_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "doctor_leaves" (
	"id" text PRIMARY KEY NOT NULL,
	"doctor_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_leaves_range" CHECK ("doctor_leaves"."start_date" <= "doctor_leaves"."end_date")
);
--> statement-breakpoint
CREATE TABLE "doctor_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"slot_minutes" smallint DEFAULT 60 NOT NULL,
	CONSTRAINT "doctor_schedules_weekday" CHECK ("doctor_schedules"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "doctor_schedules_hours" CHECK (0 <= "doctor_schedules"."start_minute" AND "doctor_schedules"."start_minute" < "doctor_schedules"."end_minute" AND "doctor_schedules"."end_minute" <= 1440),
	CONSTRAINT "doctor_schedules_slot" CHECK ("doctor_schedules"."slot_minutes" BETWEEN 5 AND 240)
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"gender" text NOT NULL,
	"dob" date NOT NULL,
	"specialty_id" text NOT NULL,
	"clinic_id" text NOT NULL,
	"experience_years" integer NOT NULL,
	"fee_paise" integer NOT NULL,
	"qualification" text NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"experience_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" text[] NOT NULL,
	"registration_number" text NOT NULL,
	"registration_council" text NOT NULL,
	"consultation_types" text[] NOT NULL,
	"about" text NOT NULL,
	"booking_before_hours" integer DEFAULT 1 NOT NULL,
	"rating_avg" numeric(3, 2),
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_gender" CHECK ("doctors"."gender" IN ('male', 'female', 'other')),
	CONSTRAINT "doctors_fee" CHECK ("doctors"."fee_paise" >= 0),
	CONSTRAINT "doctors_experience" CHECK ("doctors"."experience_years" >= 0),
	CONSTRAINT "doctors_booking_before" CHECK ("doctors"."booking_before_hours" BETWEEN 0 AND 168),
	CONSTRAINT "doctors_consultation_types" CHECK (cardinality("doctors"."consultation_types") > 0 AND "doctors"."consultation_types" <@ ARRAY['in-person', 'video', 'audio']::text[])
);
--> statement-breakpoint
CREATE TABLE "favourite_doctors" (
	"user_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_doctors_user_id_doctor_id_pk" PRIMARY KEY("user_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "receptionists" (
	"user_id" text PRIMARY KEY NOT NULL,
	"clinic_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"kind" text NOT NULL,
	"specialty_id" text,
	"city" text,
	CONSTRAINT "search_terms_kind" CHECK ("search_terms"."kind" IN ('specialty', 'symptom', 'city')),
	CONSTRAINT "search_terms_target" CHECK (("search_terms"."specialty_id" IS NULL) <> ("search_terms"."city" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"description" text NOT NULL,
	"department_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "specialties_slug_unique" UNIQUE("slug"),
	CONSTRAINT "specialties_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vitals" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"clinic_id" text,
	"appointment_id" text,
	"recorded_by_id" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"systolic" smallint,
	"diastolic" smallint,
	"pulse" smallint,
	"temperature_c" numeric(4, 1),
	"spo2" smallint,
	"respiratory_rate" smallint,
	"weight_kg" numeric(5, 2),
	"height_cm" numeric(4, 1),
	"notes" text,
	CONSTRAINT "vitals_bp" CHECK (("vitals"."systolic" IS NULL) = ("vitals"."diastolic" IS NULL) AND ("vitals"."systolic" IS NULL OR "vitals"."systolic" > "vitals"."diastolic")),
	CONSTRAINT "vitals_systolic" CHECK ("vitals"."systolic" BETWEEN 50 AND 260),
	CONSTRAINT "vitals_diastolic" CHECK ("vitals"."diastolic" BETWEEN 30 AND 160),
	CONSTRAINT "vitals_pulse" CHECK ("vitals"."pulse" BETWEEN 25 AND 250),
	CONSTRAINT "vitals_temperature" CHECK ("vitals"."temperature_c" BETWEEN 30 AND 45),
	CONSTRAINT "vitals_spo2" CHECK ("vitals"."spo2" BETWEEN 50 AND 100),
	CONSTRAINT "vitals_respiratory" CHECK ("vitals"."respiratory_rate" BETWEEN 4 AND 60),
	CONSTRAINT "vitals_weight" CHECK ("vitals"."weight_kg" BETWEEN 0.5 AND 350),
	CONSTRAINT "vitals_height" CHECK ("vitals"."height_cm" BETWEEN 30 AND 250)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_leaves" ADD CONSTRAINT "doctor_leaves_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD CONSTRAINT "doctor_schedules_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_doctors" ADD CONSTRAINT "favourite_doctors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_doctors" ADD CONSTRAINT "favourite_doctors_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptionists" ADD CONSTRAINT "receptionists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptionists" ADD CONSTRAINT "receptionists_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialties" ADD CONSTRAINT "specialties_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitals" ADD CONSTRAINT "vitals_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitals" ADD CONSTRAINT "vitals_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitals" ADD CONSTRAINT "vitals_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "appointments_doctor_starts_idx" ON "appointments" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_patient_starts_idx" ON "appointments" USING btree ("patient_id","starts_at");--> statement-breakpoint
CREATE INDEX "clinics_city_idx" ON "clinics" USING btree ("city");--> statement-breakpoint
CREATE INDEX "doctor_leaves_doctor_idx" ON "doctor_leaves" USING btree ("doctor_id","end_date");--> statement-breakpoint
CREATE INDEX "doctor_schedules_doctor_idx" ON "doctor_schedules" USING btree ("doctor_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_user_unique" ON "doctors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_registration_unique" ON "doctors" USING btree ("registration_council","registration_number");--> statement-breakpoint
CREATE INDEX "doctors_specialty_idx" ON "doctors" USING btree ("specialty_id");--> statement-breakpoint
CREATE INDEX "doctors_clinic_idx" ON "doctors" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "doctors_gender_idx" ON "doctors" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "doctors_fee_idx" ON "doctors" USING btree ("fee_paise");--> statement-breakpoint
CREATE INDEX "doctors_experience_idx" ON "doctors" USING btree ("experience_years");--> statement-breakpoint
CREATE INDEX "doctors_rating_idx" ON "doctors" USING btree ("rating_avg" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "doctors_consultation_types_gin" ON "doctors" USING gin ("consultation_types");--> statement-breakpoint
CREATE INDEX "doctors_languages_gin" ON "doctors" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "doctors_name_trgm" ON "doctors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_unique" ON "reviews" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "reviews_doctor_idx" ON "reviews" USING btree ("doctor_id","created_at");--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "specialties_name_trgm" ON "specialties" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vitals_patient_idx" ON "vitals" USING btree ("patient_id","recorded_at");