// GET /api/v1/labs/desk/bookings/:id: one of the lab's bookings with the parameters to enter, this patient's
// reference ranges and the values saved so far.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { LabDeskBooking } from '@arogya/contracts/labs';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { deskBookingKey } from './desk-keys.ts';

export function useDeskBooking(id: string) {
  return useQuery({
    queryKey: deskBookingKey(id),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ApiSuccess<LabDeskBooking>>(
          `/api/v1/labs/desk/bookings/${encodeURIComponent(id)}`,
          {
            signal,
          },
        )
      ).result,
  });
}
