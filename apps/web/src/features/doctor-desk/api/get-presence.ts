// GET /api/v1/consult-now/presence: the doctor's 'Available for instant consultations' switch, what holds
// them, and the request ringing them now (read on load and whenever the socket says something changed).
import type { DoctorPresence } from '@arogya/contracts/consult-now';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { deskKeys } from './desk-keys.ts';

export async function getPresence(signal?: AbortSignal): Promise<DoctorPresence> {
  return (await apiClient.get<ApiSuccess<DoctorPresence>>('/api/v1/consult-now/presence', { signal })).result;
}

export function usePresence() {
  return useQuery({
    queryKey: deskKeys.presence,
    queryFn: ({ signal }) => getPresence(signal),
    // The switch may go off on its own (hours over, missed offers): asked again each half minute.
    refetchInterval: 30_000,
    retry: false,
  });
}
