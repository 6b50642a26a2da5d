// GET /api/v1/medicines/:id/reviews: further pages of a product's reviews (the first arrives with the product).
import type { ApiPage } from '@arogya/contracts/errors';
import type { Review } from '@arogya/contracts/pharmacy';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export function listProductReviews(id: string, page: number, signal?: AbortSignal): Promise<ApiPage<Review>> {
  return apiClient.get<ApiPage<Review>>(
    `/api/v1/medicines/${encodeURIComponent(id)}/reviews${queryString({ page, limit: 10 })}`,
    { signal },
  );
}

/** Asked only once the reader wants more than the first page. */
export function useProductReviews(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['pharmacy', 'reviews', id, page],
    queryFn: ({ signal }) => listProductReviews(id, page, signal),
    enabled,
  });
}
