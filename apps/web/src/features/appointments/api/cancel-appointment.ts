// POST /api/v1/bookings/cancel-appointment: allowed up to the cutoff before the start.
import type { AppointmentDetail, CancelRequest } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorSlotsKey } from '../../../lib/api/get-doctor-slots.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { appointmentKey, myAppointmentsKey } from './appointment-keys.ts';

export function cancelAppointment(input: CancelRequest) {
  return apiClient.post<ApiSuccess<AppointmentDetail>>('/api/v1/bookings/cancel-appointment', input);
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: (answer) => {
      queryClient.setQueryData(appointmentKey(answer.result.id), answer.result);
      void queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
      void queryClient.invalidateQueries({ queryKey: doctorSlotsKey(answer.result.doctor.id) });
    },
  });
}
