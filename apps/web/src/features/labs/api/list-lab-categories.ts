// GET /api/v1/labs/categories: the categories with how many tests and packages each holds.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { LabCategory } from '@arogya/contracts/labs';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function useLabCategories() {
  return useQuery({
    queryKey: ['labs', 'categories'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<ApiSuccess<LabCategory[]>>('/api/v1/labs/categories', { signal })).result,
    staleTime: 10 * 60_000,
  });
}
