// POST /api/v1/doctors/me/leaves: refused (422) when booked appointments fall in the period.
import type { Leave, LeaveRequest } from '@arogya/contracts/doctors';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { deskKeys } from './desk-keys.ts';

export function addLeave(body: LeaveRequest) {
  return apiClient.post<ApiSuccess<Leave>>('/api/v1/doctors/me/leaves', body);
}

export function useAddLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLeave,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.leaves });
      void queryClient.invalidateQueries({ queryKey: deskKeys.profile });
      void queryClient.invalidateQueries({ queryKey: ['doctors'] });
    },
  });
}
