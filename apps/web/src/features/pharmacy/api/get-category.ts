// GET /api/v1/categories/getOne/:id: the category's title, description, subcategories and products
// (docs/screens.md#server-state-in-the-browser: 2 retries, cached 5 minutes; a refusal reads 'Failed to fetch
// category data').
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { CategoryPage } from '@arogya/contracts/pharmacy';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export const CATEGORY_FETCH_FAILED = 'Failed to fetch category data';
const FIVE_MINUTES = 5 * 60_000;
/** The API's largest page: a whole category in one answer (filters then apply in the browser). */
const WHOLE_CATEGORY = 100;

export async function getCategory(id: string, signal?: AbortSignal): Promise<CategoryPage> {
  try {
    const body = await apiClient.get<ApiSuccess<CategoryPage>>(
      `/api/v1/categories/getOne/${encodeURIComponent(id)}${queryString({ limit: WHOLE_CATEGORY })}`,
      { signal },
    );
    return body.result;
  } catch (error) {
    // A non-ok answer gives 'Failed to fetch category data'; a network failure keeps its own text.
    if (error instanceof ApiError && error.status !== 0) {
      throw new ApiError(error.status, error.code, CATEGORY_FETCH_FAILED, error.details, error.serverMessage);
    }
    throw error;
  }
}

export function useCategory(id: string | undefined) {
  return useQuery({
    queryKey: ['pharmacy', 'category', id ?? ''],
    queryFn: ({ signal }) => getCategory(id ?? '', signal),
    enabled: Boolean(id),
    // A category that does not exist is not asked for again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
  });
}
