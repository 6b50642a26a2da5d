// GET /api/v1/categories/getAll: every pharmacy category, for the pharmacy home.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { Category } from '@arogya/contracts/pharmacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function listCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await apiClient.get<ApiSuccess<Category[]>>('/api/v1/categories/getAll', { signal });
  return body.result;
}

/** The query of useCategories (also a route loader's, with ensureQueryData). */
export function categoriesQuery() {
  return queryOptions({
    queryKey: ['pharmacy', 'categories'],
    queryFn: ({ signal }) => listCategories(signal),
  });
}

export function useCategories() {
  return useQuery(categoriesQuery());
}
