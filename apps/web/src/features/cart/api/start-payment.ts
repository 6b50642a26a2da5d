// Paying an order online: POST /api/v1/payments (Idempotency-Key) starts it, POST
// /api/v1/payments/razorpay/verify hands the server Checkout's answer to verify, and cancelling the unpaid
// order (POST /api/v1/orders/:id/cancel) frees its stock when the patient switches to cash on delivery.

import type { ApiSuccess } from '@arogya/contracts/errors';
import type { PaymentOutcome, PaymentSession, VerifyPaymentRequest } from '@arogya/contracts/payments';
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKey, ordersKey } from '../../../lib/api/order-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function startOrderPayment({ orderId, idempotencyKey }: { orderId: string; idempotencyKey: string }) {
  return apiClient.post<ApiSuccess<PaymentSession>>(
    '/api/v1/payments',
    { kind: 'medicine_order', id: orderId },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function verifyPayment(body: VerifyPaymentRequest) {
  return apiClient.post<ApiSuccess<PaymentOutcome>>('/api/v1/payments/razorpay/verify', body);
}

export function cancelUnpaidOrder(orderId: string) {
  return apiClient.post<ApiSuccess<OrderDetail>>(`/api/v1/orders/${encodeURIComponent(orderId)}/cancel`, {
    // Stored with the order as the reason it was cancelled (data, in English like every stored reason).
    reason: 'Paying cash on delivery instead',
  });
}

export function useStartOrderPayment() {
  return useMutation({ mutationFn: startOrderPayment });
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: orderKey(answer.result.id) });
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}

export function useCancelUnpaidOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelUnpaidOrder,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
