// GET /api/v1/labs/bookings/:id: one of the signed-in user's lab bookings (another's answers 404).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { LabBooking } from '@arogya/contracts/labs';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { isNotFound } from './get-lab-item.ts';
import { labBookingKey } from './lab-keys.ts';

export function useLabBooking(id: string | undefined) {
  return useQuery({
    queryKey: labBookingKey(id ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ApiSuccess<LabBooking>>(`/api/v1/labs/bookings/${encodeURIComponent(id ?? '')}`, {
          signal,
        })
      ).result,
    enabled: Boolean(id),
    retry: (failures, error) => !isNotFound(error) && failures < 2,
    staleTime: 15_000,
  });
}
