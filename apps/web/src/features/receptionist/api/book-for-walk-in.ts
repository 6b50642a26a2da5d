// POST /api/v1/bookings/book/appointment/receptionist with an Idempotency-Key: book for a walk-in.
import type { AppointmentDetail, ReceptionistBookingRequest } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorSlotsKey } from '../../../lib/api/get-doctor-slots.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { receptionKeys } from './reception-keys.ts';

export function bookWalkIn({
  body,
  idempotencyKey,
}: {
  body: ReceptionistBookingRequest;
  idempotencyKey: string;
}) {
  return apiClient.post<ApiSuccess<AppointmentDetail>>(
    '/api/v1/bookings/book/appointment/receptionist',
    body,
    {
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
}

export function useBookWalkIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookWalkIn,
    onSuccess: (_answer, { body }) => {
      void queryClient.invalidateQueries({ queryKey: receptionKeys.appointments });
      void queryClient.invalidateQueries({ queryKey: receptionKeys.slots(body.doctorId) });
      void queryClient.invalidateQueries({ queryKey: doctorSlotsKey(body.doctorId) });
    },
  });
}
