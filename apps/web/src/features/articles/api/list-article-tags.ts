// GET /api/v1/articles/tags: every tag with its number of articles, for the listing's chips.
import type { ArticleTagCount } from '@arogya/contracts/articles';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function listArticleTags(signal?: AbortSignal): Promise<ArticleTagCount[]> {
  return (await apiClient.get<ApiSuccess<ArticleTagCount[]>>('/api/v1/articles/tags', { signal })).result;
}

/** The query of useArticleTags (also a route loader's, with ensureQueryData). */
export function articleTagsQuery() {
  return queryOptions({
    queryKey: ['articles', 'tags'],
    queryFn: ({ signal }) => listArticleTags(signal),
    staleTime: 5 * 60_000,
  });
}

export function useArticleTags() {
  return useQuery(articleTagsQuery());
}
