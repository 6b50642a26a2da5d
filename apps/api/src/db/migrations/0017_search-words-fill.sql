-- search_words holds every distinct word (3+ characters) of search_entries.normalized, for correcting typos
-- with a trigram search over a small table (docs/product-rules.md#one-search). Added per statement as
-- entries arrive; never removed.
CREATE OR REPLACE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows n CROSS JOIN LATERAL regexp_split_to_table(n.normalized, '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_entries_words AFTER INSERT ON search_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM search_entries e CROSS JOIN LATERAL regexp_split_to_table(e.normalized, '[^[:alnum:]]+') AS w
WHERE length(w) >= 3
ON CONFLICT DO NOTHING;
