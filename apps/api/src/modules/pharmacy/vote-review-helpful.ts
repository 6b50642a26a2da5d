// 'Was this helpful?': one vote per signed-in user and review; voting again changes nothing.
import { AppError } from '../../lib/app-error.ts';
import type { PharmacyDeps } from './pharmacy-deps.ts';

export async function voteReviewHelpful(deps: PharmacyDeps, userId: string, reviewId: string) {
  const helpful = await deps.social.voteHelpful(reviewId, userId);
  if (helpful === undefined) throw AppError.notFound('Review not found');
  return { reviewId, helpful };
}
