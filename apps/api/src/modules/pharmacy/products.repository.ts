// The only place that queries products: filtered and sorted listings (category, brand, search), details,
// substitutes, related products and facet counts. Trigram search serves typos ('paracetmol', 'dolo 65').
import { type FacetGroupId, type PriceBucket, type ProductSort, TOTAL_CAP } from '@arogya/contracts/pharmacy';
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, pharmacyCategories, productCounts, products } from '../../db/schema/pharmacy.ts';
import { cappedTotal, countLimit } from '../../lib/capped-total.ts';
import { closeMatch, MATCH_STRICT_SIMILARITY } from '../../lib/fuzzy-match.ts';
import { priceBucketRange } from './price-bucket.ts';

/** The trigram index's threshold for candidate trade names, salts and brands; one matches by
 * lib/fuzzy-match.ts ('paracetmol' ~ 'Paracetamol' is 0.64; 'cold' no longer ~ 'Tynor Cervical Collar'). */
export const PRODUCT_SEARCH_THRESHOLD = MATCH_STRICT_SIMILARITY;

export const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  kind: products.kind,
  description: products.description,
  manufacturer: products.manufacturer,
  brandId: products.brandId,
  brandName: brands.name,
  categoryId: products.categoryId,
  categoryName: pharmacyCategories.name,
  categoryNameHi: pharmacyCategories.nameHi,
  subcategoryId: products.subcategoryId,
  saltComposition: products.saltComposition,
  strength: products.strength,
  unit: products.unit,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
  badge: products.badge,
  isTop: products.isTop,
  schedule: products.schedule,
  stock: products.stock,
  totalSold: products.totalSold,
  ratingAvg: products.ratingAvg,
  reviewCount: products.reviewCount,
  createdAt: products.createdAt,
};

export type ProductFilter = {
  categoryId?: string;
  subcategoryIds?: string[];
  brandIds?: string[];
  kind?: string;
  price?: PriceBucket;
  /** Category page box: name or description, case-insensitive substring. */
  text?: string;
  /** Facet values by group: any value within a group, every group. */
  attributes?: Partial<Record<Exclude<FacetGroupId, 'brands'>, string[]>>;
  /** Typo-tolerant search over name, salt and brand. */
  q?: string;
  /** Prescription medicines (schedule other than OTC) or over the counter. */
  rx?: 'rx' | 'otc';
  inStock?: boolean;
};

/** Totals are counted up to this and reported as an estimate above it (docs/product-rules.md#catalogue-counts). */
export const LIST_TOTAL_CAP = TOTAL_CAP;
/** Search scores at most this many candidates found through the indexes (docs/product-rules.md#catalogue-counts). */
export const SEARCH_CANDIDATES = 500;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(f: ProductFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.categoryId) parts.push(eq(products.categoryId, f.categoryId));
  if (f.subcategoryIds?.length) parts.push(inArray(products.subcategoryId, f.subcategoryIds));
  // An empty brand list matches nothing (a brand page filtered to another brand).
  if (f.brandIds) parts.push(f.brandIds.length ? inArray(products.brandId, f.brandIds) : sql`false`);
  if (f.kind) parts.push(eq(products.kind, f.kind));
  // Prescription or not, written as the expression products_category_rx_price_idx holds, with IS TRUE / IS
  // FALSE so the planner matches it to the index (it rewrites `schedule = 'OTC'` and `NOT (schedule <> 'OTC')`
  // into a condition the index does not hold). A category's OTC products in a price bucket (59 of Diabetes
  // Care's 99,623) are then an index range, not a walk over the bucket's 20,841 products: 159 ms -> 1 ms at
  // India size (modules/pharmacy/QUERY-PLANS.md). `schedule` is never null.
  if (f.rx)
    parts.push(
      f.rx === 'otc'
        ? sql`(${products.schedule} <> 'OTC') is false`
        : sql`(${products.schedule} <> 'OTC') is true`,
    );
  if (f.inStock) parts.push(gt(products.stock, 0));
  if (f.price) {
    const { minPaise, maxPaise } = priceBucketRange(f.price);
    parts.push(gte(products.pricePaise, minPaise));
    if (maxPaise !== null) parts.push(lte(products.pricePaise, maxPaise));
  }
  if (f.text) {
    const like = `%${escapeLike(f.text)}%`;
    parts.push(or(ilike(products.name, like), ilike(products.description, like)));
  }
  for (const [group, values] of Object.entries(f.attributes ?? {})) {
    if (!values?.length) continue;
    parts.push(
      or(...values.map((v) => sql`${products.attributes} @> ${JSON.stringify({ [group]: [v] })}::jsonb`)),
    );
  }
  if (f.q) {
    // Every arm is an index condition on products, fed by a small kept list (docs/bench.md#india-size):
    // trade names (product_name_stem(name), kept in product_counts by migration product-name-stems) on
    // products_name_stem_idx, salts on products_salt_sold_idx, brands on products_brand_idx, and the name's
    // prefix on products_name_prefix_idx. Matching every name or salt by trigram read long posting lists.
    const lower = f.q.toLowerCase();
    parts.push(
      or(
        sql`product_name_stem(${products.name}) = any(array(select value from ${productCounts} where facet = 'stem' and n > 0 and ${f.q} <% value and ${closeMatch(f.q, sql`value`)}))`,
        sql`${products.saltComposition} = any(array(select value from ${productCounts} where scope = '*' and facet = 'salt' and n > 0 and ${f.q} <% value and ${closeMatch(f.q, sql`value`)}))`,
        sql`${products.brandId} = any(array(select ${brands.id} from ${brands} where ${f.q} <% ${brands.name} and ${closeMatch(f.q, sql`${brands.name}`)}))`,
        sql`lower(${products.name}) collate "C" >= ${lower} and lower(${products.name}) collate "C" < ${`${lower}\uffff`}`,
      ),
    );
  }
  return and(...parts);
}

