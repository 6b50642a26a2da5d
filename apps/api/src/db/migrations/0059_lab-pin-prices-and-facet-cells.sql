CREATE TABLE "lab_pin_prices" (
	"pin_code" text NOT NULL,
	"item_id" text NOT NULL,
	"from_price_paise" integer NOT NULL,
	"lab_count" integer NOT NULL,
	CONSTRAINT "lab_pin_prices_pin_code_item_id_pk" PRIMARY KEY("pin_code","item_id")
);
--> statement-breakpoint
ALTER TABLE "lab_pin_prices" ADD CONSTRAINT "lab_pin_prices_item_id_lab_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lab_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_pin_prices_price_idx" ON "lab_pin_prices" USING btree ("pin_code","from_price_paise","item_id");--> statement-breakpoint
-- What a test costs at a pin code, kept on write (docs/product-rules.md#lab-tests): the lowest active menu
-- price among the labs collecting there, and their number. Statement triggers with transition tables on
-- lab_menu and lab_pin_codes recompute the (pin code, item) pairs a statement touched; a bulk statement (the
-- scale seed's 487,000 menu lines) recomputes the whole table in one set-based statement instead.
CREATE OR REPLACE FUNCTION lab_pin_prices_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM lab_pin_prices;
  INSERT INTO lab_pin_prices (pin_code, item_id, from_price_paise, lab_count)
  SELECT p.pin_code, m.item_id, min(m.price_paise), count(*)
    FROM lab_menu m JOIN lab_pin_codes p ON p.lab_id = m.lab_id
   WHERE m.active
   GROUP BY p.pin_code, m.item_id;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lab_pin_prices_refresh(pins text[], items text[]) RETURNS void LANGUAGE sql AS $$
  WITH changed AS (
    SELECT DISTINCT c.pin_code, c.item_id FROM unnest(pins, items) AS c(pin_code, item_id)
  ), fresh AS (
    SELECT c.pin_code, c.item_id, min(m.price_paise) AS price, count(m.lab_id)::int AS n
      FROM changed c
      LEFT JOIN (lab_pin_codes p JOIN lab_menu m ON m.lab_id = p.lab_id AND m.active)
        ON p.pin_code = c.pin_code AND m.item_id = c.item_id
     GROUP BY c.pin_code, c.item_id
  ), gone AS (
    DELETE FROM lab_pin_prices t USING fresh f
     WHERE f.n = 0 AND t.pin_code = f.pin_code AND t.item_id = f.item_id
  )
  INSERT INTO lab_pin_prices (pin_code, item_id, from_price_paise, lab_count)
  SELECT pin_code, item_id, price, n FROM fresh WHERE n > 0
  ON CONFLICT (pin_code, item_id)
  DO UPDATE SET from_price_paise = excluded.from_price_paise, lab_count = excluded.lab_count;
$$;--> statement-breakpoint
-- A menu line added, repriced, taken off or removed: its item at each pin code of its lab.
CREATE OR REPLACE FUNCTION lab_pin_prices_menu_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pins text[];
  items text[];
  touched int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO touched FROM new_rows;
    IF touched > 20000 THEN PERFORM lab_pin_prices_rebuild(); RETURN NULL; END IF;
    SELECT array_agg(p.pin_code), array_agg(r.item_id) INTO pins, items
      FROM (SELECT DISTINCT lab_id, item_id FROM new_rows) r JOIN lab_pin_codes p ON p.lab_id = r.lab_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(*) INTO touched FROM old_rows;
    IF touched > 20000 THEN PERFORM lab_pin_prices_rebuild(); RETURN NULL; END IF;
    SELECT array_agg(p.pin_code), array_agg(r.item_id) INTO pins, items
      FROM (SELECT DISTINCT lab_id, item_id FROM old_rows) r JOIN lab_pin_codes p ON p.lab_id = r.lab_id;
  ELSE
    SELECT count(*) INTO touched FROM new_rows;
    IF touched > 20000 THEN PERFORM lab_pin_prices_rebuild(); RETURN NULL; END IF;
    SELECT array_agg(p.pin_code), array_agg(r.item_id) INTO pins, items
      FROM (SELECT lab_id, item_id FROM new_rows UNION SELECT lab_id, item_id FROM old_rows) r
      JOIN lab_pin_codes p ON p.lab_id = r.lab_id;
  END IF;
  IF pins IS NOT NULL THEN PERFORM lab_pin_prices_refresh(pins, items); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lab_pin_prices_menu_insert" AFTER INSERT ON "lab_menu"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_pin_prices_menu_sync();--> statement-breakpoint
CREATE TRIGGER "lab_pin_prices_menu_update" AFTER UPDATE ON "lab_menu"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_pin_prices_menu_sync();--> statement-breakpoint
CREATE TRIGGER "lab_pin_prices_menu_delete" AFTER DELETE ON "lab_menu"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_pin_prices_menu_sync();--> statement-breakpoint
-- A lab starting or stopping collection at a pin code: its menu's items there (a pin code it left: every item
-- priced there, as the lab's menu may already be gone with it).
CREATE OR REPLACE FUNCTION lab_pin_prices_pin_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pins text[];
  items text[];
BEGIN
  -- A bulk insert (the seeds): the whole table at once.
  IF TG_OP = 'INSERT' THEN
    IF (SELECT count(*) FROM new_rows) > 200 THEN
      PERFORM lab_pin_prices_rebuild();
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT array_agg(n.pin_code), array_agg(m.item_id) INTO pins, items
      FROM (SELECT DISTINCT lab_id, pin_code FROM new_rows) n
      JOIN lab_menu m ON m.lab_id = n.lab_id AND m.active;
    IF pins IS NOT NULL THEN PERFORM lab_pin_prices_refresh(pins, items); END IF;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT array_agg(t.pin_code), array_agg(t.item_id) INTO pins, items
      FROM lab_pin_prices t WHERE t.pin_code IN (SELECT pin_code FROM old_rows);
    IF pins IS NOT NULL THEN PERFORM lab_pin_prices_refresh(pins, items); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lab_pin_prices_pin_insert" AFTER INSERT ON "lab_pin_codes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_pin_prices_pin_sync();--> statement-breakpoint
CREATE TRIGGER "lab_pin_prices_pin_update" AFTER UPDATE ON "lab_pin_codes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_pin_prices_pin_sync();--> statement-breakpoint
CREATE TRIGGER "lab_pin_prices_pin_delete" AFTER DELETE ON "lab_pin_codes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_pin_prices_pin_sync();--> statement-breakpoint
SELECT lab_pin_prices_rebuild();
--> statement-breakpoint
CREATE TABLE "product_facet_cells" (
	"category_id" text NOT NULL,
	"subcategory_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"rx" boolean NOT NULL,
	"price_class" smallint NOT NULL,
	"in_stock" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "product_facet_cells_pk" PRIMARY KEY("category_id","brand_id","subcategory_id","rx","price_class","in_stock"),
	CONSTRAINT "product_facet_cells_n" CHECK ("product_facet_cells"."n" >= 0)
);
--> statement-breakpoint
-- A price's place among the category page's price bucket bounds (packages/contracts PRICE_BUCKETS: ₹25, ₹50,
-- ₹100, inclusive): 0 below ₹25, 1 at ₹25, 2 between ₹25 and ₹50, 3 at ₹50, 4 between ₹50 and ₹100, 5 at
-- ₹100, 6 above. A bucket is a set of classes (priceClassesOf in modules/pharmacy/price-bucket.ts).
CREATE OR REPLACE FUNCTION product_price_class(price_paise integer) RETURNS smallint AS $$
  SELECT (CASE
    WHEN price_paise < 2500 THEN 0 WHEN price_paise = 2500 THEN 1
    WHEN price_paise < 5000 THEN 2 WHEN price_paise = 5000 THEN 3
    WHEN price_paise < 10000 THEN 4 WHEN price_paise = 10000 THEN 5
    ELSE 6 END)::smallint
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Kept on write as product_counts is (migration product-counts-triggers): one statement trigger per event
-- with transition tables, so a bulk insert adds its cells once; an update moves a product between cells
-- only when a faceted column changed (gains and losses of the same cell cancel out). Each product counts in
-- its brand's cell and in the cell of brand '*' (every brand).
CREATE OR REPLACE FUNCTION product_facet_cells_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_facet_cells (category_id, brand_id, subcategory_id, rx, price_class, in_stock, n)
    SELECT p.category_id, b.brand, p.subcategory_id, p.schedule <> 'OTC', product_price_class(p.price_paise),
           p.stock > 0, count(*)::int
      FROM new_rows p CROSS JOIN LATERAL (VALUES (p.brand_id), ('*')) AS b(brand)
     GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT product_facet_cells_pk DO UPDATE SET n = product_facet_cells.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE product_facet_cells c SET n = c.n - d.n
      FROM (SELECT p.category_id, b.brand AS brand_id, p.subcategory_id, p.schedule <> 'OTC' AS rx,
                   product_price_class(p.price_paise) AS price_class, p.stock > 0 AS in_stock, count(*)::int AS n
              FROM old_rows p CROSS JOIN LATERAL (VALUES (p.brand_id), ('*')) AS b(brand)
             GROUP BY 1, 2, 3, 4, 5, 6) d
     WHERE (c.category_id, c.brand_id, c.subcategory_id, c.rx, c.price_class, c.in_stock)
         = (d.category_id, d.brand_id, d.subcategory_id, d.rx, d.price_class, d.in_stock);
  ELSE
    -- Gains are inserted or added; losses only subtract from cells the old values counted (an inserted
    -- negative cell would fail CHECK (n >= 0) before ON CONFLICT could merge it).
    INSERT INTO product_facet_cells (category_id, brand_id, subcategory_id, rx, price_class, in_stock, n)
    SELECT * FROM (SELECT category_id, brand_id, subcategory_id, rx, price_class, in_stock, sum(n)::int AS n
            FROM (SELECT p.category_id, b.brand AS brand_id, p.subcategory_id, p.schedule <> 'OTC' AS rx,
                         product_price_class(p.price_paise) AS price_class, p.stock > 0 AS in_stock, 1 AS n
                    FROM new_rows p CROSS JOIN LATERAL (VALUES (p.brand_id), ('*')) AS b(brand)
                  UNION ALL
                  SELECT p.category_id, b.brand, p.subcategory_id, p.schedule <> 'OTC',
                         product_price_class(p.price_paise), p.stock > 0, -1
                    FROM old_rows p CROSS JOIN LATERAL (VALUES (p.brand_id), ('*')) AS b(brand)) x
           GROUP BY 1, 2, 3, 4, 5, 6
          HAVING sum(n) > 0) gains
    ON CONFLICT ON CONSTRAINT product_facet_cells_pk DO UPDATE SET n = product_facet_cells.n + excluded.n;
    UPDATE product_facet_cells c SET n = c.n + d.n
      FROM (SELECT category_id, brand_id, subcategory_id, rx, price_class, in_stock, sum(n)::int AS n
            FROM (SELECT p.category_id, b.brand AS brand_id, p.subcategory_id, p.schedule <> 'OTC' AS rx,
                         product_price_class(p.price_paise) AS price_class, p.stock > 0 AS in_stock, 1 AS n
                    FROM new_rows p CROSS JOIN LATERAL (VALUES (p.brand_id), ('*')) AS b(brand)
                  UNION ALL
                  SELECT p.category_id, b.brand, p.subcategory_id, p.schedule <> 'OTC',
                         product_price_class(p.price_paise), p.stock > 0, -1
                    FROM old_rows p CROSS JOIN LATERAL (VALUES (p.brand_id), ('*')) AS b(brand)) x
           GROUP BY 1, 2, 3, 4, 5, 6
          HAVING sum(n) < 0) d
     WHERE (c.category_id, c.brand_id, c.subcategory_id, c.rx, c.price_class, c.in_stock)
         = (d.category_id, d.brand_id, d.subcategory_id, d.rx, d.price_class, d.in_stock);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "products_facet_cells_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facet_cells_apply();
--> statement-breakpoint
CREATE TRIGGER "products_facet_cells_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facet_cells_apply();
--> statement-breakpoint
CREATE TRIGGER "products_facet_cells_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facet_cells_apply();
--> statement-breakpoint
INSERT INTO product_facet_cells (category_id, brand_id, subcategory_id, rx, price_class, in_stock, n)
SELECT p.category_id, b.brand, p.subcategory_id, p.schedule <> 'OTC', product_price_class(p.price_paise),
       p.stock > 0, count(*)::int
  FROM products p CROSS JOIN LATERAL (VALUES (p.brand_id), ('*')) AS b(brand)
 GROUP BY 1, 2, 3, 4, 5, 6;
