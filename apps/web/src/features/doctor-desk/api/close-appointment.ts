// Closing an appointment at the doctor's desk (the API's close-appointment operation):
// POST /api/v1/doctors/me/appointments/:id/complete: close a started appointment with consultation notes.
// POST /api/v1/doctors/me/appointments/:id/no-show: the patient did not come.
import type { AppointmentDetail, CompleteAppointmentRequest } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { deskKeys } from './desk-keys.ts';

export function completeAppointment({ id, body }: { id: string; body: CompleteAppointmentRequest }) {
  return apiClient.post<ApiSuccess<AppointmentDetail>>(
    `/api/v1/doctors/me/appointments/${encodeURIComponent(id)}/complete`,
    body,
  );
}

export function useCompleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.appointments }),
  });
}

export function markNoShow(id: string) {
  return apiClient.post<ApiSuccess<AppointmentDetail>>(
    `/api/v1/doctors/me/appointments/${encodeURIComponent(id)}/no-show`,
  );
}

export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoShow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.appointments }),
  });
}
