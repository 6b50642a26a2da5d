// GET /api/v1/categories/getOne/:id: the category's title, description, subcategories, facet counts and one
// page of products for the chosen filters and sort, all applied on the server
// (docs/screens.md#server-state-in-the-browser: 2 retries, cached 5 minutes; a refusal reads 'Failed to fetch
// category data'). The previous page stays on screen while the next one loads.
import type { ApiPage } from '@arogya/contracts/errors';
import type { CategoryPage, CategoryProductsQuery } from '@arogya/contracts/pharmacy';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export const CATEGORY_FETCH_FAILED = 'Failed to fetch category data';
const FIVE_MINUTES = 5 * 60_000;

export type CategoryAnswer = { result: CategoryPage; pagination: ApiPage<never>['pagination'] };

export async function getCategory(
  id: string,
  query: CategoryProductsQuery,
  signal?: AbortSignal,
): Promise<CategoryAnswer> {
  try {
    const body = await apiClient.get<CategoryAnswer>(
      `/api/v1/categories/getOne/${encodeURIComponent(id)}${queryString({ ...query })}`,
      { signal },
    );
    return { result: body.result, pagination: body.pagination };
  } catch (error) {
    // A non-ok answer gives 'Failed to fetch category data'; a network failure keeps its own text.
    if (error instanceof ApiError && error.status !== 0) {
      throw new ApiError(error.status, error.code, CATEGORY_FETCH_FAILED, error.details, error.serverMessage);
    }
    throw error;
  }
}

/** The query of useCategory (also a route loader's, with ensureQueryData). */
export function categoryPageQuery(id: string | undefined, query: CategoryProductsQuery) {
  return queryOptions({
    queryKey: ['pharmacy', 'category', id ?? '', query],
    queryFn: ({ signal }) => getCategory(id ?? '', query, signal),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    // A category that does not exist is not asked for again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
  });
}

export function useCategory(id: string | undefined, query: CategoryProductsQuery) {
  return useQuery(categoryPageQuery(id, query));
}
