// The admin's writes of offers and the prices they set (docs/product-rules.md#offers). An offer lowers the
// price of every product of its category or brand to at most MRP less its percentage while it is live; the
// price without offers waits in products.regular_price_paise and comes back when no live offer covers the
// product any more. Prices are written set-based, a category or a brand at a time, and the statement
// triggers on products keep the catalogue's counts (price buckets) right.
import { and, asc, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, offers, pharmacyCategories, products } from '../../db/schema/pharmacy.ts';

export type OfferRow = typeof offers.$inferSelect & { categoryName: string | null; brandName: string | null };
export type OfferFields = Pick<
  typeof offers.$inferInsert,
  | 'title'
  | 'description'
  | 'titleHi'
  | 'descriptionHi'
  | 'discountPercent'
  | 'categoryId'
  | 'brandId'
  | 'colour'
  | 'sortOrder'
  | 'validFrom'
  | 'validUntil'
>;
/** Whose prices to write again: a category's, a brand's or one product's. */
export type PriceScope = { categoryId: string } | { brandId: string } | { productId: string };

/** Products repriced per statement: well inside the statement timeout on either engine. */
const PRICE_BATCH = 2000;

const OFFER_TERMS =
  'The discount is applied to the prices shown; no code is needed. Prices never go above MRP. The biggest offer on a product applies; offers do not add up.';
/** The same terms on Hindi pages (offers.terms_hi). */
const OFFER_TERMS_HI =
  'छूट दिखाई गई कीमतों में पहले से लगी है; कोई कोड नहीं चाहिए। कीमत कभी MRP से ज़्यादा नहीं होती। किसी प्रोडक्ट पर सबसे बड़ा ऑफ़र लागू होता है; ऑफ़र आपस में जुड़ते नहीं।';

export function createAdminOffersRepository(db: Db) {
  const select = () =>
    db
      .select({ offer: offers, categoryName: pharmacyCategories.name, brandName: brands.name })
      .from(offers)
      .leftJoin(pharmacyCategories, eq(pharmacyCategories.id, offers.categoryId))
      .leftJoin(brands, eq(brands.id, offers.brandId));
  const flat = (r: {
    offer: typeof offers.$inferSelect;
    categoryName: string | null;
    brandName: string | null;
  }) => ({
    ...r.offer,
    categoryName: r.categoryName,
    brandName: r.brandName,
  });

  return {
    /** Every offer, live and scheduled first; a small table (tens of rows), read whole. */
    async list(): Promise<OfferRow[]> {
      const rows = await select()
        .orderBy(
          sql`${offers.retiredAt} IS NOT NULL`,
          asc(offers.sortOrder),
          desc(offers.validFrom),
          asc(offers.id),
        )
        .limit(500);
      return rows.map(flat);
    },
    async find(id: string): Promise<OfferRow | undefined> {
      const [row] = await select().where(eq(offers.id, id));
      return row ? flat(row) : undefined;
    },
    async insert(id: string, fields: OfferFields): Promise<void> {
      await db
        .insert(offers)
        .values({ id, ...fields, terms: OFFER_TERMS, termsHi: OFFER_TERMS_HI, appliedLive: false });
    },
    async update(id: string, fields: OfferFields): Promise<boolean> {
      const rows = await db
        .update(offers)
        .set(fields)
        .where(and(eq(offers.id, id), isNull(offers.retiredAt)))
        .returning({ id: offers.id });
      return rows.length > 0;
    },
    async retire(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(offers)
        .set({ retiredAt: now })
        .where(and(eq(offers.id, id), isNull(offers.retiredAt)))
        .returning({ id: offers.id });
      return rows.length > 0;
    },
    async categoryExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: pharmacyCategories.id })
        .from(pharmacyCategories)
        .where(eq(pharmacyCategories.id, id));
      return Boolean(row);
    },
    async brandExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
      return Boolean(row);
    },
    async targets(q: string | undefined) {
      const [categories, brandRows] = await Promise.all([
        db
          .select({ id: pharmacyCategories.id, name: pharmacyCategories.name })
          .from(pharmacyCategories)
          .orderBy(asc(pharmacyCategories.sortOrder), asc(pharmacyCategories.name)),
        db
          .select({ id: brands.id, name: brands.name })
          .from(brands)
          .where(q ? ilike(brands.name, `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
          .orderBy(asc(brands.name))
          .limit(20),
      ]);
      return { categories, brands: brandRows };
    },

    /**
     * Offers whose prices were last written in the other state (one became live, ended, or was retired or
     * changed since): the offers job writes their scope again and marks them applied.
     */
    async outOfStep(now: Date) {
      const live = sql`(${offers.retiredAt} IS NULL AND ${offers.validFrom} <= ${now.toISOString()}::timestamptz AND ${offers.validUntil} > ${now.toISOString()}::timestamptz)`;
      return db
        .select({
          id: offers.id,
          categoryId: offers.categoryId,
          brandId: offers.brandId,
          live: sql<boolean>`${live}`,
        })
        .from(offers)
        .where(sql`${offers.appliedLive} IS DISTINCT FROM ${live}`);
    },
    async markApplied(id: string, live: boolean): Promise<void> {
      await db.update(offers).set({ appliedLive: live }).where(eq(offers.id, id));
    },

    /**
     * Writes the prices of a scope as the live offers say: the biggest live offer on each product sets its
     * price to at most MRP less that percentage (never above its regular price); with none, the regular
     * price returns. Only rows whose price changes are written, PRICE_BATCH products per statement (a
     * category of India's catalogue holds 100,000: one statement would outlive the statement timeout).
     * Returns how many changed.
     */
    async applyPrices(scope: PriceScope, now: Date): Promise<number> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const where =
        'categoryId' in scope
          ? eq(products.categoryId, scope.categoryId)
          : 'brandId' in scope
            ? eq(products.brandId, scope.brandId)
            : eq(products.id, scope.productId);
      const ids = (await db.select({ id: products.id }).from(products).where(where)).map((r) => r.id);
      let changed = 0;
      for (let i = 0; i < ids.length; i += PRICE_BATCH) {
        const batch = ids.slice(i, i + PRICE_BATCH);
        const result = await db.execute(sql`
          WITH target AS MATERIALIZED (
            SELECT p.id,
                   coalesce(p.regular_price_paise, p.price_paise) AS regular,
                   p.mrp_paise AS mrp,
                   (SELECT max(o.discount_percent) FROM ${offers} o
                     WHERE o.retired_at IS NULL AND o.valid_from <= ${at} AND o.valid_until > ${at}
                       AND (o.category_id = p.category_id OR o.brand_id = p.brand_id)) AS pct
              FROM ${products} p
             WHERE p.id IN (${sql.join(
               batch.map((id) => sql`${id}`),
               sql`, `,
             )})
          ), priced AS (
            SELECT id,
                   CASE WHEN pct IS NULL THEN regular
                        ELSE least(regular, mrp - least(mrp, (mrp * pct + 50) / 100)) END AS price,
                   CASE WHEN pct IS NULL THEN NULL ELSE regular END AS kept
              FROM target
          )
          UPDATE ${products} p SET price_paise = priced.price, regular_price_paise = priced.kept
            FROM priced
           WHERE p.id = priced.id
             AND (p.price_paise IS DISTINCT FROM priced.price OR p.regular_price_paise IS DISTINCT FROM priced.kept)
          RETURNING p.id`);
        changed += (result as unknown as { rows?: unknown[] }).rows?.length ?? 0;
      }
      return changed;
    },
  };
}
export type AdminOffersRepository = ReturnType<typeof createAdminOffersRepository>;