/** A match's score: its trade name, salt or brand close to `q`, or its name starting with `q`. A salt
 * starting with `q` ('Metformin (500mg)' for 'metformin') scores above one holding it later ('Glimepiride
 * (1mg) + Metformin (500mg)'). */
const score = (
  q: string,
  name: SQL = sql`${products.name}`,
  salt: SQL = sql`${products.saltComposition}`,
  brandName: SQL = sql`${brands.name}`,
) =>
  sql<number>`greatest(word_similarity(${q}, product_name_stem(${name})), word_similarity(${q}, coalesce(${salt}, '')) * case when ${salt} ilike ${`${escapeLike(q)}%`} then 0.95 else 0.9 end, word_similarity(${q}, ${brandName}) * 0.9, case when ${name} ilike ${`${escapeLike(q)}%`} then 1.0 else 0 end)`;

/** Among equal scores, a salt holding the text and nearest it whole first: 'Cetirizine (10mg)' before
 * 'Cetirizine (5mg) + Paracetamol (325mg) + Phenylephrine (10mg)' for 'cetirizine'; then the best sellers. */
const saltCloseness = (q: string, salt: SQL = sql`${products.saltComposition}`) =>
  sql`case when ${salt} ilike ${`%${escapeLike(q)}%`} then similarity(${q}, ${salt}) else 0 end desc`;

function ordering(sort: ProductSort, q: string | undefined): SQL[] {
  switch (sort) {
    case 'name':
      return [asc(products.name)];
    case 'price-low':
      return [asc(products.pricePaise)];
    case 'price-high':
      return [desc(products.pricePaise)];
    case 'popularity':
      return [desc(products.totalSold)];
    case 'newest':
      return [desc(products.createdAt)];
    case 'rating':
      return [sql`${products.ratingAvg} desc nulls last`, desc(products.reviewCount)];
    default:
      return q
        ? [desc(score(q)), saltCloseness(q), desc(products.totalSold)]
        : [desc(products.isTop), desc(products.totalSold)];
  }
}

/**
 * The trigram threshold for the transaction, and generic plans for its statements: planning a trigram
 * condition with the text typed costs more than running it (44 ms of estimates against 1 ms of GIN scan on
 * PGlite at India size), and the prepared statements kept choosing custom plans; the generic plans use the
 * same indexes (docs/bench.md#india-size).
 */
