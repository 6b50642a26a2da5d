// POST /api/v1/labs/bookings/:id/cancel and /reschedule: free until LAB_CHANGE_CUTOFF_HOURS before the slot,
// never after the sample is collected (the server decides; docs/product-rules.md#lab-tests).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type {
  CancelLabBookingRequest,
  LabBooking,
  RescheduleLabBookingRequest,
} from '@arogya/contracts/labs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { labBookingKey, labBookingsKey } from './lab-keys.ts';

function useChange<B>(id: string, action: 'cancel' | 'reschedule') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) =>
      (
        await apiClient.post<ApiSuccess<LabBooking>>(
          `/api/v1/labs/bookings/${encodeURIComponent(id)}/${action}`,
          body,
        )
      ).result,
    onSuccess: (booking) => {
      client.setQueryData(labBookingKey(id), booking);
      void client.invalidateQueries({ queryKey: labBookingsKey });
    },
  });
}

export const useCancelLabBooking = (id: string) => useChange<CancelLabBookingRequest>(id, 'cancel');
export const useRescheduleLabBooking = (id: string) =>
  useChange<RescheduleLabBookingRequest>(id, 'reschedule');
