// DELETE /api/v1/doctors/me/leaves/:leaveId.
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { deskKeys } from './desk-keys.ts';

export function removeLeave(leaveId: string) {
  return apiClient.delete<Omit<ApiSuccess<never>, 'result'>>(
    `/api/v1/doctors/me/leaves/${encodeURIComponent(leaveId)}`,
  );
}

export function useRemoveLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLeave,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.leaves });
      void queryClient.invalidateQueries({ queryKey: deskKeys.profile });
      void queryClient.invalidateQueries({ queryKey: ['doctors'] });
    },
  });
}
