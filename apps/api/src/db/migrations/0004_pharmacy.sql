CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"link" text NOT NULL,
	"cta" text NOT NULL,
	"colour" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"manufacturer" text NOT NULL,
	"colour" text NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug"),
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"discount_percent" smallint NOT NULL,
	"category_id" text,
	"brand_id" text,
	"terms" text NOT NULL,
	"colour" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offers_percent" CHECK ("offers"."discount_percent" BETWEEN 1 AND 90),
	CONSTRAINT "offers_range" CHECK ("offers"."valid_from" < "offers"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "pharmacy_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "pharmacy_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "pharmacy_subcategories" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pharmacy_subcategories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"user_id" text,
	"author_name" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"comment" text NOT NULL,
	"helpful" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating" CHECK ("product_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "product_reviews_helpful" CHECK ("product_reviews"."helpful" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"brand_id" text NOT NULL,
	"category_id" text NOT NULL,
	"subcategory_id" text NOT NULL,
	"salt_composition" text,
	"strength" text,
	"form" text,
	"manufacturer" text NOT NULL,
	"pack_size" integer NOT NULL,
	"pack_unit" text NOT NULL,
	"unit" text NOT NULL,
	"mrp_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"schedule" text DEFAULT 'OTC' NOT NULL,
	"stock" integer NOT NULL,
	"badge" text,
	"description" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"specifications" jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"colours" jsonb NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_count" smallint DEFAULT 3 NOT NULL,
	"warranty_months" smallint,
	"is_top" boolean DEFAULT false NOT NULL,
	"total_sold" integer DEFAULT 0 NOT NULL,
	"rating_avg" numeric(3, 2),
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_stock_non_negative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_prices" CHECK ("products"."price_paise" > 0 AND "products"."price_paise" <= "products"."mrp_paise"),
	CONSTRAINT "products_schedule" CHECK ("products"."schedule" IN ('OTC', 'H', 'H1', 'X')),
	CONSTRAINT "products_kind" CHECK ("products"."kind" IN ('medicine', 'device', 'personal-care', 'supplement')),
	CONSTRAINT "products_badge" CHECK ("products"."badge" IS NULL OR "products"."badge" IN ('Top Seller', 'Special Offer')),
	CONSTRAINT "products_pack" CHECK ("products"."pack_size" > 0),
	CONSTRAINT "products_images" CHECK ("products"."image_count" BETWEEN 1 AND 8)
);
--> statement-breakpoint
CREATE TABLE "review_helpful_votes" (
	"review_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "serviceable_cities" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"zone" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "serviceable_cities_name_unique" UNIQUE("name"),
	CONSTRAINT "serviceable_cities_zone" CHECK ("serviceable_cities"."zone" IN ('metro', 'tier2', 'rural'))
);
--> statement-breakpoint
CREATE TABLE "serviceable_pin_codes" (
	"pin_code" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"zone" text NOT NULL,
	"cod_available" boolean NOT NULL,
	"city_slug" text,
	CONSTRAINT "serviceable_pin_codes_format" CHECK ("serviceable_pin_codes"."pin_code" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "serviceable_pin_codes_zone" CHECK ("serviceable_pin_codes"."zone" IN ('metro', 'tier2', 'rural'))
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"label" text DEFAULT 'Home' NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"landmark" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pin_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_pin_code" CHECK ("addresses"."pin_code" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "addresses_phone" CHECK ("addresses"."phone" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "addresses_label" CHECK ("addresses"."label" IN ('Home', 'Work', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"actor_id" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"schedule" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"unit_mrp_paise" integer NOT NULL,
	"colour" text,
	"size" text,
	CONSTRAINT "order_items_quantity" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_prices" CHECK ("order_items"."unit_price_paise" > 0 AND "order_items"."unit_price_paise" <= "order_items"."unit_mrp_paise")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"address" jsonb NOT NULL,
	"pin_code" text NOT NULL,
	"zone" text NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"mrp_total_paise" integer NOT NULL,
	"shipping_fee_paise" integer NOT NULL,
	"cod_fee_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"prescription_id" text,
	"prescription_status" text NOT NULL,
	"prescription_reviewed_by" text,
	"prescription_reviewed_at" timestamp with time zone,
	"prescription_rejection_reason" text,
	"cancel_reason" text,
	"return_reason" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('awaiting_prescription', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'return_requested', 'returned')),
	CONSTRAINT "orders_prescription_status" CHECK ("orders"."prescription_status" IN ('not_required', 'pending', 'approved', 'rejected')),
	CONSTRAINT "orders_prescription_attached" CHECK ("orders"."prescription_status" = 'not_required' OR "orders"."prescription_id" IS NOT NULL),
	CONSTRAINT "orders_zone" CHECK ("orders"."zone" IN ('metro', 'tier2', 'rural')),
	CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" IN ('cod', 'upi', 'card', 'netbanking', 'wallet', 'emi')),
	CONSTRAINT "orders_totals" CHECK ("orders"."subtotal_paise" >= 0 AND "orders"."shipping_fee_paise" >= 0 AND "orders"."cod_fee_paise" >= 0 AND "orders"."mrp_total_paise" >= "orders"."subtotal_paise" AND "orders"."total_paise" = "orders"."subtotal_paise" + "orders"."shipping_fee_paise" + "orders"."cod_fee_paise")
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"file_key" text,
	"file_name" text,
	"mime_type" text,
	"size_bytes" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"note" text,
	"doctor_id" text,
	"doctor_name" text,
	"doctor_registration" text,
	"doctor_council" text,
	"appointment_id" text,
	"via_teleconsultation" boolean DEFAULT false NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_source" CHECK ("prescriptions"."source" IN ('uploaded', 'doctor')),
	CONSTRAINT "prescriptions_uploaded_file" CHECK ("prescriptions"."source" <> 'uploaded' OR "prescriptions"."file_key" IS NOT NULL),
	CONSTRAINT "prescriptions_doctor_identity" CHECK ("prescriptions"."source" <> 'doctor' OR ("prescriptions"."doctor_name" IS NOT NULL AND "prescriptions"."doctor_registration" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_pharmacy_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."pharmacy_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_subcategories" ADD CONSTRAINT "pharmacy_subcategories_category_id_pharmacy_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."pharmacy_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_pharmacy_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."pharmacy_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_id_pharmacy_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."pharmacy_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serviceable_pin_codes" ADD CONSTRAINT "serviceable_pin_codes_city_slug_serviceable_cities_slug_fk" FOREIGN KEY ("city_slug") REFERENCES "public"."serviceable_cities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brands_name_trgm" ON "brands" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pharmacy_subcategories_category_idx" ON "pharmacy_subcategories" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_user_unique" ON "product_reviews" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","price_paise");--> statement-breakpoint
CREATE INDEX "products_subcategory_idx" ON "products" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","total_sold");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_paise");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_top_idx" ON "products" USING btree ("total_sold");--> statement-breakpoint
CREATE INDEX "products_salt_strength_idx" ON "products" USING btree ("salt_composition","strength");--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_salt_trgm" ON "products" USING gin ("salt_composition" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_attributes_gin" ON "products" USING gin ("attributes" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "serviceable_pin_codes_city_idx" ON "serviceable_pin_codes" USING btree ("city_slug");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_prescription_idx" ON "orders" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "prescriptions_user_idx" ON "prescriptions" USING btree ("user_id","issued_at");