const setThreshold = (tx: Db) =>
  tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(PRODUCT_SEARCH_THRESHOLD)}, true), set_config('plan_cache_mode', 'force_generic_plan', true)`,
  );

export function createProductsRepository(db: Db) {
  const base = (tx: Db) =>
    tx
      .select(cardColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(pharmacyCategories, eq(pharmacyCategories.id, products.categoryId));

  return {
    async list(filter: ProductFilter, opts: { sort: ProductSort; limit: number; offset: number }) {
      const where = conditions(filter);
      const run = async (tx: Db) => {
        if (filter.q) await setThreshold(tx);
        const rows = await base(tx)
          .where(where)
          .orderBy(...ordering(opts.sort, filter.q), asc(products.id))
          .limit(opts.limit)
          .offset(opts.offset);
        // Counted up to the cap past this page only (lib/capped-total.ts): an exact count(*) would read every
        // match again.
        const countTo = countLimit(opts.offset, opts.limit, LIST_TOTAL_CAP);
        const capped = (await tx.execute(sql`
          select count(*)::int as n from (
            select 1 from ${products} where ${where ?? sql`true`} limit ${countTo + 1}) m`)) as unknown as {
          rows: { n: number }[];
        };
        return { rows, ...cappedTotal(Number(capped.rows[0]?.n ?? 0), countTo) };
      };
      return filter.q ? db.transaction((tx) => run(tx as unknown as Db)) : run(db);
    },

    /**
     * Medicine search at any catalogue size (docs/product-rules.md#catalogue-counts): candidates come from the
     * indexes, each way of matching bounded to `candidates` rows (name prefix on products_name_prefix_idx;
     * the trade names (stems) close to `q`, found by trigram among the ~36,000 kept in product_counts, and
     * each one's best sellers on products_name_stem_idx; each matching salt's best sellers on
     * products_salt_sold_idx; each matching brand's on products_brand_idx); only they are scored. The matches
     * are the same as `conditions({ q })`. The total is exact when no way was cut short; above the cap it is
     * the cap and an estimate (stems, salts and brands know their counts); in between it is counted up to
     * the cap.
     */
    async search(
      q: string,
      opts: { limit: number; offset: number; candidates?: number; withTotal?: boolean },
    ) {
      const cap = opts.candidates ?? SEARCH_CANDIDATES;
      // A page needs at most offset + limit of each stem's, salt's or brand's best sellers (they share one
      // score); names found by prefix get room for twice that (their order is not the score's).
      const deep = Math.min(cap, opts.offset + opts.limit);
      const wide = Math.min(cap, Math.max(100, 2 * (opts.offset + opts.limit)));
      const lower = q.toLowerCase();
      // The prefix range on lower(name) COLLATE "C": [lower, lower + U+FFFF).
      const upper = `${lower}\uffff`;
      return db.transaction(async (txx) => {
        const tx = txx as unknown as Db;
        await setThreshold(tx);
        const found = (await tx.execute(sql`
          with salts as (
            select ${productCounts.value} as salt, ${productCounts.n} as n from ${productCounts}
             where ${productCounts.scope} = '*' and ${productCounts.facet} = 'salt' and ${productCounts.n} > 0
               and ${q} <% ${productCounts.value} and ${closeMatch(q, sql`${productCounts.value}`)}
          ), stems as (
            select ${productCounts.value} as stem, ${productCounts.n} as n from ${productCounts}
             where ${productCounts.facet} = 'stem' and ${productCounts.n} > 0 and ${q} <% ${productCounts.value}
               and ${closeMatch(q, sql`${productCounts.value}`)}
          ), matched_brands as (
            select b.id, coalesce(c.n, 0) as n from ${brands} b
              left join ${productCounts} c on c.scope = '*' and c.facet = 'brand' and c.value = b.id
             where ${q} <% b.name and ${closeMatch(q, sql`b.name`)}
          )
          select 1 as arm, id, 0 as n from (
            select id from ${products}
             where lower(${products.name}) collate "C" >= ${lower} and lower(${products.name}) collate "C" < ${upper}
             order by lower(${products.name}) collate "C" limit ${wide}) a
          union all
          select 2, id, 0 from (
            select p.id from (select stem from stems order by word_similarity(${q}, stem) desc, stem limit ${wide}) s
             cross join lateral (
               select id from ${products} where product_name_stem(${products.name}) = s.stem
                order by ${products.totalSold} desc, ${products.id} limit ${deep}) p
             limit ${wide}) b
          union all
          select 3, p.id, 0 from salts s cross join lateral (
            select id from ${products} where ${products.saltComposition} = s.salt
             order by ${products.totalSold} desc limit ${deep}) p
          union all
          select 4, p.id, 0 from matched_brands m cross join lateral (
            select id from ${products} where ${products.brandId} = m.id
             order by ${products.totalSold} desc, ${products.id} limit ${deep}) p
          union all
          select 5, null, (select coalesce(sum(n), 0) from salts)::int
          union all
          select 6, null, (select coalesce(sum(n), 0) from matched_brands)::int
          union all
          select 7, null, (select coalesce(sum(n), 0) from stems)::int`)) as unknown as {
          rows: { arm: number; id: string | null; n: number }[];
        };
        const ids = [...new Set(found.rows.flatMap((r) => (r.id ? [r.id] : [])))];
        const perArm = new Map<number, number>();
        const kept = new Map<number, number>();
        for (const r of found.rows) {
          if (r.id) perArm.set(Number(r.arm), (perArm.get(Number(r.arm)) ?? 0) + 1);
          else kept.set(Number(r.arm), Number(r.n));
        }
        const arm = (n: number) => perArm.get(n) ?? 0;
        // Stems, salts and brands know their product counts (kept on write), and the products of two stems
        // (salts, brands) are distinct, so each of these sums is a lower bound of the total; names found by
        // prefix are not counted.
        const saltsN = kept.get(5) ?? 0;
        const brandsN = kept.get(6) ?? 0;
        const stemsN = kept.get(7) ?? 0;
        const namesCut = arm(1) >= wide;
        const keptCut = arm(2) < stemsN || arm(3) < saltsN || arm(4) < brandsN;
        let total = ids.length;
        let totalIsEstimate = false;
        if (opts.withTotal === false) {
          // Suggestions show no total.
        } else if ((namesCut && wide >= cap) || Math.max(saltsN, brandsN, stemsN) > LIST_TOTAL_CAP) {
          total = LIST_TOTAL_CAP;
          totalIsEstimate = true;
        } else if (namesCut || keptCut) {
          const capped = (await tx.execute(sql`
            select count(*)::int as n from (
              select 1 from ${products} where ${conditions({ q })} limit ${LIST_TOTAL_CAP + 1}) m`)) as unknown as {
            rows: { n: number }[];
          };
          const n = Number(capped.rows[0]?.n ?? 0);
          total = Math.min(n, LIST_TOTAL_CAP);
          totalIsEstimate = n > LIST_TOTAL_CAP;
        }
        // Pages reach as far as the candidates a deeper page would score.
        const reachable = Math.min(total, cap);
        if (ids.length === 0 || opts.offset >= ids.length)
          return { rows: [], total, totalIsEstimate, reachable };
        // Ranked alone first (each candidate's brand name by primary key), then the page's cards: joining
        // the candidates to brands for the score hashed all 3,000 brands every time.
        const ranked = (await tx.execute(sql`
          select p.id from ${products} p
           where p.id = any(string_to_array(${ids.join(',')}, ','))
           order by ${score(q, sql`p.name`, sql`p.salt_composition`, sql`(select b.name from ${brands} b where b.id = p.brand_id)`)} desc,
                    ${saltCloseness(q, sql`p.salt_composition`)}, p.total_sold desc, p.id
           limit ${opts.limit} offset ${opts.offset}`)) as unknown as { rows: { id: string }[] };
        const pageIds = ranked.rows.map((r) => r.id);
        if (pageIds.length === 0) return { rows: [], total, totalIsEstimate, reachable };
        const cards = await base(tx).where(inArray(products.id, pageIds));
        const byId = new Map(cards.map((c) => [c.id, c]));
        const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
        return { rows, total, totalIsEstimate, reachable };
      });
    },

    /** Salts matching what is typed (the distinct salts are kept in product_counts), best first. */
    async matchingSalts(q: string, limit: number): Promise<string[]> {
      return db.transaction(async (tx) => {
        await setThreshold(tx as unknown as Db);
        const rows = await tx
          .select({ salt: productCounts.value })
          .from(productCounts)
          .where(
            and(
              eq(productCounts.scope, '*'),
              eq(productCounts.facet, 'salt'),
              gt(productCounts.n, 0),
              sql`${q} <% ${productCounts.value}`,
              closeMatch(q, sql`${productCounts.value}`),
            ),
          )
          .orderBy(sql`word_similarity(${q}, ${productCounts.value}) desc`, desc(productCounts.n))
          .limit(limit);
        return rows.map((r) => r.salt);
      });
    },

    async findCard(idOrSlug: string) {
      const [row] = await base(db)
        .where(or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug)))
        .limit(1);
      return row;
    },

    async findDetail(id: string) {
      const [row] = await db
        .select({
          images: products.imageCount,
          colours: products.colours,
          sizes: products.sizes,
          features: products.features,
          descriptionHi: products.descriptionHi,
          featuresHi: products.featuresHi,
          specifications: products.specifications,
          warrantyMonths: products.warrantyMonths,
          packSize: products.packSize,
          form: products.form,
        })
        .from(products)
        .where(eq(products.id, id));
      return row;
    },

    /** Same salt and strength, cheaper, sold online; cheapest first. */
    async substitutes(p: {
      id: string;
      saltComposition: string;
      strength: string | null;
      pricePaise: number;
    }) {
      return base(db)
        .where(
          and(
            eq(products.saltComposition, p.saltComposition),
            p.strength ? eq(products.strength, p.strength) : undefined,
            ne(products.id, p.id),
            lt(products.pricePaise, p.pricePaise),
            ne(products.schedule, 'X'),
          ),
        )
        .orderBy(asc(products.pricePaise), asc(products.id))
        .limit(10);
    },

    async related(p: { id: string; subcategoryId: string }, limit = 8) {
      return base(db)
        .where(and(eq(products.subcategoryId, p.subcategoryId), ne(products.id, p.id), gt(products.stock, 0)))
        .orderBy(desc(products.totalSold), asc(products.id))
        .limit(limit);
    },

    async byIds(ids: string[]) {
      return ids.length === 0 ? [] : base(db).where(inArray(products.id, ids));
    },

    /** Facet counts over the products matching `filter`: group -> value -> count. */
    /**
     * A brand's facet counts, kept on write in product_counts (migration brand-facet-counts): each attribute
     * value its products carry (scope 'brand:<id>', facet 'attr:<group>'), and the brand's own product count.
     */
    async brandFacetCounts(brandId: string) {
      const [attributes, brandRows] = await Promise.all([
        db
          .select({
            group: sql<string>`substr(${productCounts.facet}, 6)`,
            value: productCounts.value,
            n: productCounts.n,
          })
          .from(productCounts)
          .where(
            and(
              eq(productCounts.scope, `brand:${brandId}`),
              sql`${productCounts.facet} like 'attr:%'`,
              gt(productCounts.n, 0),
            ),
          )
          .orderBy(asc(productCounts.facet), desc(productCounts.n), asc(productCounts.value)),
        db
          .select({ id: brands.id, name: brands.name, n: productCounts.n })
          .from(productCounts)
          .innerJoin(brands, eq(brands.id, productCounts.value))
          .where(
            and(
              eq(productCounts.scope, '*'),
              eq(productCounts.facet, 'brand'),
              eq(productCounts.value, brandId),
              gt(productCounts.n, 0),
            ),
          ),
      ]);
      return { attributes, brands: brandRows };
    },

    async imageSource(id: string) {
      const [row] = await db
        .select({
          id: products.id,
          name: products.name,
          kind: products.kind,
          form: products.form,
          unit: products.unit,
          strength: products.strength,
          saltComposition: products.saltComposition,
          imageCount: products.imageCount,
          schedule: products.schedule,
          brandName: brands.name,
          colour: brands.colour,
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(eq(products.id, id));
      return row;
    },
  };
}
export type ProductsRepository = ReturnType<typeof createProductsRepository>;
export type ProductCardRow = NonNullable<Awaited<ReturnType<ProductsRepository['findCard']>>>;
