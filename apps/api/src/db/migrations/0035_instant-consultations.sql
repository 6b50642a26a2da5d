ALTER TABLE "appointments" DROP CONSTRAINT "appointments_via";--> statement-breakpoint
CREATE INDEX "calls_appointment_idx" ON "calls" USING btree ("appointment_id") WHERE "calls"."appointment_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_via" CHECK ("appointments"."booked_via" IN ('online', 'desk', 'instant'));--> statement-breakpoint
-- A "consult now" consultation (booked_via 'instant') is a paid right to call the doctor for half an hour,
-- not a block of the doctor's calendar: calls are one at a time by calls_one_live_per_doctor, so it does not
-- hold the doctor's time against booked slots or other patients' instant consultations. The same person is
-- still never in two consultations at once (appointments_patient_no_overlap is unchanged).
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_doctor_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" IN ('booked', 'completed') AND "booked_via" <> 'instant');
