ALTER TABLE "doctors" ADD COLUMN "registration_year" smallint;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "registration_verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "registration_verified_by" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_registration_verified_by_users_id_fk" FOREIGN KEY ("registration_verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctors_unverified_idx" ON "doctors" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "doctors"."registration_verified_at" IS NULL;