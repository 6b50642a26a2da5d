// Paying a lab booking online (lib/pay-online.ts, kind 'lab_booking'), refreshing the booking's queries
// when settled. Until paid the booking holds its slot for PAYMENT_HOLD_MINUTES.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payOnline } from '../../../lib/pay-online.ts';
import { labBookingKey, labBookingsKey } from './lab-keys.ts';

export function usePayLabBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => payOnline('lab_booking', id),
    onSettled: (_data, _error, bookingId) => {
      void client.invalidateQueries({ queryKey: labBookingKey(bookingId) });
      void client.invalidateQueries({ queryKey: labBookingsKey });
    },
  });
}
