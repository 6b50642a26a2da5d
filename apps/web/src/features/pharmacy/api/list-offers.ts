// GET /api/v1/offers/getAll: live offers (their discounts are already in the prices).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { Offer } from '@arogya/contracts/pharmacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function listOffers(signal?: AbortSignal): Promise<Offer[]> {
  const body = await apiClient.get<ApiSuccess<Offer[]>>('/api/v1/offers/getAll', { signal });
  return body.result;
}

/** The query of useOffers (also a route loader's, with ensureQueryData). */
export function offersQuery() {
  return queryOptions({ queryKey: ['pharmacy', 'offers'], queryFn: ({ signal }) => listOffers(signal) });
}

export function useOffers() {
  return useQuery(offersQuery());
}
