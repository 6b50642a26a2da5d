// POST /api/v1/users/password/reset: the link's token and a new password. The server ends every session of
// the account and answers like a sign-in, so this device is signed in with the new session.
import type { ResetPasswordInput } from '@arogya/contracts/notifications';
import type { PublicUser } from '@arogya/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';

type ResetPasswordAnswer = { success: true; token: string; user: PublicUser; message?: string };

export async function resetPassword(input: ResetPasswordInput): Promise<ResetPasswordAnswer> {
  // No session is involved: a 401 could only be a server oddity, never a reason to leave the page.
  const answer = await apiClient.post<ResetPasswordAnswer>('/api/v1/users/password/reset', input, {
    token: null,
    redirectOnUnauthorized: false,
  });
  useAuthStore.getState().loginSucceeded({ token: answer.token, user: answer.user });
  return answer;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
