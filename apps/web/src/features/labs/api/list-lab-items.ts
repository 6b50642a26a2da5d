// GET /api/v1/labs/testList: tests and packages, filtered, sorted and paged by the server (the listing's
// filters are in the URL, docs/screens.md#lab-tests).
import type { ApiPage } from '@arogya/contracts/errors';
import type { LabItemSummary, LabTestListQuery } from '@arogya/contracts/labs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export function listLabTests(query: LabTestListQuery, signal?: AbortSignal) {
  return apiClient.get<ApiPage<LabItemSummary>>(`/api/v1/labs/testList${queryString({ ...query })}`, {
    signal,
  });
}

/** The query of useLabTests (also a route loader's, with ensureQueryData). */
export function labTestsQuery(query: LabTestListQuery, options: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: ['labs', 'testList', query],
    queryFn: ({ signal }) => listLabTests(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled: options.enabled ?? true,
  });
}

export function useLabTests(query: LabTestListQuery, options: { enabled?: boolean } = {}) {
  return useQuery(labTestsQuery(query, options));
}

/** A short list for a section of /labs (popular tests, packages): the page's items only. */
export function labTestShelfQuery(query: LabTestListQuery) {
  return queryOptions({
    queryKey: ['labs', 'testList', query],
    queryFn: ({ signal }) => listLabTests(query, signal),
    select: (page) => page.result,
    staleTime: 5 * 60_000,
  });
}

export function useLabTestShelf(query: LabTestListQuery) {
  return useQuery(labTestShelfQuery(query));
}
