// GET /api/v1/delivery/cities: the serviceable Indian cities
// (docs/product-rules.md#nothing-shown-is-invented), in the API's order. The mobile menu on /medifarma pages
// lists the top 4; the pharmacy home offers all as delivery locations.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { ServiceableCity } from '@arogya/contracts/pharmacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type DeliveryCity = { name: string; slug: string };

export const deliveryCitiesKey = ['delivery', 'cities'] as const;

export async function listDeliveryCities(signal?: AbortSignal): Promise<ServiceableCity[]> {
  const body = await apiClient.get<ApiSuccess<ServiceableCity[]>>('/api/v1/delivery/cities', { signal });
  return body.result;
}

/** The query of useServiceableCities (also a route loader's, with ensureQueryData). */
export function deliveryCitiesQuery(enabled = true) {
  return queryOptions({
    queryKey: deliveryCitiesKey,
    queryFn: ({ signal }) => listDeliveryCities(signal),
    enabled,
    staleTime: 60 * 60_000,
  });
}

export function useServiceableCities(enabled = true) {
  return useQuery(deliveryCitiesQuery(enabled));
}

const NO_CITIES: DeliveryCity[] = [];

/** `enabled` is false off the /medifarma pages, where the list is not shown (no request is made). */
export function useDeliveryCities(enabled = true): DeliveryCity[] {
  return useServiceableCities(enabled).data ?? NO_CITIES;
}
