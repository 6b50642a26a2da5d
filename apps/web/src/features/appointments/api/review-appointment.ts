// POST /api/v1/bookings/:id/review: 1-5 stars and an optional comment on a completed appointment.
import type { AppointmentDetail } from '@arogya/contracts/appointments';
import type { ReviewRequest } from '@arogya/contracts/doctors';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorQueryKey } from '../../../lib/api/get-doctor.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { appointmentKey, myAppointmentsKey } from './appointment-keys.ts';

export function reviewAppointment({
  appointmentId,
  review,
}: {
  appointmentId: string;
  review: ReviewRequest;
}) {
  return apiClient.post<ApiSuccess<AppointmentDetail>>(
    `/api/v1/bookings/${encodeURIComponent(appointmentId)}/review`,
    review,
  );
}

export function useReviewAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAppointment,
    onSuccess: (answer) => {
      queryClient.setQueryData(appointmentKey(answer.result.id), answer.result);
      void queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
      // The doctor's average rating and review list change.
      void queryClient.invalidateQueries({ queryKey: doctorQueryKey(answer.result.doctor.id) });
      void queryClient.invalidateQueries({ queryKey: ['doctors', 'reviews', answer.result.doctor.id] });
    },
  });
}
