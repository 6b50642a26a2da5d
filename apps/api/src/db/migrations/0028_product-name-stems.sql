-- Medicine search's typo arm matches trade names, not whole product names (docs/bench.md#india-size):
-- a product's stem is its lower-cased name up to the strength or pack ('Neo Paramol 500 Tablet' ->
-- 'neo paramol'; a name starting with a digit keeps its first word). The distinct stems (36,000 for
-- 254,000 products) are kept with their product counts in product_counts ('*', 'stem', stem) by the same
-- statement triggers as the other counts; a trigram index over them finds the stems close to what is typed,
-- and products_name_stem_idx finds each stem's products. Matching every product name by trigram read long
-- posting lists (120 ms to seconds on PGlite for 'paracetmol').
CREATE OR REPLACE FUNCTION product_name_stem(name text) RETURNS text AS $$
  SELECT coalesce(nullif(rtrim(substring(lower(name) from '^[^0-9(]*')), ''), split_part(lower(name), ' ', 1))
$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
CREATE INDEX "products_name_stem_idx" ON "products" USING btree (product_name_stem("name"), "total_sold" DESC, "id");
--> statement-breakpoint
-- Only facet = 'stem' in the predicate, and the queries name no scope (stems are kept for '*' only): with
-- scope = '*' as well, the planner walked the primary key's (scope, facet) range of 36,000 stems instead.
CREATE INDEX "product_counts_stem_trgm" ON "product_counts" USING gin ("value" gin_trgm_ops)
  WHERE "facet" = 'stem';
--> statement-breakpoint
DROP FUNCTION IF EXISTS product_count_keys(text, text, text, integer, text, integer, text);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_count_keys(category_id text, subcategory_id text, brand_id text,
    price_paise integer, schedule text, stock integer, salt_composition text, name text)
  RETURNS TABLE (scope text, facet text, value text) AS $$
  SELECT category_id, 'all', ''
  UNION ALL SELECT category_id, 'subcategory', subcategory_id
  UNION ALL SELECT category_id, 'brand', brand_id
  UNION ALL SELECT '*', 'brand', brand_id
  UNION ALL SELECT '*', 'salt', salt_composition WHERE salt_composition IS NOT NULL
  UNION ALL SELECT '*', 'stem', product_name_stem(name) WHERE product_name_stem(name) <> ''
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
           LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition, p.name) k
     GROUP BY 1, 2, 3
    ON CONFLICT (scope, facet, value) DO UPDATE SET n = product_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE product_counts c SET n = c.n - d.n
      FROM (SELECT k.scope, k.facet, k.value, count(*)::int AS n
              FROM old_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition, p.name) k
             GROUP BY 1, 2, 3) d
     WHERE c.scope = d.scope AND c.facet = d.facet AND c.value = d.value;
  ELSE
    -- Gains are inserted or added; losses only subtract from rows the old values counted (an inserted
    -- negative row would fail CHECK (n >= 0) before ON CONFLICT could merge it).
    INSERT INTO product_counts (scope, facet, value, n)
    SELECT scope, facet, value, sum(n)::int AS n
      FROM (SELECT k.scope, k.facet, k.value, 1 AS n
              FROM new_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition, p.name) k
            UNION ALL
            SELECT k.scope, k.facet, k.value, -1
              FROM old_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition, p.name) k) d
     GROUP BY 1, 2, 3
    HAVING sum(n) > 0
    ON CONFLICT (scope, facet, value) DO UPDATE SET n = product_counts.n + excluded.n;
    UPDATE product_counts c SET n = c.n + d.n
      FROM (SELECT scope, facet, value, sum(n)::int AS n
      FROM (SELECT k.scope, k.facet, k.value, 1 AS n
              FROM new_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition, p.name) k
            UNION ALL
            SELECT k.scope, k.facet, k.value, -1
              FROM old_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition, p.name) k) d
     GROUP BY 1, 2, 3
            HAVING sum(n) < 0) d
     WHERE c.scope = d.scope AND c.facet = d.facet AND c.value = d.value;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO product_counts (scope, facet, value, n)
SELECT '*', 'stem', product_name_stem(name), count(*)::int
  FROM products
 WHERE product_name_stem(name) <> ''
 GROUP BY 3
ON CONFLICT (scope, facet, value) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
ANALYZE product_counts;
