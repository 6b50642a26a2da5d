// GET /api/v1/doctors/me/leaves: the doctor's current and future leave periods.
import type { Leave } from '@arogya/contracts/doctors';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { deskKeys } from './desk-keys.ts';

export async function listLeaves(signal?: AbortSignal): Promise<Leave[]> {
  return (await apiClient.get<ApiSuccess<Leave[]>>('/api/v1/doctors/me/leaves', { signal })).result;
}

export function useLeaves() {
  return useQuery({ queryKey: deskKeys.leaves, queryFn: ({ signal }) => listLeaves(signal) });
}
