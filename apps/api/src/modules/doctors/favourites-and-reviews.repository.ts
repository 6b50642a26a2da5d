// The only place that reads and writes favourite doctors and reads a doctor's reviews.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favouriteDoctors, reviews } from '../../db/schema/doctors.ts';
import { users } from '../../db/schema/users.ts';

export function createFavouritesAndReviewsRepository(db: Db) {
  return {
    async addFavourite(userId: string, doctorId: string): Promise<void> {
      await db.insert(favouriteDoctors).values({ userId, doctorId }).onConflictDoNothing();
    },

    async removeFavourite(userId: string, doctorId: string): Promise<void> {
      await db
        .delete(favouriteDoctors)
        .where(and(eq(favouriteDoctors.userId, userId), eq(favouriteDoctors.doctorId, doctorId)));
    },

    async reviews(doctorId: string, page: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: reviews.id,
            rating: reviews.rating,
            comment: reviews.comment,
            createdAt: reviews.createdAt,
            userName: users.name,
          })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.patientId))
          .where(eq(reviews.doctorId, doctorId))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(reviews).where(eq(reviews.doctorId, doctorId)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type FavouritesAndReviewsRepository = ReturnType<typeof createFavouritesAndReviewsRepository>;
