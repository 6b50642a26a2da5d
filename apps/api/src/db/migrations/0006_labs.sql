CREATE SEQUENCE "public"."lab_booking_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "lab_booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"status" text NOT NULL,
	"actor_id" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_booking_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"item_id" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"test_count" smallint NOT NULL,
	CONSTRAINT "lab_booking_items_prices" CHECK ("lab_booking_items"."price_paise" > 0 AND "lab_booking_items"."price_paise" <= "lab_booking_items"."mrp_paise")
);
--> statement-breakpoint
CREATE TABLE "lab_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" text NOT NULL,
	"lab_id" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"patient_for" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_age" smallint NOT NULL,
	"patient_sex" text NOT NULL,
	"address" jsonb NOT NULL,
	"pin_code" text NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"slot_starts_at" timestamp with time zone NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"mrp_total_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"fasting_hours" smallint DEFAULT 0 NOT NULL,
	"preparation" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"phlebotomist_name" text,
	"phlebotomist_phone" text,
	"sample_barcode" text,
	"sample_collected_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"reschedule_count" smallint DEFAULT 0 NOT NULL,
	"report_ready_at" timestamp with time zone,
	"report_file_key" text,
	"report_file_name" text,
	"report_size_bytes" integer,
	"report_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_bookings_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "lab_bookings_status" CHECK ("lab_bookings"."status" IN ('booked', 'phlebotomist_assigned', 'sample_collected', 'processing', 'report_ready', 'cancelled')),
	CONSTRAINT "lab_bookings_patient_for" CHECK ("lab_bookings"."patient_for" IN ('self', 'other')),
	CONSTRAINT "lab_bookings_patient_sex" CHECK ("lab_bookings"."patient_sex" IN ('male', 'female')),
	CONSTRAINT "lab_bookings_payment_method" CHECK ("lab_bookings"."payment_method" IN ('pay_at_collection')),
	CONSTRAINT "lab_bookings_payment_status" CHECK ("lab_bookings"."payment_status" IN ('pending', 'paid', 'refunded', 'void')),
	CONSTRAINT "lab_bookings_cancelled_by" CHECK ("lab_bookings"."cancelled_by" IS NULL OR "lab_bookings"."cancelled_by" IN ('patient', 'lab')),
	CONSTRAINT "lab_bookings_totals" CHECK ("lab_bookings"."subtotal_paise" > 0 AND "lab_bookings"."mrp_total_paise" >= "lab_bookings"."subtotal_paise" AND "lab_bookings"."total_paise" = "lab_bookings"."subtotal_paise"),
	CONSTRAINT "lab_bookings_sample_barcode" CHECK ("lab_bookings"."status" NOT IN ('sample_collected', 'processing', 'report_ready') OR "lab_bookings"."sample_barcode" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "lab_items" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"search_text" text NOT NULL,
	"category" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"why_taken" text NOT NULL,
	"sample_types" text[] NOT NULL,
	"fasting_hours" smallint DEFAULT 0 NOT NULL,
	"preparation" text NOT NULL,
	"turnaround_hours" smallint NOT NULL,
	"mrp_paise" integer NOT NULL,
	"from_price_paise" integer,
	"lab_count" integer DEFAULT 0 NOT NULL,
	"parameter_count" integer DEFAULT 0 NOT NULL,
	"test_count" integer DEFAULT 1 NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_items_code_unique" UNIQUE("code"),
	CONSTRAINT "lab_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "lab_items_type" CHECK ("lab_items"."type" IN ('test', 'package')),
	CONSTRAINT "lab_items_fasting" CHECK ("lab_items"."fasting_hours" BETWEEN 0 AND 16),
	CONSTRAINT "lab_items_mrp" CHECK ("lab_items"."mrp_paise" > 0),
	CONSTRAINT "lab_items_from_price" CHECK ("lab_items"."from_price_paise" IS NULL OR "lab_items"."from_price_paise" <= "lab_items"."mrp_paise")
);
--> statement-breakpoint
CREATE TABLE "lab_menu" (
	"lab_id" text NOT NULL,
	"item_id" text NOT NULL,
	"price_paise" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_menu_lab_id_item_id_pk" PRIMARY KEY("lab_id","item_id"),
	CONSTRAINT "lab_menu_price" CHECK ("lab_menu"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "lab_package_tests" (
	"package_id" text NOT NULL,
	"test_id" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "lab_package_tests_package_id_test_id_pk" PRIMARY KEY("package_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "lab_parameters" (
	"id" text PRIMARY KEY NOT NULL,
	"test_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"value_type" text DEFAULT 'numeric' NOT NULL,
	"normal_text" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "lab_parameters_value_type" CHECK ("lab_parameters"."value_type" IN ('numeric', 'text'))
);
--> statement-breakpoint
CREATE TABLE "lab_pin_codes" (
	"lab_id" text NOT NULL,
	"pin_code" text NOT NULL,
	CONSTRAINT "lab_pin_codes_lab_id_pin_code_pk" PRIMARY KEY("lab_id","pin_code")
);
--> statement-breakpoint
CREATE TABLE "lab_reference_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"parameter_id" text NOT NULL,
	"sex" text,
	"age_min_years" smallint DEFAULT 0 NOT NULL,
	"age_max_years" smallint,
	"low" double precision,
	"high" double precision,
	"critical_low" double precision,
	"critical_high" double precision,
	"text" text NOT NULL,
	CONSTRAINT "lab_reference_ranges_sex" CHECK ("lab_reference_ranges"."sex" IS NULL OR "lab_reference_ranges"."sex" IN ('male', 'female')),
	CONSTRAINT "lab_reference_ranges_bounds" CHECK ("lab_reference_ranges"."low" IS NULL OR "lab_reference_ranges"."high" IS NULL OR "lab_reference_ranges"."low" <= "lab_reference_ranges"."high")
);
--> statement-breakpoint
CREATE TABLE "lab_results" (
	"booking_id" text NOT NULL,
	"parameter_id" text NOT NULL,
	"value" text NOT NULL,
	"numeric_value" double precision,
	"flag" text,
	"entered_by" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_results_booking_id_parameter_id_pk" PRIMARY KEY("booking_id","parameter_id"),
	CONSTRAINT "lab_results_flag" CHECK ("lab_results"."flag" IS NULL OR "lab_results"."flag" IN ('normal', 'low', 'high', 'critical_low', 'critical_high', 'abnormal'))
);
--> statement-breakpoint
CREATE TABLE "lab_slot_counters" (
	"lab_id" text NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"capacity" smallint NOT NULL,
	"booked" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "lab_slot_counters_lab_id_date_slot_pk" PRIMARY KEY("lab_id","date","slot"),
	CONSTRAINT "lab_slot_counters_capacity" CHECK ("lab_slot_counters"."booked" >= 0 AND "lab_slot_counters"."booked" <= "lab_slot_counters"."capacity")
);
--> statement-breakpoint
CREATE TABLE "labs" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"nabl_number" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pin_code" text NOT NULL,
	"phone" text NOT NULL,
	"rating" numeric(2, 1),
	"collection_capacity_per_slot" smallint NOT NULL,
	"reports_delivered" integer DEFAULT 0 NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "labs_nabl_number_unique" UNIQUE("nabl_number"),
	CONSTRAINT "labs_capacity" CHECK ("labs"."collection_capacity_per_slot" BETWEEN 1 AND 100),
	CONSTRAINT "labs_phone" CHECK ("labs"."phone" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
ALTER TABLE "lab_booking_events" ADD CONSTRAINT "lab_booking_events_booking_id_lab_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."lab_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_booking_items" ADD CONSTRAINT "lab_booking_items_booking_id_lab_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."lab_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_booking_items" ADD CONSTRAINT "lab_booking_items_item_id_lab_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lab_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_menu" ADD CONSTRAINT "lab_menu_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_menu" ADD CONSTRAINT "lab_menu_item_id_lab_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lab_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_package_tests" ADD CONSTRAINT "lab_package_tests_package_id_lab_items_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."lab_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_package_tests" ADD CONSTRAINT "lab_package_tests_test_id_lab_items_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_parameters" ADD CONSTRAINT "lab_parameters_test_id_lab_items_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_pin_codes" ADD CONSTRAINT "lab_pin_codes_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_pin_codes" ADD CONSTRAINT "lab_pin_codes_pin_code_serviceable_pin_codes_pin_code_fk" FOREIGN KEY ("pin_code") REFERENCES "public"."serviceable_pin_codes"("pin_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reference_ranges" ADD CONSTRAINT "lab_reference_ranges_parameter_id_lab_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."lab_parameters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_booking_id_lab_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."lab_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_parameter_id_lab_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."lab_parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_slot_counters" ADD CONSTRAINT "lab_slot_counters_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labs" ADD CONSTRAINT "labs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_booking_events_booking_idx" ON "lab_booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "lab_booking_items_booking_idx" ON "lab_booking_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "lab_booking_items_item_idx" ON "lab_booking_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "lab_bookings_user_created_idx" ON "lab_bookings" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "lab_bookings_lab_date_idx" ON "lab_bookings" USING btree ("lab_id","date","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_bookings_barcode_unique" ON "lab_bookings" USING btree ("lab_id","sample_barcode");--> statement-breakpoint
CREATE INDEX "lab_items_type_popularity_idx" ON "lab_items" USING btree ("type","popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "lab_items_category_popularity_idx" ON "lab_items" USING btree ("category","type","popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "lab_items_type_price_idx" ON "lab_items" USING btree ("type","from_price_paise","id");--> statement-breakpoint
CREATE INDEX "lab_items_search_trgm" ON "lab_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lab_menu_item_price_idx" ON "lab_menu" USING btree ("item_id","price_paise") WHERE "lab_menu"."active";--> statement-breakpoint
CREATE INDEX "lab_package_tests_test_idx" ON "lab_package_tests" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "lab_parameters_test_idx" ON "lab_parameters" USING btree ("test_id","sort_order");--> statement-breakpoint
CREATE INDEX "lab_pin_codes_pin_idx" ON "lab_pin_codes" USING btree ("pin_code");--> statement-breakpoint
CREATE INDEX "lab_reference_ranges_parameter_idx" ON "lab_reference_ranges" USING btree ("parameter_id");--> statement-breakpoint
CREATE INDEX "lab_results_parameter_idx" ON "lab_results" USING btree ("parameter_id","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labs_user_unique" ON "labs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "labs_city_reports_idx" ON "labs" USING btree ("city","reports_delivered" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "labs_reports_idx" ON "labs" USING btree ("reports_delivered" DESC NULLS LAST,"id");