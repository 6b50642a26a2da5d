-- Doctors per specialty kept on write (docs/product-rules.md#catalogue-counts): statement triggers with
-- transition tables, so a bulk insert (seed, seed:scale) adds its counts once per statement.
CREATE OR REPLACE FUNCTION specialties_doctor_count_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE specialties s SET doctor_count = s.doctor_count + d.n
      FROM (SELECT specialty_id, count(*)::int AS n FROM new_rows GROUP BY 1) d
     WHERE s.id = d.specialty_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE specialties s SET doctor_count = s.doctor_count - d.n
      FROM (SELECT specialty_id, count(*)::int AS n FROM old_rows GROUP BY 1) d
     WHERE s.id = d.specialty_id;
  ELSE
    -- Only doctors whose specialty changed move a count (a rating update touches no specialty).
    UPDATE specialties s SET doctor_count = s.doctor_count + d.n
      FROM (SELECT specialty_id, sum(n)::int AS n
              FROM (SELECT nr.specialty_id, 1 AS n FROM new_rows nr JOIN old_rows o ON o.id = nr.id
                     WHERE nr.specialty_id <> o.specialty_id
                    UNION ALL
                    SELECT o.specialty_id, -1 FROM new_rows nr JOIN old_rows o ON o.id = nr.id
                     WHERE nr.specialty_id <> o.specialty_id) c
             GROUP BY 1) d
     WHERE s.id = d.specialty_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "doctors_count_insert" AFTER INSERT ON "doctors"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION specialties_doctor_count_apply();
--> statement-breakpoint
CREATE TRIGGER "doctors_count_update" AFTER UPDATE ON "doctors"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION specialties_doctor_count_apply();
--> statement-breakpoint
CREATE TRIGGER "doctors_count_delete" AFTER DELETE ON "doctors"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION specialties_doctor_count_apply();
--> statement-breakpoint
UPDATE specialties s SET doctor_count = (SELECT count(*)::int FROM doctors d WHERE d.specialty_id = s.id);
