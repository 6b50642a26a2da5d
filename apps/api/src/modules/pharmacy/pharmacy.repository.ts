// The only place that reads categories, subcategories, brands, offers and banners (with product counts, read
// from the counts kept on write: docs/product-rules.md#catalogue-counts).
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  banners,
  brands,
  offers,
  pharmacyCategories,
  pharmacySubcategories,
  productCounts,
  productFacetCells,
} from '../../db/schema/pharmacy.ts';

/** The category page's selections, as the facet cells hold them (price buckets as price classes). */
export type FacetSelection = {
  subcategoryIds?: string[];
  brandIds?: string[];
  rx?: 'rx' | 'otc';
  priceClasses?: number[];
  inStock?: boolean;
};

const keptCount = (scope: SQL, facet: string, value: SQL) =>
  sql<number>`coalesce((select ${productCounts.n} from ${productCounts} where ${productCounts.scope} = ${scope} and ${productCounts.facet} = ${facet} and ${productCounts.value} = ${value}), 0)::int`;

export function createPharmacyRepository(db: Db) {
  const categoriesQuery = () =>
    db
      .select({
        id: pharmacyCategories.id,
        slug: pharmacyCategories.slug,
        name: pharmacyCategories.name,
        nameHi: pharmacyCategories.nameHi,
        description: pharmacyCategories.description,
        icon: pharmacyCategories.icon,
        productCount: keptCount(sql`${pharmacyCategories.id}`, 'all', sql`''`),
      })
      .from(pharmacyCategories)
      .orderBy(asc(pharmacyCategories.sortOrder));

  const subcategoriesQuery = () =>
    db
      .select({
        id: pharmacySubcategories.id,
        name: pharmacySubcategories.name,
        nameHi: pharmacySubcategories.nameHi,
        categoryId: pharmacySubcategories.categoryId,
        description: pharmacySubcategories.description,
        productCount: keptCount(
          sql`${pharmacySubcategories.categoryId}`,
          'subcategory',
          sql`${pharmacySubcategories.id}`,
        ),
      })
      .from(pharmacySubcategories)
      .orderBy(asc(pharmacySubcategories.categoryId), asc(pharmacySubcategories.sortOrder));

  const brandsQuery = () =>
    db
      .select({
        id: brands.id,
        slug: brands.slug,
        name: brands.name,
        description: brands.description,
        manufacturer: brands.manufacturer,
        isTop: brands.isTop,
        productCount: keptCount(sql`'*'`, 'brand', sql`${brands.id}`),
      })
      .from(brands);

  return {
    async categories(page?: { limit: number; offset: number }) {
      const q = categoriesQuery();
      const rows = page ? await q.limit(page.limit).offset(page.offset) : await q;
      const [total] = await db.select({ n: count() }).from(pharmacyCategories);
      return { rows, total: total?.n ?? 0 };
    },
    async category(idOrSlug: string) {
      const [row] = await categoriesQuery().where(
        or(eq(pharmacyCategories.id, idOrSlug), eq(pharmacyCategories.slug, idOrSlug)),
      );
      return row;
    },
    async subcategories(filter: { categoryId?: string; page?: { limit: number; offset: number } } = {}) {
      const where = filter.categoryId ? eq(pharmacySubcategories.categoryId, filter.categoryId) : undefined;
      const q = subcategoriesQuery().where(where);
      const rows = filter.page ? await q.limit(filter.page.limit).offset(filter.page.offset) : await q;
      const [total] = await db.select({ n: count() }).from(pharmacySubcategories).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async subcategory(idOrSlug: string) {
      const [row] = await subcategoriesQuery().where(
        or(eq(pharmacySubcategories.id, idOrSlug), eq(pharmacySubcategories.slug, idOrSlug)),
      );
      return row;
    },
    async brands(opts: { top?: boolean; limit?: number; offset?: number } = {}) {
      const where = opts.top ? eq(brands.isTop, true) : undefined;
      const q = brandsQuery()
        .where(where)
        .orderBy(
          ...(opts.top ? [desc(keptCount(sql`'*'`, 'brand', sql`${brands.id}`))] : []),
          asc(brands.sortOrder),
        );
      const rows = opts.limit ? await q.limit(opts.limit).offset(opts.offset ?? 0) : await q;
      const [total] = await db.select({ n: count() }).from(brands).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async brand(idOrSlug: string) {
      const [row] = await brandsQuery().where(or(eq(brands.id, idOrSlug), eq(brands.slug, idOrSlug)));
      return row;
    },
    /** A category's counts kept on write (facet -> value -> n), the brands with their names, most first. */
    async categoryCounts(categoryId: string, brandLimit: number) {
      const [facets, topBrands] = await Promise.all([
        db
          .select({ facet: productCounts.facet, value: productCounts.value, n: productCounts.n })
          .from(productCounts)
          .where(
            and(
              eq(productCounts.scope, categoryId),
              inArray(productCounts.facet, ['all', 'subcategory', 'price', 'rx', 'stock']),
              gt(productCounts.n, 0),
            ),
          ),
        db
          .select({ id: brands.id, name: brands.name, n: productCounts.n })
          .from(productCounts)
          .innerJoin(brands, eq(brands.id, productCounts.value))
          .where(
            and(
              eq(productCounts.scope, categoryId),
              eq(productCounts.facet, 'brand'),
              gt(productCounts.n, 0),
            ),
          )
          .orderBy(desc(productCounts.n), asc(brands.name))
          .limit(brandLimit),
      ]);
      return { facets, brands: topBrands };
    },
    /**
     * Each category page facet's counts with the other facets' selections applied (docs/product-rules.md#
     * catalogue-counts), from the category's facet cells (kept on write): the listed brands' counts from
     * those brands' cells, each summing the cells that pass every selection but the brand's; the other
     * facets' from the cells of brand '*' (every brand), or of the chosen brands when some are. So the
     * statement reads the cells of at most the listed brands and a few hundred more, however big the
     * category. Answers facet -> value -> count.
     */
    async facetCounts(categoryId: string, sel: FacetSelection, listedBrandIds: string[]) {
      const list = (ids: string[]) =>
        sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        );
      const parts = {
        subcategory: sel.subcategoryIds?.length
          ? sql`c.subcategory_id in (${list(sel.subcategoryIds)})`
          : undefined,
        rx: sel.rx ? sql`c.rx = ${sel.rx === 'rx'}` : undefined,
        price: sel.priceClasses
          ? sql`c.price_class in (${sql.raw(sel.priceClasses.map((n) => String(Math.trunc(n))).join(', '))})`
          : undefined,
        stock: sel.inStock ? sql`c.in_stock` : undefined,
      };
      type Part = keyof typeof parts;
      const others = (facet?: Part) =>
        sql.join(
          (Object.keys(parts) as Part[]).filter((k) => k !== facet).map((k) => parts[k] ?? sql`true`),
          sql` and `,
        );
      const chosen = sel.brandIds ?? [];
      const brandsRead = [...new Set([...listedBrandIds, ...chosen])];
      const result = (await db.execute(sql`
        select 'brand' as facet, c.brand_id as value, coalesce(sum(c.n) filter (where ${others()}), 0)::int as n
          from ${productFacetCells} c
         where c.category_id = ${categoryId} and c.brand_id in (${brandsRead.length ? list(brandsRead) : sql`''`})
         group by c.brand_id
        union all
        select case when grouping(c.subcategory_id) = 0 then 'subcategory'
                    when grouping(c.rx) = 0 then 'rx'
                    when grouping(c.price_class) = 0 then 'price'
                    else 'stock' end,
               coalesce(c.subcategory_id, c.rx::text, c.price_class::text, c.in_stock::text),
               case when grouping(c.subcategory_id) = 0 then coalesce(sum(c.n) filter (where ${others('subcategory')}), 0)
                    when grouping(c.rx) = 0 then coalesce(sum(c.n) filter (where ${others('rx')}), 0)
                    when grouping(c.price_class) = 0 then coalesce(sum(c.n) filter (where ${others('price')}), 0)
                    else coalesce(sum(c.n) filter (where ${others('stock')}), 0) end::int
          from ${productFacetCells} c
         where c.category_id = ${categoryId}
           and c.brand_id in (${chosen.length ? list(chosen) : sql`'*'`})
         group by grouping sets ((c.subcategory_id), (c.rx), (c.price_class), (c.in_stock))`)) as unknown as {
        rows: { facet: 'brand' | 'subcategory' | 'rx' | 'price' | 'stock'; value: string; n: number }[];
      };
      return result.rows.map((r) => ({ ...r, n: Number(r.n) }));
    },
    async brandImage(id: string) {
      const [row] = await db
        .select({ name: brands.name, colour: brands.colour })
        .from(brands)
        .where(eq(brands.id, id));
      return row;
    },
    async liveOffers(now: Date, page?: { limit: number; offset: number }) {
      const live = and(lte(offers.validFrom, now), gt(offers.validUntil, now), isNull(offers.retiredAt));
      const q = db
        .select({
          offer: offers,
          categoryName: pharmacyCategories.name,
          brandName: brands.name,
        })
        .from(offers)
        .leftJoin(pharmacyCategories, eq(pharmacyCategories.id, offers.categoryId))
        .leftJoin(brands, eq(brands.id, offers.brandId))
        .where(live)
        .orderBy(asc(offers.sortOrder));
      const rows = page ? await q.limit(page.limit).offset(page.offset) : await q;
      const [total] = await db.select({ n: count() }).from(offers).where(live);
      return { rows, total: total?.n ?? 0 };
    },
    async offerImage(id: string) {
      const [row] = await db
        .select({ title: offers.title, colour: offers.colour, percent: offers.discountPercent })
        .from(offers)
        .where(eq(offers.id, id));
      return row;
    },
    /** A banner's picture: any banner, scheduled or retired (an admin previews it). */
    async bannerImage(id: string) {
      const [row] = await db
        .select({ colour: banners.colour, artwork: banners.artwork })
        .from(banners)
        .where(eq(banners.id, id))
        .limit(1);
      return row;
    },

    /** Active banners whose days (Asia/Kolkata, inclusive) include `today` (docs/product-rules.md#banners). */
    async banners(today: string, page?: { limit: number; offset: number }) {
      const live = and(
        eq(banners.active, true),
        or(isNull(banners.startsOn), lte(banners.startsOn, today)),
        or(isNull(banners.endsOn), gte(banners.endsOn, today)),
      );
      const q = db.select().from(banners).where(live).orderBy(asc(banners.sortOrder), asc(banners.id));
      const rows = page ? await q.limit(page.limit).offset(page.offset) : await q;
      const [total] = await db.select({ n: count() }).from(banners).where(live);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type PharmacyRepository = ReturnType<typeof createPharmacyRepository>;
export type CategoryRow = NonNullable<Awaited<ReturnType<PharmacyRepository['category']>>>;
export type SubcategoryRow = NonNullable<Awaited<ReturnType<PharmacyRepository['subcategory']>>>;
export type BrandRow = NonNullable<Awaited<ReturnType<PharmacyRepository['brand']>>>;
export type OfferRow = Awaited<ReturnType<PharmacyRepository['liveOffers']>>['rows'][number];
