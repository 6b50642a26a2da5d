ALTER TABLE "labs" ADD COLUMN "menu_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "pin_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "lab_items_popularity_idx" ON "lab_items" USING btree ("popularity" DESC NULLS LAST,"id");--> statement-breakpoint
-- A lab's active menu lines and pin codes, kept on write (docs/product-rules.md#catalogue-counts): statement
-- triggers with transition tables, so the scale seed's one INSERT of 487,000 menu lines updates each lab once.
CREATE OR REPLACE FUNCTION lab_menu_count_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE labs SET menu_count = menu_count + d.n
      FROM (SELECT lab_id, count(*)::int AS n FROM new_rows WHERE active GROUP BY lab_id) d
     WHERE labs.id = d.lab_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE labs SET menu_count = menu_count - d.n
      FROM (SELECT lab_id, count(*)::int AS n FROM old_rows WHERE active GROUP BY lab_id) d
     WHERE labs.id = d.lab_id;
  ELSE
    UPDATE labs SET menu_count = menu_count + d.n
      FROM (SELECT lab_id, sum(n)::int AS n FROM (
              SELECT lab_id, count(*) AS n FROM new_rows WHERE active GROUP BY lab_id
              UNION ALL
              SELECT lab_id, -count(*) AS n FROM old_rows WHERE active GROUP BY lab_id) x
            GROUP BY lab_id HAVING sum(n) <> 0) d
     WHERE labs.id = d.lab_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lab_menu_count_insert" AFTER INSERT ON "lab_menu"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_menu_count_sync();--> statement-breakpoint
CREATE TRIGGER "lab_menu_count_update" AFTER UPDATE ON "lab_menu"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_menu_count_sync();--> statement-breakpoint
CREATE TRIGGER "lab_menu_count_delete" AFTER DELETE ON "lab_menu"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_menu_count_sync();--> statement-breakpoint
CREATE OR REPLACE FUNCTION lab_pin_count_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE labs SET pin_count = pin_count + d.n
      FROM (SELECT lab_id, count(*)::int AS n FROM new_rows GROUP BY lab_id) d WHERE labs.id = d.lab_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE labs SET pin_count = pin_count - d.n
      FROM (SELECT lab_id, count(*)::int AS n FROM old_rows GROUP BY lab_id) d WHERE labs.id = d.lab_id;
  ELSE
    UPDATE labs SET pin_count = pin_count + d.n
      FROM (SELECT lab_id, sum(n)::int AS n FROM (
              SELECT lab_id, count(*) AS n FROM new_rows GROUP BY lab_id
              UNION ALL
              SELECT lab_id, -count(*) AS n FROM old_rows GROUP BY lab_id) x
            GROUP BY lab_id HAVING sum(n) <> 0) d
     WHERE labs.id = d.lab_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lab_pin_count_insert" AFTER INSERT ON "lab_pin_codes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_pin_count_sync();--> statement-breakpoint
CREATE TRIGGER "lab_pin_count_update" AFTER UPDATE ON "lab_pin_codes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_pin_count_sync();--> statement-breakpoint
CREATE TRIGGER "lab_pin_count_delete" AFTER DELETE ON "lab_pin_codes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_pin_count_sync();--> statement-breakpoint
UPDATE labs SET
  menu_count = (SELECT count(*) FROM lab_menu m WHERE m.lab_id = labs.id AND m.active),
  pin_count = (SELECT count(*) FROM lab_pin_codes p WHERE p.lab_id = labs.id);
