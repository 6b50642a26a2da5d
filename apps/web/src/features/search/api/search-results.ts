// The results page's tabs read the existing listing endpoints, paged by the server
// (docs/screens.md#one-search): doctors search, medicine search, lab tests search.
import type { DoctorCard } from '@arogya/contracts/doctors';
import type { ApiPage } from '@arogya/contracts/errors';
import type { LabItemSummary } from '@arogya/contracts/labs';
import type { ProductCard } from '@arogya/contracts/pharmacy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export function useSearchResults(tab: ResultsTab, q: string, page: number) {
  return useQuery({
    queryKey: ['search-results', tab, q, page],
    queryFn: async ({ signal }) => {
      const path = `${ENDPOINTS[tab]}${queryString({ q, page, limit: RESULTS_PER_PAGE })}`;
      return { tab, page: await apiClient.get(path, { signal }) } as ResultsPage;
    },
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
