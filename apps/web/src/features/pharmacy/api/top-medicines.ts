// GET /api/v1/medicines/topMustMedicine: the best-selling products, for the pharmacy home's carousel.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { ProductCard } from '@arogya/contracts/pharmacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export async function listTopMedicines(limit: number, signal?: AbortSignal): Promise<ProductCard[]> {
  const body = await apiClient.get<ApiSuccess<ProductCard[]>>(
    `/api/v1/medicines/topMustMedicine${queryString({ limit })}`,
    { signal },
  );
  return body.result;
}

/** The query of useTopMedicines (also a route loader's, with ensureQueryData). */
export function topMedicinesQuery(limit = 12) {
  return queryOptions({
    queryKey: ['pharmacy', 'top-medicines', limit],
    queryFn: ({ signal }) => listTopMedicines(limit, signal),
  });
}

export function useTopMedicines(limit = 12) {
  return useQuery(topMedicinesQuery(limit));
}
