-- A doctor's suggestion line names the city beside the specialty ('Cardiology · Pune'), so namesakes at India
-- size (modules/search/QUERY-PLANS.md) read apart in the search box instead of as identical lines. doctors.city
-- is the clinic's city (migration doctor-city-triggers), so a clinic moving city rewrites its doctors'
-- entries through the update trigger below.
CREATE OR REPLACE FUNCTION search_doctor_detail(specialty text, city text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT concat_ws(' · ', specialty, nullif(city, '')) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_doctors_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
  SELECT 'doctor', 'Dr. ' || n.name, search_doctor_detail(s.name, n.city), k.key, n.id, n.id, n.review_count
  FROM new_rows n JOIN specialties s ON s.id = n.specialty_id
  CROSS JOIN LATERAL unnest(search_name_keys(n.name)) AS k(key)
  WHERE n.registration_verified_at IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_doctors_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_entries WHERE source_id = OLD.id AND kind = 'doctor';
  IF TG_OP = 'UPDATE' AND NEW.registration_verified_at IS NOT NULL THEN
    INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
    SELECT 'doctor', 'Dr. ' || NEW.name, search_doctor_detail(s.name, NEW.city), k.key, NEW.id, NEW.id, NEW.review_count
    FROM specialties s CROSS JOIN LATERAL unnest(search_name_keys(NEW.name)) AS k(key)
    WHERE s.id = NEW.specialty_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_doctors_update ON doctors;
--> statement-breakpoint
CREATE TRIGGER search_doctors_update AFTER UPDATE OF name, specialty_id, registration_verified_at, city ON doctors
  FOR EACH ROW EXECUTE FUNCTION search_doctors_change();
--> statement-breakpoint
UPDATE search_entries e SET detail = search_doctor_detail(s.name, d.city)
  FROM doctors d JOIN specialties s ON s.id = d.specialty_id
 WHERE e.kind = 'doctor' AND e.source_id = d.id AND e.detail IS DISTINCT FROM search_doctor_detail(s.name, d.city);
