// Paying a consultation online (lib/pay-online.ts) from booking and My Appointments, refreshing the
// appointment's queries when settled.
import type { AppointmentDetail } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { payOnline } from '../../../lib/pay-online.ts';
import { appointmentKey, myAppointmentsKey } from './appointment-keys.ts';

/** The appointment as it stands after paying, for the confirmation. */
export async function reloadAppointment(id: string): Promise<AppointmentDetail> {
  return (
    await apiClient.get<ApiSuccess<AppointmentDetail>>(`/api/v1/bookings/booking/${encodeURIComponent(id)}`)
  ).result;
}

export function usePayAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => payOnline('appointment', id),
    onSettled: (_data, _error, id) => {
      void client.invalidateQueries({ queryKey: appointmentKey(id) });
      void client.invalidateQueries({ queryKey: myAppointmentsKey });
    },
  });
}
