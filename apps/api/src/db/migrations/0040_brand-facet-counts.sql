-- The brand page's facet counts (docs/product-rules.md#catalogue-counts): per brand, how many of its
-- products carry each attribute value ('Benefits: Hydration', 'Skin Type: Dry'), kept in product_counts as
-- scope 'brand:<brand id>', facet 'attr:<group>' by the same statement triggers as the category counts.
-- The page counted them over the brand's products on every request (17,556 products for the biggest brand
-- at India size).
DROP FUNCTION IF EXISTS product_count_keys(text, text, text, integer, text, integer, text, text);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_count_keys(category_id text, subcategory_id text, brand_id text,
    price_paise integer, schedule text, stock integer, salt_composition text, name text, attributes jsonb)
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
  UNION ALL SELECT 'brand:' || brand_id, 'attr:' || e.key, v.value
    FROM jsonb_each(coalesce(attributes, '{}'::jsonb)) AS e(key, vals),
         LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(e.vals) = 'array' THEN e.vals ELSE '[]'::jsonb END) AS v(value)
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_counts_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_counts (scope, facet, value, n)
    SELECT k.scope, k.facet, k.value, count(*)::int
      FROM new_rows p,
           LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition, p.name, p.attributes) k
     GROUP BY 1, 2, 3
    ON CONFLICT (scope, facet, value) DO UPDATE SET n = product_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE product_counts c SET n = c.n - d.n
      FROM (SELECT k.scope, k.facet, k.value, count(*)::int AS n
              FROM old_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition, p.name, p.attributes) k
             GROUP BY 1, 2, 3) d
     WHERE c.scope = d.scope AND c.facet = d.facet AND c.value = d.value;
  ELSE
    -- Gains are inserted or added; losses only subtract from rows the old values counted (an inserted
    -- negative row would fail CHECK (n >= 0) before ON CONFLICT could merge it).
    INSERT INTO product_counts (scope, facet, value, n)
    SELECT scope, facet, value, sum(n)::int AS n
      FROM (SELECT k.scope, k.facet, k.value, 1 AS n
              FROM new_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition, p.name, p.attributes) k
            UNION ALL
            SELECT k.scope, k.facet, k.value, -1
              FROM old_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition, p.name, p.attributes) k) d
     GROUP BY 1, 2, 3
    HAVING sum(n) > 0
    ON CONFLICT (scope, facet, value) DO UPDATE SET n = product_counts.n + excluded.n;
    UPDATE product_counts c SET n = c.n + d.n
      FROM (SELECT scope, facet, value, sum(n)::int AS n
      FROM (SELECT k.scope, k.facet, k.value, 1 AS n
              FROM new_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition, p.name, p.attributes) k
            UNION ALL
            SELECT k.scope, k.facet, k.value, -1
              FROM old_rows p,
                   LATERAL product_count_keys(p.category_id, p.subcategory_id, p.brand_id, p.price_paise, p.schedule, p.stock, p.salt_composition, p.name, p.attributes) k) d
     GROUP BY 1, 2, 3
            HAVING sum(n) < 0) d
     WHERE c.scope = d.scope AND c.facet = d.facet AND c.value = d.value;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO product_counts (scope, facet, value, n)
SELECT 'brand:' || p.brand_id, 'attr:' || e.key, v.value, count(*)::int
  FROM products p,
       jsonb_each(p.attributes) AS e(key, vals),
       LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(e.vals) = 'array' THEN e.vals ELSE '[]'::jsonb END) AS v(value)
 GROUP BY 1, 2, 3
ON CONFLICT (scope, facet, value) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
ANALYZE product_counts;
