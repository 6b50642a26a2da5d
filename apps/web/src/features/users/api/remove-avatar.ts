// DELETE /api/v1/user/profile/avatar: back to initials.

import type { ApiSuccess } from '@arogya/contracts/errors';
import type { PublicUser } from '@arogya/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';

export function deleteAvatar(): Promise<ApiSuccess<PublicUser>> {
  return apiClient.delete<ApiSuccess<PublicUser>>('/api/v1/user/profile/avatar');
}

export function useDeleteAvatar() {
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: (answer) => useAuthStore.getState().updateProfile(answer.result),
  });
}
