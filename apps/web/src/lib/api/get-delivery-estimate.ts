// GET /api/v1/delivery/estimate?pinCode=: whether a pin code is served, its zone, days, fee and cash on
// delivery. Shared by the product page, the delivery-location pages and the checkout's address form.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { DeliveryEstimate } from '@arogya/contracts/pharmacy';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { queryString } from '../query-string.ts';

export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

export async function getDeliveryEstimate(pinCode: string, signal?: AbortSignal): Promise<DeliveryEstimate> {
  const body = await apiClient.get<ApiSuccess<DeliveryEstimate>>(
    `/api/v1/delivery/estimate${queryString({ pinCode })}`,
    { signal },
  );
  return body.result;
}

/** Asks only for a well-formed pin code (6 digits, the first 1-9). */
export function useDeliveryEstimate(pinCode: string | null | undefined) {
  const valid = Boolean(pinCode && PIN_CODE_PATTERN.test(pinCode));
  return useQuery({
    queryKey: ['delivery', 'estimate', pinCode ?? ''],
    queryFn: ({ signal }) => getDeliveryEstimate(pinCode ?? '', signal),
    enabled: valid,
    staleTime: 10 * 60_000,
  });
}
