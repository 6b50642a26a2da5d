// The only place that reads and writes product reviews, helpful votes and wishlists. A product's rating
// average and count are recomputed in the same transaction as the review that changes them.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productReviews, products, reviewHelpfulVotes, wishlistItems } from '../../db/schema/pharmacy.ts';
import { orderItems, orders } from '../../db/schema/pharmacy-orders.ts';

export type ReviewSort = 'newest' | 'helpful' | 'rating-high' | 'rating-low';
const ORDER: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(productReviews.createdAt)],
  helpful: [desc(productReviews.helpful), desc(productReviews.createdAt)],
  'rating-high': [desc(productReviews.rating), desc(productReviews.createdAt)],
  'rating-low': [asc(productReviews.rating), desc(productReviews.createdAt)],
};

export function createReviewsAndWishlistRepository(db: Db) {
  return {
    async reviews(productId: string, opts: { sort: ReviewSort; limit: number; offset: number }) {
      const where = eq(productReviews.productId, productId);
      const rows = await db
        .select()
        .from(productReviews)
        .where(where)
        .orderBy(...ORDER[opts.sort], asc(productReviews.id))
        .limit(opts.limit)
        .offset(opts.offset);
      const [total] = await db.select({ n: count() }).from(productReviews).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async distribution(productId: string): Promise<number[]> {
      const rows = await db
        .select({ rating: productReviews.rating, n: count() })
        .from(productReviews)
        .where(eq(productReviews.productId, productId))
        .groupBy(productReviews.rating);
      return [1, 2, 3, 4, 5].map((star) => rows.find((r) => r.rating === star)?.n ?? 0);
    },

    /** Whether the user has received this product in a delivered (or later returned) order. */
    async hasBought(userId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orderItems.productId, productId),
            sql`${orders.status} in ('delivered', 'return_requested', 'returned')`,
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    /** Writes the user's review (replacing an earlier one) and refreshes the product's average. */
    async upsertReview(review: typeof productReviews.$inferInsert & { userId: string }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(productReviews)
          .values(review)
          .onConflictDoUpdate({
            target: [productReviews.productId, productReviews.userId],
            set: {
              rating: review.rating,
              title: review.title,
              comment: review.comment,
              verified: review.verified,
              authorName: review.authorName,
              createdAt: new Date(),
            },
          })
          .returning();
        await tx
          .update(products)
          .set({
            ratingAvg: sql`(select round(avg(${productReviews.rating})::numeric, 2) from ${productReviews} where ${productReviews.productId} = ${review.productId})`,
            reviewCount: sql`(select count(*)::int from ${productReviews} where ${productReviews.productId} = ${review.productId})`,
          })
          .where(eq(products.id, review.productId));
        return row;
      });
    },

    /** One helpful vote per user and review; answers the review's new count (undefined: no review). */
    async voteHelpful(reviewId: string, userId: string): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [review] = await tx
          .select({ id: productReviews.id, helpful: productReviews.helpful })
          .from(productReviews)
          .where(eq(productReviews.id, reviewId));
        if (!review) return undefined;
        const inserted = await tx
          .insert(reviewHelpfulVotes)
          .values({ reviewId, userId })
          .onConflictDoNothing()
          .returning({ reviewId: reviewHelpfulVotes.reviewId });
        if (inserted.length === 0) return review.helpful;
        const [row] = await tx
          .update(productReviews)
          .set({ helpful: sql`${productReviews.helpful} + 1` })
          .where(eq(productReviews.id, reviewId))
          .returning({ helpful: productReviews.helpful });
        return row?.helpful;
      });
    },

    async wishlist(userId: string) {
      return db
        .select({ productId: wishlistItems.productId, createdAt: wishlistItems.createdAt })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt));
    },

    async isWishlisted(userId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
      return (row?.n ?? 0) > 0;
    },

    async setWishlisted(userId: string, productId: string, on: boolean) {
      if (on) await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
      else
        await db
          .delete(wishlistItems)
          .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    },
  };
}
export type ReviewsAndWishlistRepository = ReturnType<typeof createReviewsAndWishlistRepository>;
export type ProductReviewRow = Awaited<ReturnType<ReviewsAndWishlistRepository['reviews']>>['rows'][number];
