// GET /api/v1/labs/testList/:idOrSlug: one test or package with its parameters, preparation and FAQs.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { LabItemDetail } from '@arogya/contracts/labs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export async function getLabItem(
  idOrSlug: string,
  signal?: AbortSignal,
  pinCode?: string | null,
): Promise<LabItemDetail> {
  const body = await apiClient.get<ApiSuccess<LabItemDetail>>(
    `/api/v1/labs/testList/${encodeURIComponent(idOrSlug)}${queryString({ pinCode })}`,
    { signal },
  );
  return body.result;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The query of useLabItem (also a route loader's, with ensureQueryData, without a pin code). With the
 * visitor's pin code its price is that of the labs collecting there; until that answers, the page keeps the
 * item as it was (the same item only). */
export function labItemQuery(
  idOrSlug: string | undefined,
  options: { enabled?: boolean; pinCode?: string | null } = {},
) {
  const pinCode = options.pinCode ?? null;
  return queryOptions({
    queryKey: pinCode ? ['labs', 'item', idOrSlug ?? '', pinCode] : ['labs', 'item', idOrSlug ?? ''],
    queryFn: ({ signal }) => getLabItem(idOrSlug ?? '', signal, pinCode),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === (idOrSlug ?? '') ? previous : undefined,
    enabled: Boolean(idOrSlug) && (options.enabled ?? true),
    retry: (failures, error) => !isNotFound(error) && failures < 2,
    staleTime: 5 * 60_000,
  });
}

export function useLabItem(
  idOrSlug: string | undefined,
  options: { enabled?: boolean; pinCode?: string | null } = {},
) {
  return useQuery(labItemQuery(idOrSlug, options));
}
