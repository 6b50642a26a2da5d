// The results page's tabs read the existing listing endpoints, paged by the server
// (docs/screens.md#one-search): doctors search, medicine search, lab tests search.
import type { DoctorCard } from '@arogya/contracts/doctors';
import type { ApiPage } from '@arogya/contracts/errors';
import type { LabItemSummary } from '@arogya/contracts/labs';
import type { ProductCard } from '@arogya/contracts/pharmacy';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import type { ResultsTab } from '../search-links.ts';

export const RESULTS_PER_PAGE = 10;

export type ResultsPage =
  | { tab: 'doctors'; page: ApiPage<DoctorCard> }
  | { tab: 'medicines'; page: ApiPage<ProductCard> }
  | { tab: 'tests'; page: ApiPage<LabItemSummary> };

const ENDPOINTS: Record<ResultsTab, string> = {
  doctors: '/api/v1/doctors/search',
  medicines: '/api/v1/medicines/search',
  tests: '/api/v1/labs/testList',
};

const resultsQuery = (tab: ResultsTab, q: string, page: number) => ({
  queryKey: ['search-results', tab, q, page],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const path = `${ENDPOINTS[tab]}${queryString({ q, page, limit: RESULTS_PER_PAGE })}`;
    return { tab, page: await apiClient.get(path, { signal }) } as ResultsPage;
  },
});

/** `tab` undefined: still choosing (see useChosenTab). */
export function useSearchResults(tab: ResultsTab | undefined, q: string, page: number) {
  return useQuery({
    ...resultsQuery(tab ?? 'doctors', q, page),
    enabled: q.length > 0 && tab !== undefined,
    placeholderData: keepPreviousData,
  });
}

const TAB_ORDER: ResultsTab[] = ['doctors', 'medicines', 'tests'];

/**
 * The tab the address names, else the first, in the tabs' order, that has results for `q` (Enter on
 * 'haemoglobin' opens the lab tests, not an empty doctors' tab): the three first pages are asked together, and
 * the one chosen is then read from the same cache. Undefined while the earlier tabs' answers are awaited.
 */
export function useChosenTab(named: ResultsTab | undefined, q: string): ResultsTab | undefined {
  const firsts = useQueries({
    queries: TAB_ORDER.map((tab) => ({ ...resultsQuery(tab, q, 1), enabled: !named && q.length > 0 })),
  });
  if (named) return named;
  if (!q) return 'doctors';
  for (const [i, first] of firsts.entries()) {
    const tab = TAB_ORDER[i] ?? 'doctors';
    if (first.isPending) return undefined;
    // A tab that failed opens, with its error and a way to try again.
    if (first.isError || (first.data?.page.result.length ?? 0) > 0) return tab;
  }
  return 'doctors';
}
