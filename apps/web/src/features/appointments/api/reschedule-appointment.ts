// POST /api/v1/bookings/reschedule-appointment: another free slot of the same doctor.
import type { AppointmentDetail, RescheduleRequest } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorSlotsKey } from '../../../lib/api/get-doctor-slots.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { appointmentKey, myAppointmentsKey } from './appointment-keys.ts';

export function rescheduleAppointment(input: RescheduleRequest) {
  return apiClient.post<ApiSuccess<AppointmentDetail>>('/api/v1/bookings/reschedule-appointment', input);
}

export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleAppointment,
    onSuccess: (answer) => {
      queryClient.setQueryData(appointmentKey(answer.result.id), answer.result);
      void queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
      void queryClient.invalidateQueries({ queryKey: doctorSlotsKey(answer.result.doctor.id) });
    },
  });
}
