// GET /api/v1/pharmacist/orders?status=: orders at one fulfilment step, oldest first, with who placed them.
import type { ApiPage } from '@arogya/contracts/errors';
import type { OrderDetail, OrderListItem, OrderStatus } from '@arogya/contracts/pharmacy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pharmacistKey } from '../../../lib/api/order-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

/** A list item of the desk: the order as My Orders shows it, plus the patient. */
export type DeskOrder = OrderListItem & { patient: OrderDetail['patient'] };

export function listPharmacistOrders(status: OrderStatus, page: number, signal?: AbortSignal) {
  return apiClient.get<ApiPage<DeskOrder>>(`/api/v1/pharmacist/orders${queryString({ status, page })}`, {
    signal,
  });
}

export function usePharmacistOrders(status: OrderStatus, page: number) {
  return useQuery({
    queryKey: [...pharmacistKey, 'orders', status, page],
    queryFn: ({ signal }) => listPharmacistOrders(status, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
