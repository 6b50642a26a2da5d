// A signed-in customer reviews a product (one review each; writing again replaces it). The review is
// marked verified when the author has received the product in one of their orders.
import { randomUUID } from 'node:crypto';
import type { ProductReviewRequest, Review } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PharmacyDeps } from './pharmacy-deps.ts';
import { mapReview } from './pharmacy-mapper.ts';

export async function writeProductReview(
  deps: PharmacyDeps,
  user: Actor,
  idOrSlug: string,
  input: z.output<typeof ProductReviewRequest>,
): Promise<Review> {
  const product = await deps.products.findCard(idOrSlug);
  if (!product) throw AppError.notFound('Product not found');
  const verified = await deps.social.hasBought(user.id, product.id);
  const row = await deps.social.upsertReview({
    id: randomUUID(),
    productId: product.id,
    userId: user.id,
    authorName: user.name,
    verified,
    rating: input.rating,
    title: input.title,
    comment: input.comment,
  });
  if (!row) throw new Error('review was not written');
  return mapReview(row);
}
