// GET /api/v1/articles: one page of health articles for a tag and a search, newest first.
import type { ArticleCard } from '@arogya/contracts/articles';
import type { ApiPage } from '@arogya/contracts/errors';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import type { ArticleFilters } from '../article-filters.ts';

export function listArticles(filters: ArticleFilters, signal?: AbortSignal): Promise<ApiPage<ArticleCard>> {
  return apiClient.get<ApiPage<ArticleCard>>(`/api/v1/articles${queryString({ ...filters })}`, { signal });
}

/** The query of useArticles (also a route loader's, with ensureQueryData). */
export function articlesQuery(filters: ArticleFilters) {
  return queryOptions({
    queryKey: ['articles', 'list', filters],
    queryFn: ({ signal }) => listArticles(filters, signal),
    // Keep the current page on screen while the next tag's or search's answer arrives.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useArticles(filters: ArticleFilters) {
  return useQuery(articlesQuery(filters));
}
