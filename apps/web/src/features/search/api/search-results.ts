// The results page's tabs read the existing listing endpoints, paged by the server
// (docs/screens.md#one-search): doctors search, medicine search, lab tests search. What they search is what
// the box suggested for the text (GET /api/v1/search/suggestions): the text, or its correction when the text
// matched nothing exactly ('thyriod' shows the thyroid tests, saying so).
import type { DoctorCard } from '@arogya/contracts/doctors';
import type { ApiPage } from '@arogya/contracts/errors';
import type { LabItemSummary } from '@arogya/contracts/labs';
import type { ProductCard } from '@arogya/contracts/pharmacy';
import { openingTab, RESULTS_TABS, type ResultsTab } from '@arogya/contracts/search-values';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { getSuggestions } from './get-suggestions.ts';

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

/** Tests are priced at the visitor's pin code when known (lib/use-visitor-pin-code.ts). */
const resultsQuery = (tab: ResultsTab, q: string, page: number, pinCode: string | null = null) => ({
  queryKey: ['search-results', tab, q, page, tab === 'tests' ? pinCode : null],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const at = tab === 'tests' ? pinCode : null;
    const path = `${ENDPOINTS[tab]}${queryString({ q, page, limit: RESULTS_PER_PAGE, pinCode: at })}`;
    return { tab, page: await apiClient.get(path, { signal }) } as ResultsPage;
  },
});

/** What the page searches for the text typed (the correction the suggestions made, else the text) and the
 * tab the box put first. Undefined while asked; the text itself when the suggestions could not be had (the
 * tabs still answer). */
export function useSearchPlan(q: string): { text: string; tab: ResultsTab | null } | undefined {
  const answer = useQuery({
    queryKey: ['search-suggestions', q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.length > 0,
    retry: false,
  });
  if (!q) return { text: q, tab: null };
  if (answer.isPending) return undefined;
  return { text: answer.data?.didYouMean ?? q, tab: answer.data?.tab ?? null };
}

/** `tab` undefined: still choosing (see useResultTotals). */
export function useSearchResults(
  tab: ResultsTab | undefined,
  q: string | undefined,
  page: number,
  pinCode: string | null = null,
) {
  return useQuery({
    ...resultsQuery(tab ?? 'doctors', q ?? '', page, pinCode),
    enabled: Boolean(q) && tab !== undefined,
    placeholderData: keepPreviousData,
  });
}

export type TabTotal = { total: number; estimate: boolean };

/**
 * Each tab's total for `q` (the three first pages, asked together; the chosen tab's first page is then read
 * from the same cache), and the tab to open: the one the address names, else `openingTab` (the box's first,
 * among the tabs matching the whole text the richest; docs/screens.md#one-search: 'thyroid' opens the 20
 * tests, not the 3 doctors). Undefined while answers are awaited; a tab whose answer failed opens when
 * nothing else is known, with its error and a way to try again.
 */
export function useResultTotals(
  named: ResultsTab | undefined,
  q: string | undefined,
  suggested: ResultsTab | null = null,
  pinCode: string | null = null,
): { totals: Partial<Record<ResultsTab, TabTotal>>; chosen: ResultsTab | undefined; failed: boolean } {
  const firsts = useQueries({
    queries: RESULTS_TABS.map((tab) => ({ ...resultsQuery(tab, q ?? '', 1, pinCode), enabled: Boolean(q) })),
  });
  const totals: Partial<Record<ResultsTab, TabTotal>> = {};
  let failed: ResultsTab | undefined;
  for (const [i, first] of firsts.entries()) {
    const tab = RESULTS_TABS[i] ?? 'doctors';
    if (first.data) {
      const { total, totalIsEstimate } = first.data.page.pagination;
      totals[tab] = { total, estimate: Boolean(totalIsEstimate) };
    } else if (first.isError) failed ??= tab;
  }
  if (!q) return { totals, chosen: named ?? 'doctors', failed: false };
  if (named) return { totals, chosen: named, failed: failed !== undefined };
  if (firsts.some((f) => f.isPending)) return { totals, chosen: undefined, failed: false };
  const counts = Object.fromEntries(Object.entries(totals).map(([tab, t]) => [tab, t.total]));
  const opening = openingTab(suggested, counts);
  return { totals, chosen: opening ?? failed ?? 'doctors', failed: failed !== undefined };
}
