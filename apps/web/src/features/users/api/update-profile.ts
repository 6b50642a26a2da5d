// PUT /api/v1/user/profile/update: name and phone; the answer is merged into the signed-in user.

import type { ApiSuccess } from '@arogya/contracts/errors';
import type { PublicUser, UpdateProfileRequest } from '@arogya/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';

export function updateProfile(input: UpdateProfileRequest): Promise<ApiSuccess<PublicUser>> {
  return apiClient.put<ApiSuccess<PublicUser>>('/api/v1/user/profile/update', input);
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => useAuthStore.getState().updateProfile(answer.result),
  });
}
