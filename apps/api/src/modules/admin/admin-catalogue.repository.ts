// The admin's catalogue writes (the pharmacy and labs modules read these tables for the public pages):
// price, MRP and schedule edits, restocking, and CSV imports applied in one transaction each.
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { labItems } from '../../db/schema/labs.ts';
import { brands, pharmacyCategories, pharmacySubcategories, products } from '../../db/schema/pharmacy.ts';
import type { Keyset } from './admin.repository.ts';

export type NewProduct = typeof products.$inferInsert;
export type NewLabItem = typeof labItems.$inferInsert;

const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createAdminCatalogueRepository(db: Db) {
  const productFields = {
    id: products.id,
    name: products.name,
    brand: brands.name,
    unit: products.unit,
    mrpPaise: products.mrpPaise,
    pricePaise: products.pricePaise,
    schedule: products.schedule,
    stock: products.stock,
  };
  const product = async (id: string) => {
    const [row] = await db
      .select(productFields)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.id, id));
    return row;
  };
  return {
    product,
    async listProducts(filter: { q?: string; after?: Keyset; limit: number }) {
      const conditions: SQL[] = [];
      if (filter.q) conditions.push(ilike(products.name, `%${likeEscape(filter.q)}%`));
      if (filter.after) {
        conditions.push(
          sql`(${products.createdAt}, ${products.id}) < (${filter.after.at}::timestamptz, ${filter.after.id})`,
        );
      }
      return db
        .select({ ...productFields, key: sql<string>`${products.createdAt}::text` })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(sql`${products.createdAt} desc`, sql`${products.id} desc`)
        .limit(filter.limit);
    },

    async updateProduct(id: string, patch: { mrpPaise: number; pricePaise: number; schedule: string }) {
      const [row] = await db
        .update(products)
        // The admin sets the regular price; a live offer lowers it again (manage-offers.ts).
        .set({ ...patch, regularPricePaise: null })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return row ? product(id) : undefined;
    },

    /** Adds to the stock in one statement, so concurrent restocks and orders never lose a unit. */
    async restock(id: string, quantity: number) {
      const [row] = await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}` })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return row ? product(id) : undefined;
    },

    /** Brands, categories and subcategories by id or slug (brands also by name), for checking rows. */
    async productRefs() {
      const [brandRows, categoryRows, subcategoryRows] = await Promise.all([
        db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands),
        db.select({ id: pharmacyCategories.id, slug: pharmacyCategories.slug }).from(pharmacyCategories),
        db
          .select({
            id: pharmacySubcategories.id,
            slug: pharmacySubcategories.slug,
            categoryId: pharmacySubcategories.categoryId,
          })
          .from(pharmacySubcategories),
      ]);
      return { brands: brandRows, categories: categoryRows, subcategories: subcategoryRows };
    },

    async existingProductSlugs(slugs: string[]): Promise<Set<string>> {
      if (slugs.length === 0) return new Set();
      const rows = await db
        .select({ slug: products.slug })
        .from(products)
        .where(inArray(products.slug, slugs));
      return new Set(rows.map((r) => r.slug));
    },

    async existingLabKeys(codes: string[], slugs: string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .select({ code: labItems.code, slug: labItems.slug })
        .from(labItems)
        .where(or(inArray(labItems.code, codes), inArray(labItems.slug, slugs)));
      return new Set(rows.flatMap((r) => [`code:${r.code}`, `slug:${r.slug}`]));
    },

    async insertProducts(rows: NewProduct[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 500) await tx.insert(products).values(rows.slice(i, i + 500));
      });
    },

    async insertLabItems(rows: NewLabItem[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 500) await tx.insert(labItems).values(rows.slice(i, i + 500));
      });
    },
  };
}
export type AdminCatalogueRepository = ReturnType<typeof createAdminCatalogueRepository>;
