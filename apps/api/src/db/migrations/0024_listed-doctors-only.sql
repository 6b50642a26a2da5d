-- Only doctors whose registration an admin has checked are listed (docs/product-rules.md#doctor-onboarding),
-- so only they count in a specialty's doctor_count (docs/product-rules.md#catalogue-counts) and only they
-- are suggested by the one search (docs/product-rules.md#one-search). A doctor onboarded unchecked is
-- counted and suggested from the moment the check is recorded, and no longer if it is withdrawn.
CREATE OR REPLACE FUNCTION specialties_doctor_count_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE specialties s SET doctor_count = s.doctor_count + d.n
      FROM (SELECT specialty_id, count(*)::int AS n FROM new_rows
             WHERE registration_verified_at IS NOT NULL GROUP BY 1) d
     WHERE s.id = d.specialty_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE specialties s SET doctor_count = s.doctor_count - d.n
      FROM (SELECT specialty_id, count(*)::int AS n FROM old_rows
             WHERE registration_verified_at IS NOT NULL GROUP BY 1) d
     WHERE s.id = d.specialty_id;
  ELSE
    -- A doctor moves a count when their specialty changes or their check is recorded or withdrawn (a
    -- rating update moves none). The minus is applied with the plus in one UPDATE per specialty.
    UPDATE specialties s SET doctor_count = s.doctor_count + d.n
      FROM (SELECT specialty_id, sum(n)::int AS n
              FROM (SELECT nr.specialty_id, 1 AS n FROM new_rows nr JOIN old_rows o ON o.id = nr.id
                     WHERE nr.registration_verified_at IS NOT NULL
                       AND (o.registration_verified_at IS NULL OR nr.specialty_id <> o.specialty_id)
                    UNION ALL
                    SELECT o.specialty_id, -1 FROM new_rows nr JOIN old_rows o ON o.id = nr.id
                     WHERE o.registration_verified_at IS NOT NULL
                       AND (nr.registration_verified_at IS NULL OR nr.specialty_id <> o.specialty_id)) c
             GROUP BY 1 HAVING sum(n) <> 0) d
     WHERE s.id = d.specialty_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
UPDATE specialties s SET doctor_count = (
  SELECT count(*)::int FROM doctors d WHERE d.specialty_id = s.id AND d.registration_verified_at IS NOT NULL);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_doctors_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
  SELECT 'doctor', 'Dr. ' || n.name, s.name, search_normalize(n.name), n.id, n.id, n.review_count
  FROM new_rows n JOIN specialties s ON s.id = n.specialty_id
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
    SELECT 'doctor', 'Dr. ' || NEW.name, s.name, search_normalize(NEW.name), NEW.id, NEW.id, NEW.review_count
    FROM specialties s WHERE s.id = NEW.specialty_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_doctors_update ON doctors;
--> statement-breakpoint
CREATE TRIGGER search_doctors_update AFTER UPDATE OF name, specialty_id, registration_verified_at ON doctors
  FOR EACH ROW EXECUTE FUNCTION search_doctors_change();
--> statement-breakpoint
DELETE FROM search_entries e USING doctors d
 WHERE e.kind = 'doctor' AND e.source_id = d.id AND d.registration_verified_at IS NULL;
