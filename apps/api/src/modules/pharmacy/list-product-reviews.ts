// A product's reviews, newest (or most helpful, or by rating) first, a page at a time.
import type { ReviewListQuery } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { type PharmacyDeps, pageOf, paginationOf } from './pharmacy-deps.ts';
import { mapReview } from './pharmacy-mapper.ts';

export async function listProductReviews(
  deps: PharmacyDeps,
  idOrSlug: string,
  query: z.output<typeof ReviewListQuery>,
) {
  const product = await deps.products.findCard(idOrSlug);
  if (!product) throw AppError.notFound('Product not found');
  const { rows, total } = await deps.social.reviews(product.id, {
    sort: query.sort,
    ...pageOf(query.page, query.limit),
  });
  return { result: rows.map(mapReview), pagination: paginationOf(query.page, query.limit, total) };
}
