ALTER TABLE "articles" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "family_member_id" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "patient_name" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescriptions_family_member_idx" ON "prescriptions" USING btree ("family_member_id") WHERE "prescriptions"."family_member_id" IS NOT NULL;