-- Invariants drizzle-kit cannot express. The database, not only the code, refuses double bookings.
-- Two active appointments (booked or completed) never hold the same doctor at overlapping times...
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" IN ('booked', 'completed'));
--> statement-breakpoint
-- ...nor the same patient.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_no_overlap"
  EXCLUDE USING gist ("patient_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" IN ('booked', 'completed'));
--> statement-breakpoint
-- A doctor's weekly hours do not overlap within a day, and leave periods do not overlap.
ALTER TABLE "doctor_schedules" ADD CONSTRAINT "doctor_schedules_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, "weekday" WITH =, int4range("start_minute", "end_minute") WITH &&);
--> statement-breakpoint
ALTER TABLE "doctor_leaves" ADD CONSTRAINT "doctor_leaves_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&);
--> statement-breakpoint
-- A doctor's rating is the real average of their reviews (null with none), kept by the database.
CREATE OR REPLACE FUNCTION doctors_refresh_rating(target text) RETURNS void AS $$
BEGIN
  UPDATE "doctors" d
     SET "rating_avg" = s.avg, "review_count" = s.cnt
    FROM (SELECT round(avg("rating")::numeric, 2) AS avg, count(*)::int AS cnt
            FROM "reviews" WHERE "doctor_id" = target) s
   WHERE d."id" = target;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_refresh_rating() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM doctors_refresh_rating(NEW."doctor_id");
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND (TG_OP = 'DELETE' OR OLD."doctor_id" <> NEW."doctor_id") THEN
    PERFORM doctors_refresh_rating(OLD."doctor_id");
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "reviews_rating" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION reviews_refresh_rating();
