// GET /api/v1/labs/testList/:idOrSlug: one test or package with its parameters, preparation and FAQs.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { LabItemDetail } from '@arogya/contracts/labs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';

export async function getLabItem(idOrSlug: string, signal?: AbortSignal): Promise<LabItemDetail> {
  const body = await apiClient.get<ApiSuccess<LabItemDetail>>(
    `/api/v1/labs/testList/${encodeURIComponent(idOrSlug)}`,
    { signal },
  );
  return body.result;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The query of useLabItem (also a route loader's, with ensureQueryData). */
export function labItemQuery(idOrSlug: string | undefined, options: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: ['labs', 'item', idOrSlug ?? ''],
    queryFn: ({ signal }) => getLabItem(idOrSlug ?? '', signal),
    enabled: Boolean(idOrSlug) && (options.enabled ?? true),
    retry: (failures, error) => !isNotFound(error) && failures < 2,
    staleTime: 5 * 60_000,
  });
}

export function useLabItem(idOrSlug: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery(labItemQuery(idOrSlug, options));
}
