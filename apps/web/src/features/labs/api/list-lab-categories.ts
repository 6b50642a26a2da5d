// GET /api/v1/labs/categories: the categories with how many tests and packages each holds.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { LabCategory } from '@arogya/contracts/labs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The query of useLabCategories (also a route loader's, with ensureQueryData). */
export function labCategoriesQuery() {
  return queryOptions({
    queryKey: ['labs', 'categories'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<ApiSuccess<LabCategory[]>>('/api/v1/labs/categories', { signal })).result,
    staleTime: 10 * 60_000,
  });
}

export function useLabCategories() {
  return useQuery(labCategoriesQuery());
}
