// GET /api/v1/labs/topMustLab: partner labs, most reports delivered first.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { Lab } from '@arogya/contracts/labs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

/** The query of useTopLabs (also a route loader's, with ensureQueryData). */
export function topLabsQuery(limit = 6) {
  return queryOptions({
    queryKey: ['labs', 'top', limit],
    queryFn: async ({ signal }) =>
      (await apiClient.get<ApiSuccess<Lab[]>>(`/api/v1/labs/topMustLab${queryString({ limit })}`, { signal }))
        .result,
    staleTime: 10 * 60_000,
  });
}

export function useTopLabs(limit = 6) {
  return useQuery(topLabsQuery(limit));
}
