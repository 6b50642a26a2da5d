// GET /api/v1/bookings/getPrescriptions: the signed-in user's uploaded and doctor-issued prescriptions.
// Shared by the prescriptions pages and the checkout's prescription step.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { Prescription } from '@arogya/contracts/prescriptions';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';

export const prescriptionsKey = ['prescriptions', 'mine'] as const;

export async function listPrescriptions(signal?: AbortSignal): Promise<Prescription[]> {
  const body = await apiClient.get<ApiSuccess<Prescription[]>>('/api/v1/bookings/getPrescriptions', {
    signal,
  });
  return body.result;
}

export function usePrescriptions(enabled = true) {
  return useQuery({
    queryKey: prescriptionsKey,
    queryFn: ({ signal }) => listPrescriptions(signal),
    enabled,
  });
}
