-- doctor_counts_apply (0047) again, taking the rows of doctor_counts one (city, specialty) pair at a time in
-- one order. Its UPDATE .. FROM and INSERT .. SELECT touched the pairs in whatever order their plans gave, so
-- two statements moving doctors between the same two pairs at once (one locking A then inserting B, the
-- other the reverse) deadlocked on PostgreSQL. Every transaction now locks pairs in (city, specialty_id)
-- order, so no two statements can wait on each other in a cycle.
CREATE OR REPLACE FUNCTION doctor_counts_apply() RETURNS trigger AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT city, specialty_id, count(*)::int AS n FROM new_rows
              WHERE registration_verified_at IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2 LOOP
      INSERT INTO doctor_counts AS c (city, specialty_id, n) VALUES (r.city, r.specialty_id, r.n)
      ON CONFLICT (city, specialty_id) DO UPDATE SET n = c.n + excluded.n;
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR r IN SELECT city, specialty_id, count(*)::int AS n FROM old_rows
              WHERE registration_verified_at IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2 LOOP
      UPDATE doctor_counts SET n = n - r.n WHERE city = r.city AND specialty_id = r.specialty_id;
    END LOOP;
  ELSE
    -- Each listed row counts +1 where it is now and -1 where it was: a rating update nets to nothing. A pair
    -- that exists is updated; a new pair (a plus) is inserted. An INSERT .. ON CONFLICT cannot carry the
    -- minus: the CHECK (n >= 0) is tested on the row it would insert, before the conflict.
    FOR r IN SELECT city, specialty_id, sum(n)::int AS n
               FROM (SELECT city, specialty_id, 1 AS n FROM new_rows WHERE registration_verified_at IS NOT NULL
                     UNION ALL
                     SELECT city, specialty_id, -1 FROM old_rows WHERE registration_verified_at IS NOT NULL) m
              GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2 LOOP
      UPDATE doctor_counts SET n = n + r.n WHERE city = r.city AND specialty_id = r.specialty_id;
      IF NOT FOUND AND r.n > 0 THEN
        INSERT INTO doctor_counts AS c (city, specialty_id, n) VALUES (r.city, r.specialty_id, r.n)
        ON CONFLICT (city, specialty_id) DO UPDATE SET n = c.n + excluded.n;
      END IF;
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
