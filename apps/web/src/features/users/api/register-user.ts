// POST /api/v1/users/register: creates the account and signs the new user in.
import type { PublicUser, RegisterRequest } from '@arogya/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';

type RegisterAnswer = { success: true; token: string; user: PublicUser; message?: string };

export function registerAccount(input: RegisterRequest): Promise<RegisterAnswer> {
  return apiClient.post<RegisterAnswer>('/api/v1/users/register', input);
}

export function useRegister() {
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: (answer) => useAuthStore.getState().loginSucceeded({ token: answer.token, user: answer.user }),
  });
}
