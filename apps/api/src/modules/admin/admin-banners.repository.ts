// The admin's writes of home-page banners (the pharmacy module reads them for the public list): create,
// edit, schedule and retire. A retired banner is kept (active = false), never deleted.
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners } from '../../db/schema/pharmacy.ts';

export type BannerRow = typeof banners.$inferSelect;
export type BannerFields = Omit<typeof banners.$inferInsert, 'id' | 'active'>;

export function createAdminBannersRepository(db: Db) {
  return {
    /** All banners, newest schedule first; a small table (tens of rows), read whole. */
    async list(): Promise<BannerRow[]> {
      return db
        .select()
        .from(banners)
        .orderBy(desc(banners.active), asc(banners.sortOrder), desc(banners.startsOn), asc(banners.id))
        .limit(500);
    },
    async insert(id: string, fields: BannerFields): Promise<BannerRow> {
      const [row] = await db
        .insert(banners)
        .values({ id, ...fields, active: true })
        .returning();
      if (!row) throw new Error('banner insert returned nothing');
      return row;
    },
    async update(id: string, fields: BannerFields): Promise<BannerRow | undefined> {
      const [row] = await db.update(banners).set(fields).where(eq(banners.id, id)).returning();
      return row;
    },
    async retire(id: string): Promise<BannerRow | undefined> {
      const [row] = await db.update(banners).set({ active: false }).where(eq(banners.id, id)).returning();
      return row;
    },
  };
}
export type AdminBannersRepository = ReturnType<typeof createAdminBannersRepository>;
