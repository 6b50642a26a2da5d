// GET /api/v1/brands/topMustBrand: the brands the pharmacy home features.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { Brand } from '@arogya/contracts/pharmacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export async function listTopBrands(limit: number, signal?: AbortSignal): Promise<Brand[]> {
  const body = await apiClient.get<ApiSuccess<Brand[]>>(
    `/api/v1/brands/topMustBrand${queryString({ limit })}`,
    {
      signal,
    },
  );
  return body.result;
}

/** The query of useTopBrands (also a route loader's, with ensureQueryData). */
export function topBrandsQuery(limit = 12) {
  return queryOptions({
    queryKey: ['pharmacy', 'top-brands', limit],
    queryFn: ({ signal }) => listTopBrands(limit, signal),
  });
}

export function useTopBrands(limit = 12) {
  return useQuery(topBrandsQuery(limit));
}
