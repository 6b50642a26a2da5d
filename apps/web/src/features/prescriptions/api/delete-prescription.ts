// DELETE /api/v1/prescriptions/:id: the patient removes an upload no order uses (the file goes too).
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prescriptionsKey } from '../../../lib/api/list-prescriptions.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function deletePrescription(id: string) {
  return apiClient.delete<ApiSuccess<{ id: string }>>(`/api/v1/prescriptions/${encodeURIComponent(id)}`);
}

export function useDeletePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrescription,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: prescriptionsKey }),
  });
}
