// GET /api/v1/doctors/:id/reviews: verified reviews, newest first, a page at a time.
import type { DoctorReview } from '@arogya/contracts/doctors';
import type { ApiPage } from '@arogya/contracts/errors';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const PAGE_SIZE = 5;

export function listDoctorReviews(id: string, page: number, signal?: AbortSignal) {
  return apiClient.get<ApiPage<DoctorReview>>(
    `/api/v1/doctors/${encodeURIComponent(id)}/reviews?page=${page}&limit=${PAGE_SIZE}`,
    { signal },
  );
}

/** The query of useDoctorReviews (also a route loader's, with ensureQueryData). */
export function doctorReviewsQuery(id: string) {
  return infiniteQueryOptions({
    queryKey: ['doctors', 'reviews', id],
    queryFn: ({ pageParam, signal }) => listDoctorReviews(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
}

export function useDoctorReviews(id: string) {
  return useInfiniteQuery(doctorReviewsQuery(id));
}
