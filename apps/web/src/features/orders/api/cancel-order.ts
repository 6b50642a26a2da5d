// POST /api/v1/orders/:id/cancel (before dispatch) and /api/v1/orders/:id/return (within 7 days of delivery).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKey, ordersKey } from '../../../lib/api/order-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type OrderChange = { id: string; action: 'cancel' | 'return'; reason?: string };

export function changeOrder({ id, action, reason }: OrderChange) {
  return apiClient.post<ApiSuccess<OrderDetail>>(
    `/api/v1/orders/${encodeURIComponent(id)}/${action}`,
    reason ? { reason } : {},
  );
}

export function useChangeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrder,
    onSuccess: (answer) => {
      queryClient.setQueryData(orderKey(answer.result.id), answer.result);
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}
