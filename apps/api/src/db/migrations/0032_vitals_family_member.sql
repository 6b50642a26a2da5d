ALTER TABLE "vitals" ADD COLUMN "family_member_id" text;--> statement-breakpoint
ALTER TABLE "vitals" ADD CONSTRAINT "vitals_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Vitals recorded at a family member's appointment were stored as the account holder's: they are the member's.
UPDATE "vitals" SET "family_member_id" = a."family_member_id" FROM "appointments" a WHERE a."id" = "vitals"."appointment_id" AND a."family_member_id" IS NOT NULL AND "vitals"."family_member_id" IS NULL;
