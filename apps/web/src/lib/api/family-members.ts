// GET /api/v1/family-members: the signed-in account's family members, for the family page and every
// "For" choice (booking, checkout, lab booking). docs/product-rules.md#family-members-and-the-health-card
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { FamilyMemberList } from '@arogya/contracts/health-card';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';

export const familyMembersKey = ['family-members'] as const;

export async function listFamilyMembers(signal?: AbortSignal): Promise<FamilyMemberList> {
  return (await apiClient.get<ApiSuccess<FamilyMemberList>>('/api/v1/family-members', { signal })).result;
}

export function useFamilyMembers(enabled = true) {
  return useQuery({
    queryKey: familyMembersKey,
    queryFn: ({ signal }) => listFamilyMembers(signal),
    staleTime: 60_000,
    enabled,
  });
}
