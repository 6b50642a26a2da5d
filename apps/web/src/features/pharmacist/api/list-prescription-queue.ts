// GET /api/v1/pharmacist/queue: orders awaiting prescription verification, oldest first.
import type { ApiPage } from '@arogya/contracts/errors';
import type { PharmacistQueueItem } from '@arogya/contracts/prescriptions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pharmacistKey } from '../../../lib/api/order-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export function listQueue(page: number, signal?: AbortSignal): Promise<ApiPage<PharmacistQueueItem>> {
  return apiClient.get<ApiPage<PharmacistQueueItem>>(`/api/v1/pharmacist/queue${queryString({ page })}`, {
    signal,
  });
}

export function usePrescriptionQueue(page = 1) {
  return useQuery({
    queryKey: [...pharmacistKey, 'queue', page],
    queryFn: ({ signal }) => listQueue(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}
