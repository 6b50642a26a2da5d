// The only place that queries products: filtered and sorted listings (category, brand, search), details,
// substitutes, related products and facet counts. Trigram search serves typos ('paracetmol', 'dolo 65').
import type { FacetGroupId, PriceBucket, ProductSort } from '@arogya/contracts/pharmacy';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, pharmacyCategories, products } from '../../db/schema/pharmacy.ts';
import { priceBucketRange } from './price-bucket.ts';

/** word_similarity at or above this counts as a match ('paracetmol' ~ 'Paracetamol' is about 0.6). */
export const PRODUCT_SEARCH_THRESHOLD = 0.45;

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
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(f: ProductFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.categoryId) parts.push(eq(products.categoryId, f.categoryId));
  if (f.subcategoryIds?.length) parts.push(inArray(products.subcategoryId, f.subcategoryIds));
  // An empty brand list matches nothing (a brand page filtered to another brand).
  if (f.brandIds) parts.push(f.brandIds.length ? inArray(products.brandId, f.brandIds) : sql`false`);
  if (f.kind) parts.push(eq(products.kind, f.kind));
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
    // Each arm can use an index (the trigram indexes on name and salt, the brand index through the
    // ANY(ARRAY(...)) init plan), so the planner can BitmapOr them once the catalogue grows.
    const like = `${escapeLike(f.q)}%`;
    parts.push(
      or(
        sql`${f.q} <% ${products.name}`,
        sql`${f.q} <% ${products.saltComposition}`,
        sql`${products.brandId} = any(array(select ${brands.id} from ${brands} where ${f.q} <% ${brands.name}))`,
        ilike(products.name, like),
      ),
    );
  }
  return and(...parts);
}

const score = (q: string) =>
  sql<number>`greatest(word_similarity(${q}, ${products.name}), word_similarity(${q}, coalesce(${products.saltComposition}, '')) * 0.95, word_similarity(${q}, ${brands.name}) * 0.9, case when ${products.name} ilike ${`${escapeLike(q)}%`} then 1.0 else 0 end)`;

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
        ? [desc(score(q)), desc(products.totalSold)]
        : [desc(products.isTop), desc(products.totalSold)];
  }
}

const setThreshold = (tx: Db) =>
  tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(PRODUCT_SEARCH_THRESHOLD)}, true)`,
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
        const [total] = await tx
          .select({ n: count() })
          .from(products)
          .innerJoin(brands, eq(brands.id, products.brandId))
          .where(where);
        return { rows, total: total?.n ?? 0 };
      };
      return filter.q ? db.transaction((tx) => run(tx as unknown as Db)) : run(db);
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
    async attributeCounts(filter: ProductFilter): Promise<{ group: string; value: string; n: number }[]> {
      const where = conditions(filter);
      const res = (await db.execute(sql`
        select e.key as "group", v.value as value, count(*)::int as n
          from ${products}
          join ${brands} on ${brands.id} = ${products.brandId}
          cross join lateral jsonb_each(${products.attributes}) as e(key, vals)
          cross join lateral jsonb_array_elements_text(e.vals) as v(value)
         where ${where ?? sql`true`}
         group by 1, 2
         order by 1, 3 desc, 2`)) as unknown as { rows: { group: string; value: string; n: number }[] };
      return res.rows.map((r) => ({ ...r, n: Number(r.n) }));
    },

    async brandCounts(filter: ProductFilter) {
      return db
        .select({ id: brands.id, name: brands.name, n: count() })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(conditions(filter))
        .groupBy(brands.id, brands.name)
        .orderBy(desc(count()), asc(brands.name));
    },

    /** Distinct salt compositions matching a typed prefix or near it, for suggestions. */
    async matchingSalts(q: string, limit: number): Promise<string[]> {
      return db.transaction(async (tx) => {
        await setThreshold(tx as unknown as Db);
        const rows = await tx
          .selectDistinct({
            salt: products.saltComposition,
            s: sql<number>`word_similarity(${q}, ${products.saltComposition})`,
          })
          .from(products)
          .where(sql`${q} <% ${products.saltComposition}`)
          .orderBy(sql`2 desc`, products.saltComposition)
          .limit(limit);
        return rows.map((r) => r.salt).filter((s): s is string => Boolean(s));
      });
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
