// POST /api/v1/bookings/book/appointment with an Idempotency-Key: the same key returns the first answer,
// so a retried confirmation never books twice.
import type { AppointmentDetail, BookAppointmentRequest } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorSlotsKey } from '../../../lib/api/get-doctor-slots.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { appointmentKey, myAppointmentsKey } from './appointment-keys.ts';

export function bookAppointment({
  body,
  idempotencyKey,
}: {
  body: BookAppointmentRequest;
  idempotencyKey: string;
}) {
  return apiClient.post<ApiSuccess<AppointmentDetail>>('/api/v1/bookings/book/appointment', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAppointment,
    onSuccess: (answer, { body }) => {
      queryClient.setQueryData(appointmentKey(answer.result.id), answer.result);
      void queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
      void queryClient.invalidateQueries({ queryKey: doctorSlotsKey(body.doctorId) });
    },
  });
}
