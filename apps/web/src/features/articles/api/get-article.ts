// GET /api/v1/articles/:slug: one article with its body, doctors, related tests and medicines.
import type { Article } from '@arogya/contracts/articles';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';

export async function getArticle(slug: string, signal?: AbortSignal): Promise<Article> {
  const path = `/api/v1/articles/${encodeURIComponent(slug)}`;
  return (await apiClient.get<ApiSuccess<Article>>(path, { signal })).result;
}

/** The query of useArticle (also a route loader's, with ensureQueryData). */
export function articleQuery(slug: string) {
  return queryOptions({
    queryKey: ['articles', 'detail', slug],
    queryFn: ({ signal }) => getArticle(slug, signal),
    staleTime: 5 * 60_000,
    // A missing article stays missing, and a malformed address is never right: no second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

export function useArticle(slug: string) {
  return useQuery(articleQuery(slug));
}
