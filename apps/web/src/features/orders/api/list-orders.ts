// GET /api/v1/orders?filter=&page=: the signed-in user's medicine orders, newest first.
import type { ApiPage } from '@arogya/contracts/errors';
import type { OrderListItem, OrderListQuery } from '@arogya/contracts/pharmacy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { myOrdersKey } from '../../../lib/api/order-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export function listMyOrders(query: OrderListQuery, signal?: AbortSignal): Promise<ApiPage<OrderListItem>> {
  return apiClient.get<ApiPage<OrderListItem>>(`/api/v1/orders${queryString({ ...query })}`, { signal });
}

export function useMyOrders(query: OrderListQuery) {
  return useQuery({
    queryKey: [...myOrdersKey, query],
    queryFn: ({ signal }) => listMyOrders(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
