// POST /api/v1/pharmacist/orders/:id/prescription (approve, or reject with a reason the patient sees) and
// POST /api/v1/pharmacist/orders/:id/status (packed, shipped, out_for_delivery, delivered, returned).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import type { FulfilmentRequest, PrescriptionDecision } from '@arogya/contracts/prescriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersKey } from '../../../lib/api/order-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

const orderPath = (id: string, what: string) => `/api/v1/pharmacist/orders/${encodeURIComponent(id)}/${what}`;

export function decidePrescription({
  orderId,
  decision,
}: {
  orderId: string;
  decision: PrescriptionDecision;
}) {
  return apiClient.post<ApiSuccess<OrderDetail>>(orderPath(orderId, 'prescription'), decision);
}

export function advanceOrder({ orderId, request }: { orderId: string; request: FulfilmentRequest }) {
  return apiClient.post<ApiSuccess<OrderDetail>>(orderPath(orderId, 'status'), request);
}

export function useDecidePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePrescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

export function useAdvanceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advanceOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
