-- One person cannot hold two overlapping appointments, but a parent books for several people
-- (docs/product-rules.md#appointments): the person is the account and the family member it is for (none for
-- the holder), so a parent may book two members, or themself and a member, at the same time with different
-- doctors; the same person is still never double-booked, whatever the timing.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_patient_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_no_overlap"
  EXCLUDE USING gist (
    "patient_id" WITH =,
    (coalesce("family_member_id", '')) WITH =,
    tstzrange("starts_at", "ends_at", '[)') WITH &&
  )
  WHERE ("status" IN ('booked', 'completed'));
