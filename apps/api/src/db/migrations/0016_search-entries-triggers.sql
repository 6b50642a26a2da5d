-- search_entries follows the tables it is made from (docs/product-rules.md#one-search): triggers on
-- doctors, specialties, search_terms (aliases and symptoms), products (one row per distinct medicine
-- name and per distinct salt, not per pack), brands, lab_items and lab_parameters. Inserts are handled per
-- statement (a seed of 250,000 products is one set-based insert), updates of the searched columns and
-- deletes per row. Then the rows already there are copied in.
CREATE OR REPLACE FUNCTION search_normalize(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(regexp_replace(btrim(coalesce(t, '')), '\s+', ' ', 'g')) $$;
--> statement-breakpoint
-- A medicine's name and salt are looked up by their exact text when the product that stands for them goes.
CREATE INDEX IF NOT EXISTS "products_name_idx" ON "products" USING btree ("name");
--> statement-breakpoint

-- Doctors ------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION search_doctors_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
  SELECT 'doctor', 'Dr. ' || n.name, s.name, search_normalize(n.name), n.id, n.id, n.review_count
  FROM new_rows n JOIN specialties s ON s.id = n.specialty_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_doctors_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_entries WHERE source_id = OLD.id AND kind = 'doctor';
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
    SELECT 'doctor', 'Dr. ' || NEW.name, s.name, search_normalize(NEW.name), NEW.id, NEW.id, NEW.review_count
    FROM specialties s WHERE s.id = NEW.specialty_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_doctors_insert AFTER INSERT ON doctors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_doctors_insert();
--> statement-breakpoint
CREATE TRIGGER search_doctors_update AFTER UPDATE OF name, specialty_id ON doctors
  FOR EACH ROW EXECUTE FUNCTION search_doctors_change();
--> statement-breakpoint
CREATE TRIGGER search_doctors_delete AFTER DELETE ON doctors
  FOR EACH ROW EXECUTE FUNCTION search_doctors_change();
--> statement-breakpoint

-- Specialties, their aliases and symptoms (search_terms rows of kind 'specialty' and 'symptom') -----------
CREATE OR REPLACE FUNCTION search_specialties_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_entries WHERE source_id = OLD.id AND kind = 'specialty';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
    VALUES ('specialty', NEW.name, 'Specialty', search_normalize(NEW.name), NEW.slug, NEW.id, 100)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_specialties_change AFTER INSERT OR DELETE OR UPDATE OF name, slug ON specialties
  FOR EACH ROW EXECUTE FUNCTION search_specialties_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_entries WHERE source_id = 'st:' || OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.kind IN ('specialty', 'symptom') THEN
    INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
    SELECT NEW.kind,
           CASE WHEN NEW.kind = 'symptom' THEN initcap(NEW.term) ELSE s.name END,
           CASE WHEN NEW.kind = 'symptom' THEN s.name ELSE initcap(NEW.term) END,
           search_normalize(NEW.term), s.slug, 'st:' || NEW.id, 50
    FROM specialties s WHERE s.id = NEW.specialty_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_terms_change AFTER INSERT OR DELETE OR UPDATE ON search_terms
  FOR EACH ROW EXECUTE FUNCTION search_terms_change();
--> statement-breakpoint

-- Products: one entry per distinct name and per distinct salt, standing for one product each ------------
CREATE OR REPLACE FUNCTION search_products_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
  SELECT DISTINCT ON (search_normalize(n.name))
         'medicine', n.name, coalesce(n.salt_composition, n.manufacturer), search_normalize(n.name), n.id, n.id,
         n.total_sold
  FROM new_rows n
  WHERE NOT EXISTS (
    SELECT 1 FROM search_entries e WHERE e.kind = 'medicine' AND e.normalized = search_normalize(n.name))
  ORDER BY search_normalize(n.name), n.total_sold DESC, n.id
  ON CONFLICT DO NOTHING;
  INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
  SELECT DISTINCT ON (search_normalize(n.salt_composition))
         'salt', n.salt_composition, 'Salt', search_normalize(n.salt_composition), n.salt_composition, n.id, 0
  FROM new_rows n
  WHERE n.salt_composition IS NOT NULL AND btrim(n.salt_composition) <> ''
    AND NOT EXISTS (
      SELECT 1 FROM search_entries e WHERE e.kind = 'salt' AND e.normalized = search_normalize(n.salt_composition))
  ORDER BY search_normalize(n.salt_composition), n.id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The product that stood for a name or salt changed or went: another product with it takes its place.
CREATE OR REPLACE FUNCTION search_products_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM search_entries WHERE source_id = OLD.id AND kind IN ('medicine', 'salt')) THEN
      DELETE FROM search_entries WHERE source_id = OLD.id AND kind IN ('medicine', 'salt');
      INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
      SELECT 'medicine', p.name, coalesce(p.salt_composition, p.manufacturer), search_normalize(p.name), p.id,
             p.id, p.total_sold
      FROM products p WHERE p.name = OLD.name AND p.id <> OLD.id
      ORDER BY p.total_sold DESC, p.id LIMIT 1
      ON CONFLICT DO NOTHING;
      IF OLD.salt_composition IS NOT NULL THEN
        INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
        SELECT 'salt', p.salt_composition, 'Salt', search_normalize(p.salt_composition), p.salt_composition, p.id, 0
        FROM products p WHERE p.salt_composition = OLD.salt_composition AND p.id <> OLD.id
        ORDER BY p.id LIMIT 1
        ON CONFLICT DO NOTHING;
      END IF;
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
    SELECT 'medicine', NEW.name, coalesce(NEW.salt_composition, NEW.manufacturer), search_normalize(NEW.name),
           NEW.id, NEW.id, NEW.total_sold
    WHERE NOT EXISTS (
      SELECT 1 FROM search_entries e WHERE e.kind = 'medicine' AND e.normalized = search_normalize(NEW.name))
    ON CONFLICT DO NOTHING;
    INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
    SELECT 'salt', NEW.salt_composition, 'Salt', search_normalize(NEW.salt_composition), NEW.salt_composition,
           NEW.id, 0
    WHERE NEW.salt_composition IS NOT NULL AND btrim(NEW.salt_composition) <> '' AND NOT EXISTS (
      SELECT 1 FROM search_entries e WHERE e.kind = 'salt' AND e.normalized = search_normalize(NEW.salt_composition))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_products_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_products_insert();
--> statement-breakpoint
CREATE TRIGGER search_products_update AFTER UPDATE OF name, salt_composition ON products
  FOR EACH ROW EXECUTE FUNCTION search_products_change();
--> statement-breakpoint
CREATE TRIGGER search_products_delete AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION search_products_change();
--> statement-breakpoint

-- Brands -------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION search_brands_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_entries WHERE source_id = OLD.id AND kind = 'brand';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
    VALUES ('brand', NEW.name, NEW.manufacturer, search_normalize(NEW.name), NEW.id, NEW.id,
            CASE WHEN NEW.is_top THEN 10 ELSE 0 END)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_brands_change AFTER INSERT OR DELETE OR UPDATE OF name, manufacturer ON brands
  FOR EACH ROW EXECUTE FUNCTION search_brands_change();
--> statement-breakpoint

-- Lab tests and packages, by name and alias; tests also by the parameters they measure -------------------
CREATE OR REPLACE FUNCTION search_lab_items_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_entries WHERE source_id = OLD.id AND kind IN ('lab_test', 'lab_package');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
    SELECT CASE WHEN NEW.type = 'package' THEN 'lab_package' ELSE 'lab_test' END, NEW.name,
           CASE WHEN a.alias = NEW.name THEN NEW.summary ELSE 'Also called ' || a.alias END,
           search_normalize(a.alias), NEW.slug, NEW.id, NEW.popularity
    FROM unnest(array_prepend(NEW.name, NEW.aliases)) AS a(alias)
    WHERE btrim(a.alias) <> ''
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_lab_items_change AFTER INSERT OR DELETE OR UPDATE OF name, aliases, slug, type ON lab_items
  FOR EACH ROW EXECUTE FUNCTION search_lab_items_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_lab_parameters_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_entries WHERE source_id = 'lp:' || OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
    SELECT 'lab_test', i.name, 'Measures ' || NEW.name, search_normalize(NEW.name), i.slug, 'lp:' || NEW.id,
           i.popularity - 1
    FROM lab_items i WHERE i.id = NEW.test_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_lab_parameters_change AFTER INSERT OR DELETE OR UPDATE OF name ON lab_parameters
  FOR EACH ROW EXECUTE FUNCTION search_lab_parameters_change();
--> statement-breakpoint

-- What is already there -----------------------------------------------------------------------------------
INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
SELECT 'doctor', 'Dr. ' || d.name, s.name, search_normalize(d.name), d.id, d.id, d.review_count
FROM doctors d JOIN specialties s ON s.id = d.specialty_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
SELECT 'specialty', s.name, 'Specialty', search_normalize(s.name), s.slug, s.id, 100 FROM specialties s
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
SELECT t.kind,
       CASE WHEN t.kind = 'symptom' THEN initcap(t.term) ELSE s.name END,
       CASE WHEN t.kind = 'symptom' THEN s.name ELSE initcap(t.term) END,
       search_normalize(t.term), s.slug, 'st:' || t.id, 50
FROM search_terms t JOIN specialties s ON s.id = t.specialty_id
WHERE t.kind IN ('specialty', 'symptom')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
SELECT DISTINCT ON (search_normalize(p.name))
       'medicine', p.name, coalesce(p.salt_composition, p.manufacturer), search_normalize(p.name), p.id, p.id,
       p.total_sold
FROM products p
ORDER BY search_normalize(p.name), p.total_sold DESC, p.id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
SELECT DISTINCT ON (search_normalize(p.salt_composition))
       'salt', p.salt_composition, 'Salt', search_normalize(p.salt_composition), p.salt_composition, p.id, 0
FROM products p
WHERE p.salt_composition IS NOT NULL AND btrim(p.salt_composition) <> ''
ORDER BY search_normalize(p.salt_composition), p.id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
SELECT 'brand', b.name, b.manufacturer, search_normalize(b.name), b.id, b.id, CASE WHEN b.is_top THEN 10 ELSE 0 END
FROM brands b
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
SELECT CASE WHEN i.type = 'package' THEN 'lab_package' ELSE 'lab_test' END, i.name,
       CASE WHEN a.alias = i.name THEN i.summary ELSE 'Also called ' || a.alias END,
       search_normalize(a.alias), i.slug, i.id, i.popularity
FROM lab_items i CROSS JOIN LATERAL unnest(array_prepend(i.name, i.aliases)) AS a(alias)
WHERE btrim(a.alias) <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
SELECT 'lab_test', i.name, 'Measures ' || p.name, search_normalize(p.name), i.slug, 'lp:' || p.id, i.popularity - 1
FROM lab_parameters p JOIN lab_items i ON i.id = p.test_id
ON CONFLICT DO NOTHING;
