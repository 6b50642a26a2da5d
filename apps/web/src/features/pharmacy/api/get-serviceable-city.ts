// GET /api/v1/delivery/cities/:slug: one serviceable city with its zone, cash on delivery and pin codes.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { ServiceableCity } from '@arogya/contracts/pharmacy';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';

export async function getDeliveryCity(slug: string, signal?: AbortSignal): Promise<ServiceableCity> {
  const body = await apiClient.get<ApiSuccess<ServiceableCity>>(
    `/api/v1/delivery/cities/${encodeURIComponent(slug)}`,
    { signal },
  );
  return body.result;
}

export function useDeliveryCity(slug: string | undefined) {
  return useQuery({
    queryKey: ['delivery', 'city', slug ?? ''],
    queryFn: ({ signal }) => getDeliveryCity(slug ?? '', signal),
    enabled: Boolean(slug),
    staleTime: 60 * 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}
