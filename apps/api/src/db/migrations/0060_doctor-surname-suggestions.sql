-- A doctor is suggested by any word of their name that starts it, not only the first (docs/product-rules.md#one-search):
-- 'sharma' suggests Dr. Priya Sharma as the doctors' results tab finds her. Each listed doctor has one
-- search_entries row per word of the name read from that word on ('priya sharma', then 'sharma priya'), all
-- with the same label and target, so the prefix scan of search_entries_prefix (modules/search/QUERY-PLANS.md)
-- serves surnames too, bounded by its LIMIT however many Sharmas there are. Initials ('a.', 'k') start none.
CREATE OR REPLACE FUNCTION search_name_keys(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(array_to_string(w[i:] || w[:i - 1], ' ') ORDER BY i), array[]::text[])
      FROM (SELECT string_to_array(search_normalize(t), ' ') AS w) a
      CROSS JOIN LATERAL generate_subscripts(a.w, 1) AS i
     WHERE a.w[i] <> '' AND (i = 1 OR length(regexp_replace(a.w[i], '[^[:alpha:]]', '', 'g')) >= 2)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_doctors_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
  SELECT 'doctor', 'Dr. ' || n.name, s.name, k.key, n.id, n.id, n.review_count
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
    SELECT 'doctor', 'Dr. ' || NEW.name, s.name, k.key, NEW.id, NEW.id, NEW.review_count
    FROM specialties s CROSS JOIN LATERAL unnest(search_name_keys(NEW.name)) AS k(key)
    WHERE s.id = NEW.specialty_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The doctors already listed: their other keys beside the row they have (set-based, as the seed's inserts).
INSERT INTO search_entries (kind, label, detail, normalized, target, source_id, weight)
SELECT 'doctor', e.label, e.detail, k.key, e.target, e.source_id, e.weight
  FROM search_entries e
  JOIN doctors d ON d.id = e.source_id
  CROSS JOIN LATERAL unnest(search_name_keys(d.name)) AS k(key)
 WHERE e.kind = 'doctor' AND e.normalized = search_normalize(d.name) AND k.key <> e.normalized
ON CONFLICT DO NOTHING;
