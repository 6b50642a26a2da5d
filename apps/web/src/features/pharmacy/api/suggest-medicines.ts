// GET /api/v1/medicines/search?q=&suggest=true: a short list for the search box while typing.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { SearchSuggestion } from '@arogya/contracts/pharmacy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export async function getSearchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  const body = await apiClient.get<ApiSuccess<SearchSuggestion[]>>(
    `/api/v1/medicines/search${queryString({ q, suggest: 'true', limit: 8 })}`,
    { signal },
  );
  return body.result;
}

/** `q` is the debounced text; nothing is asked below 2 characters. */
export function useSearchSuggestions(q: string) {
  return useQuery({
    queryKey: ['pharmacy', 'suggest', q],
    queryFn: ({ signal }) => getSearchSuggestions(q, signal),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
