// GET /api/v1/medicines/search?q=: medicines by name, brand or salt, typo-tolerant; one page of results.
import type { ApiPage } from '@arogya/contracts/errors';
import type { ProductCard } from '@arogya/contracts/pharmacy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export function searchMedicines(
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<ApiPage<ProductCard>> {
  return apiClient.get<ApiPage<ProductCard>>(
    `/api/v1/medicines/search${queryString({ q, page, limit: 20 })}`,
    {
      signal,
    },
  );
}

export function useMedicineSearch(q: string, page: number) {
  return useQuery({
    queryKey: ['pharmacy', 'search', q, page],
    queryFn: ({ signal }) => searchMedicines(q, page, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
