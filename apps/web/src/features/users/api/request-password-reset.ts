// POST /api/v1/users/password/forgot: the same answer whether or not the address has an account.
import type { ForgotPasswordInput } from '@arogya/contracts/notifications';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

type ForgotPasswordAnswer = { success: true; message: string };

export function requestPasswordReset(input: ForgotPasswordInput): Promise<ForgotPasswordAnswer> {
  return apiClient.post<ForgotPasswordAnswer>('/api/v1/users/password/forgot', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
