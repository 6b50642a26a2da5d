// DELETE /api/v1/family-members/:id: deleted, or archived when bookings or orders name them.
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyMembersKey } from '../../../lib/api/family-members.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function removeFamilyMember(id: string) {
  return apiClient.delete<ApiSuccess<{ id: string; outcome: 'deleted' | 'archived' }>>(
    `/api/v1/family-members/${encodeURIComponent(id)}`,
  );
}

export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFamilyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyMembersKey }),
  });
}
