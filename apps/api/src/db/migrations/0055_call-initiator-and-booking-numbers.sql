-- Who rang a call: the patient (consult now, or their appointment) or, from the desk, the doctor of a booked
-- video or audio appointment (modules/calls/call-patient.ts). Every existing call was rung by its patient.
ALTER TABLE "calls" ADD COLUMN "initiated_by" text DEFAULT 'patient' NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_initiated_by" CHECK ("calls"."initiated_by" IN ('patient', 'doctor'));
--> statement-breakpoint
-- Every appointment gets a booking number, APT-<year>-<number>, the reference its confirmation, My Appointments and
-- the desks show and a patient quotes (docs/product-rules.md#appointments): the year of booking in India and
-- the sequence, six digits at least (never cut: a seventh digit is kept). The database gives it on insert,
-- so every path that books, the seeds and the tests' fixtures alike get one; appointments made before this
-- migration carry the year they were booked in.
CREATE SEQUENCE "public"."appointment_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE FUNCTION next_appointment_number() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'APT-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(n::text, greatest(6, length(n::text)), '0')
  FROM (SELECT nextval('appointment_number_seq') AS n) AS next
$$;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booking_number" text DEFAULT next_appointment_number() NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booking_number_unique" UNIQUE("booking_number");--> statement-breakpoint
UPDATE "appointments" SET "booking_number" = 'APT-' || to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYYY') || substr("booking_number", 9);
