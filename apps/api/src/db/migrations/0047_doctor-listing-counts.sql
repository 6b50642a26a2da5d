CREATE TABLE "doctor_counts" (
	"city" text NOT NULL,
	"specialty_id" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "doctor_counts_city_specialty_id_pk" PRIMARY KEY("city","specialty_id"),
	CONSTRAINT "doctor_counts_n" CHECK ("doctor_counts"."n" >= 0)
);
--> statement-breakpoint
ALTER TABLE "doctor_counts" ADD CONSTRAINT "doctor_counts_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_counts_specialty_idx" ON "doctor_counts" USING btree ("specialty_id");--> statement-breakpoint
-- Kept on write (docs/product-rules.md#catalogue-counts): every statement that inserts, updates or deletes
-- doctors moves the counts of the (city, specialty) pairs its listed rows leave and join. doctors.city follows
-- the clinic's city by triggers, so a clinic moving city moves its doctors' counts through the same UPDATE.
CREATE OR REPLACE FUNCTION doctor_counts_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO doctor_counts AS c (city, specialty_id, n)
    SELECT city, specialty_id, count(*)::int FROM new_rows
     WHERE registration_verified_at IS NOT NULL GROUP BY 1, 2
    ON CONFLICT (city, specialty_id) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE doctor_counts c SET n = c.n - d.n
      FROM (SELECT city, specialty_id, count(*)::int AS n FROM old_rows
             WHERE registration_verified_at IS NOT NULL GROUP BY 1, 2) d
     WHERE c.city = d.city AND c.specialty_id = d.specialty_id;
  ELSE
    -- Each listed row counts +1 where it is now and -1 where it was: a rating update nets to nothing. Pairs
    -- that exist are updated; a new pair (a plus) is inserted. An INSERT .. ON CONFLICT cannot carry the
    -- minus: the CHECK (n >= 0) is tested on the row it would insert, before the conflict.
    WITH d AS (
      SELECT city, specialty_id, sum(n)::int AS n
        FROM (SELECT city, specialty_id, 1 AS n FROM new_rows WHERE registration_verified_at IS NOT NULL
              UNION ALL
              SELECT city, specialty_id, -1 FROM old_rows WHERE registration_verified_at IS NOT NULL) m
       GROUP BY 1, 2 HAVING sum(n) <> 0
    ), updated AS (
      UPDATE doctor_counts c SET n = c.n + d.n FROM d
       WHERE c.city = d.city AND c.specialty_id = d.specialty_id
      RETURNING c.city, c.specialty_id
    )
    INSERT INTO doctor_counts AS c (city, specialty_id, n)
    SELECT d.city, d.specialty_id, d.n FROM d
     WHERE d.n > 0
       AND NOT EXISTS (SELECT 1 FROM updated u WHERE u.city = d.city AND u.specialty_id = d.specialty_id)
    ON CONFLICT (city, specialty_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "doctors_city_count_insert" AFTER INSERT ON "doctors"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doctor_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "doctors_city_count_update" AFTER UPDATE ON "doctors"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doctor_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "doctors_city_count_delete" AFTER DELETE ON "doctors"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION doctor_counts_apply();
--> statement-breakpoint
INSERT INTO doctor_counts (city, specialty_id, n)
SELECT city, specialty_id, count(*)::int FROM doctors WHERE registration_verified_at IS NOT NULL GROUP BY 1, 2;
