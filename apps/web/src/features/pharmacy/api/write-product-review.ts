// POST /api/v1/medicines/:id/reviews: the signed-in customer's review (a second one replaces the first).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { ProductReviewRequest, Review } from '@arogya/contracts/pharmacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { productKey } from './get-product.ts';

export function writeProductReview({
  productId,
  review,
}: {
  productId: string;
  review: ProductReviewRequest;
}) {
  return apiClient.post<ApiSuccess<Review>>(
    `/api/v1/medicines/${encodeURIComponent(productId)}/reviews`,
    review,
  );
}

export function useWriteProductReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ProductReviewRequest) => writeProductReview({ productId, review }),
    onSuccess: () => {
      // The summary, the first page and the rating on the product card all change.
      void queryClient.invalidateQueries({ queryKey: productKey(productId) });
      void queryClient.invalidateQueries({ queryKey: ['pharmacy', 'reviews', productId] });
    },
  });
}
