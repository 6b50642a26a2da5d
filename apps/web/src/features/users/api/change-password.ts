// POST /api/v1/users/change-password: every other session is revoked and this one gets a new token.
import type { ChangePasswordRequest } from '@arogya/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';

type ChangePasswordAnswer = { success: true; token: string; message?: string };

export function changePassword(input: ChangePasswordRequest): Promise<ChangePasswordAnswer> {
  return apiClient.post<ChangePasswordAnswer>('/api/v1/users/change-password', input);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => useAuthStore.getState().tokenReplaced(answer.token),
  });
}
