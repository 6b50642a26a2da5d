-- One appointment at a time per person, not per account (docs/product-rules.md#appointments, lib/person.ts):
-- the person is the account holder, one of their family members, or someone else the holder booked for by
-- name (patient_for = 'other', no family member), told apart by the name as lib/person.ts personName
-- compares it. The holder and someone they book for by name may now be booked at the same time; the same
-- person (the same name, whatever its case or spacing) is still never double-booked, whatever the timing.
-- Every pair of rows the old constraint allowed is allowed by this one, so existing rows satisfy it.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_patient_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_no_overlap"
  EXCLUDE USING gist (
    "patient_id" WITH =,
    (CASE
      WHEN "family_member_id" IS NOT NULL THEN 'member:' || "family_member_id"
      WHEN "patient_for" = 'self' THEN 'self'
      ELSE 'other:' || lower(btrim(regexp_replace("patient_name", '\s+', ' ', 'g')))
    END) WITH =,
    tstzrange("starts_at", "ends_at", '[)') WITH &&
  )
  WHERE ("status" IN ('booked', 'completed'));
