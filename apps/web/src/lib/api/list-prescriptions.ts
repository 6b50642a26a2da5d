// GET /api/v1/bookings/getPrescriptions: the signed-in user's uploaded and doctor-issued prescriptions.
// Shared by the prescriptions pages and the checkout's prescription step.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { Prescription } from '@arogya/contracts/prescriptions';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { queryString } from '../query-string.ts';

export const prescriptionsKey = ['prescriptions', 'mine'] as const;

/** `member`: only one person's ('self' or a family member's id), filtered by the server. */
export async function listPrescriptions(signal?: AbortSignal, member?: string): Promise<Prescription[]> {
  const body = await apiClient.get<ApiSuccess<Prescription[]>>(
    `/api/v1/bookings/getPrescriptions${queryString({ member })}`,
    { signal },
  );
  return body.result;
}

export function usePrescriptions(enabled = true, member?: string) {
  return useQuery({
    queryKey: member ? [...prescriptionsKey, member] : prescriptionsKey,
    queryFn: ({ signal }) => listPrescriptions(signal, member),
    enabled,
  });
}
