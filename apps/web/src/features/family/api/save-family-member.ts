// POST /api/v1/family-members (add) and PUT /api/v1/family-members/:id (edit).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { FamilyMember, FamilyMemberInput } from '@arogya/contracts/health-card';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyMembersKey } from '../../../lib/api/family-members.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function saveFamilyMember({ id, input }: { id?: string; input: FamilyMemberInput }) {
  return id
    ? apiClient.put<ApiSuccess<FamilyMember>>(`/api/v1/family-members/${encodeURIComponent(id)}`, input)
    : apiClient.post<ApiSuccess<FamilyMember>>('/api/v1/family-members', input);
}

export function useSaveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFamilyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyMembersKey }),
  });
}
