// POST /api/v1/doctors/me/appointments/:id/no-show: the patient did not come.
import type { AppointmentDetail } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { deskKeys } from './desk-keys.ts';

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
