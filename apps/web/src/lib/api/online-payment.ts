// GET /api/v1/cart/config: whether this deployment takes online payment (Razorpay keys set). Without it a
// card cannot be bought and a lab booking is paid at collection: no option is offered that can only fail.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { CheckoutConfig } from '@arogya/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';

export function useOnlinePaymentOffered() {
  return useQuery({
    queryKey: ['checkout-config'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<ApiSuccess<CheckoutConfig>>('/api/v1/cart/config', { signal })).result
        .onlinePayment !== null,
    staleTime: 5 * 60_000,
  });
}
