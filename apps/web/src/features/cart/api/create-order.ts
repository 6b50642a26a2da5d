// POST /api/v1/orders with an Idempotency-Key: the same key returns the first order, so a retried
// 'Place order' never orders twice. 409 (out of stock) and 422 (a rule refused) come back as ApiError.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { CreateOrderRequest, OrderDetail } from '@arogya/contracts/pharmacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKey, ordersKey } from '../../../lib/api/order-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function placeOrder({ body, idempotencyKey }: { body: CreateOrderRequest; idempotencyKey: string }) {
  return apiClient.post<ApiSuccess<OrderDetail>>('/api/v1/orders', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (answer) => {
      queryClient.setQueryData(orderKey(answer.result.id), answer.result);
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}
