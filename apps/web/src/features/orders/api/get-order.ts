// GET /api/v1/orders/:id: one order with items, address, payment, timeline and prescription status.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { useQuery } from '@tanstack/react-query';
import { orderKey } from '../../../lib/api/order-keys.ts';
import { ApiError, apiClient } from '../../../lib/api-client.ts';

export async function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  const body = await apiClient.get<ApiSuccess<OrderDetail>>(`/api/v1/orders/${encodeURIComponent(id)}`, {
    signal,
  });
  return body.result;
}

export function useOrder(id: string | null | undefined, initialData?: OrderDetail) {
  return useQuery({
    queryKey: orderKey(id ?? ''),
    queryFn: ({ signal }) => getOrder(id ?? '', signal),
    enabled: Boolean(id),
    initialData: initialData && initialData.id === id ? initialData : undefined,
    staleTime: 15_000,
    retry: (failures, error) =>
      !(error instanceof ApiError && [403, 404].includes(error.status)) && failures < 1,
  });
}
