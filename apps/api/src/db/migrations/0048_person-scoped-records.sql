ALTER TABLE "appointments" ADD COLUMN "patient_for" text DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "vitals" ADD COLUMN "patient_for" text DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_for" CHECK ("appointments"."patient_for" IN ('self', 'other'));--> statement-breakpoint
ALTER TABLE "vitals" ADD CONSTRAINT "vitals_patient_for" CHECK ("vitals"."patient_for" IN ('self', 'other'));--> statement-breakpoint
-- A family member's appointments, and those booked under another name than the account's (someone else, typed in), are not the holder's.
UPDATE "appointments" SET "patient_for" = 'other' FROM "users" u WHERE u."id" = "appointments"."patient_id" AND ("appointments"."family_member_id" IS NOT NULL OR lower(regexp_replace(trim("appointments"."patient_name"), '\s+', ' ', 'g')) <> lower(regexp_replace(trim(u."name"), '\s+', ' ', 'g')));--> statement-breakpoint
-- Vitals taken at such an appointment are not the holder's either.
UPDATE "vitals" SET "patient_for" = 'other' FROM "appointments" a WHERE a."id" = "vitals"."appointment_id" AND a."patient_for" = 'other';
