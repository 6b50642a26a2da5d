-- doctors.city is the clinic's city, kept by triggers (docs/bench.md#india-size): a listing by city and
-- specialty is then one index range on doctors. Every write path goes through these: a doctor inserted
-- or moved to another clinic takes the clinic's city (a city written directly is overwritten), and a
-- clinic whose city changes carries its doctors along.
CREATE OR REPLACE FUNCTION doctors_city_from_clinic() RETURNS trigger AS $$
BEGIN
  -- An unknown clinic leaves '' so the foreign key refuses the row (a 400), not NOT NULL (a 500).
  NEW.city := coalesce((SELECT c.city FROM clinics c WHERE c.id = NEW.clinic_id), '');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "doctors_city_insert" BEFORE INSERT ON "doctors"
  FOR EACH ROW EXECUTE FUNCTION doctors_city_from_clinic();
--> statement-breakpoint
CREATE TRIGGER "doctors_city_update" BEFORE UPDATE OF clinic_id, city ON "doctors"
  FOR EACH ROW EXECUTE FUNCTION doctors_city_from_clinic();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clinics_city_to_doctors() RETURNS trigger AS $$
BEGIN
  UPDATE doctors d SET city = n.city
    FROM new_rows n
   WHERE d.clinic_id = n.id AND d.city IS DISTINCT FROM n.city;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "clinics_city_update" AFTER UPDATE ON "clinics"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clinics_city_to_doctors();
--> statement-breakpoint
UPDATE doctors d SET city = c.city FROM clinics c WHERE c.id = d.clinic_id AND d.city IS DISTINCT FROM c.city;
--> statement-breakpoint
ANALYZE doctors;
