// GET /api/v1/pharmacist/queue: orders awaiting prescription verification, oldest first.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { PharmacistQueueItem } from '@arogya/contracts/prescriptions';
import { useQuery } from '@tanstack/react-query';
import { pharmacistKey } from '../../../lib/api/order-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

export async function listQueue(signal?: AbortSignal): Promise<PharmacistQueueItem[]> {
  const body = await apiClient.get<ApiSuccess<PharmacistQueueItem[]>>('/api/v1/pharmacist/queue', { signal });
  return body.result;
}

export function usePrescriptionQueue() {
  return useQuery({
    queryKey: [...pharmacistKey, 'queue'],
    queryFn: ({ signal }) => listQueue(signal),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}
