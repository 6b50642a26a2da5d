// PUT /api/v1/consult-now/presence: turn 'Available for instant consultations' on or off.
import type { DoctorPresence } from '@arogya/contracts/consult-now';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { deskKeys } from './desk-keys.ts';

export function useSetPresence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (available: boolean) =>
      (await apiClient.put<ApiSuccess<DoctorPresence>>('/api/v1/consult-now/presence', { available })).result,
    onSuccess: (presence) => client.setQueryData(deskKeys.presence, presence),
  });
}
