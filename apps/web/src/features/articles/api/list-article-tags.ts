// GET /api/v1/articles/tags: every tag with its number of articles, for the listing's chips.
import type { ArticleTagCount } from '@arogya/contracts/articles';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function listArticleTags(signal?: AbortSignal): Promise<ArticleTagCount[]> {
  return (await apiClient.get<ApiSuccess<ArticleTagCount[]>>('/api/v1/articles/tags', { signal })).result;
}

export function useArticleTags() {
  return useQuery({
    queryKey: ['articles', 'tags'],
    queryFn: ({ signal }) => listArticleTags(signal),
    staleTime: 5 * 60_000,
  });
}
