-- Every GIN index without a pending list (docs/bench.md#india-size, round 9). With fastupdate on (the default)
-- new entries wait in an unsorted list that every search reads whole until VACUUM merges it, and PGlite runs
-- no autovacuum: at India size the trade names' index (product_counts_stem_trgm) carried 454 pending pages,
-- and medicine search read them on every request (16 ms -> 1 ms once merged). Indexes made later are held to
-- this by test/gin-indexes.test.ts. Turning fastupdate off keeps what is pending, so each list is merged here.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT c.oid::regclass AS idx
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_am a ON a.oid = c.relam
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE a.amname = 'gin' AND n.nspname = current_schema()
  LOOP
    EXECUTE format('ALTER INDEX %s SET (fastupdate = off)', r.idx);
    PERFORM gin_clean_pending_list(r.idx);
  END LOOP;
END
$$;
