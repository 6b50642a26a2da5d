-- Product counts kept on write (docs/product-rules.md#catalogue-counts). One statement trigger per event,
-- with transition tables, so a bulk insert (seed, seed:scale) adds its counts once per statement.
-- The whole catalogue's ('*') salts are the distinct salts medicine search and suggestions match against.
-- Price buckets as in packages/contracts PRICE_BUCKETS (bounds inclusive: a price on a boundary counts in both).
CREATE OR REPLACE FUNCTION product_count_keys(category_id text, subcategory_id text, brand_id text,
    price_paise integer, schedule text, stock integer, salt_composition text)
  RETURNS TABLE (scope text, facet text, value text) AS $$
  SELECT category_id, 'all', ''
  UNION ALL SELECT category_id, 'subcategory', subcategory_id
  UNION ALL SELECT category_id, 'brand', brand_id
  UNION ALL SELECT '*', 'brand', brand_id
  UNION ALL SELECT '*', 'salt', salt_composition WHERE salt_composition IS NOT NULL
  UNION ALL SELECT category_id, 'rx', CASE WHEN schedule = 'OTC' THEN 'otc' ELSE 'rx' END
  UNION ALL SELECT category_id, 'stock', CASE WHEN stock > 0 THEN 'in' ELSE 'out' END
  UNION ALL SELECT category_id, 'price', b.id
    FROM (VALUES ('0-25', 0, 2500), ('25-50', 2500, 5000), ('50-100', 5000, 10000), ('100+', 10000, NULL))
         AS b(id, lo, hi)
   WHERE price_paise >= b.lo AND (b.hi IS NULL OR price_paise <= b.hi)
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_counts_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_counts (scope, facet, value, n)
    SELECT k.scope, k.facet, k.value, count(*)::int
      FROM new_rows p,
           LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition) k
     GROUP BY 1, 2, 3
    ON CONFLICT (scope, facet, value) DO UPDATE SET n = product_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE product_counts c SET n = c.n - d.n
      FROM (SELECT k.scope, k.facet, k.value, count(*)::int AS n
              FROM old_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition) k
             GROUP BY 1, 2, 3) d
     WHERE c.scope = d.scope AND c.facet = d.facet AND c.value = d.value;
  ELSE
    -- Gains are inserted or added; losses only subtract from rows the old values counted (an inserted
    -- negative row would fail CHECK (n >= 0) before ON CONFLICT could merge it).
    INSERT INTO product_counts (scope, facet, value, n)
    SELECT scope, facet, value, sum(n)::int AS n
      FROM (SELECT k.scope, k.facet, k.value, 1 AS n
              FROM new_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition) k
            UNION ALL
            SELECT k.scope, k.facet, k.value, -1
              FROM old_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition) k) d
     GROUP BY 1, 2, 3
    HAVING sum(n) > 0
    ON CONFLICT (scope, facet, value) DO UPDATE SET n = product_counts.n + excluded.n;
    UPDATE product_counts c SET n = c.n + d.n
      FROM (SELECT scope, facet, value, sum(n)::int AS n
      FROM (SELECT k.scope, k.facet, k.value, 1 AS n
              FROM new_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition) k
            UNION ALL
            SELECT k.scope, k.facet, k.value, -1
              FROM old_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition) k) d
     GROUP BY 1, 2, 3
            HAVING sum(n) < 0) d
     WHERE c.scope = d.scope AND c.facet = d.facet AND c.value = d.value;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "products_counts_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "products_counts_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "products_counts_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();
--> statement-breakpoint
INSERT INTO product_counts (scope, facet, value, n)
SELECT k.scope, k.facet, k.value, count(*)::int
  FROM products p,
       LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition) k
 GROUP BY 1, 2, 3
ON CONFLICT (scope, facet, value) DO UPDATE SET n = excluded.n;
