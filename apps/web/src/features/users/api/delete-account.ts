// DELETE /api/v1/users/me {password} or {code}: the account and its data are deleted, then the browser signs out.
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

type DeleteAccountAnswer = { success: true; message?: string };

export function deleteAccount(input: { password?: string; code?: string }): Promise<DeleteAccountAnswer> {
  return apiClient.delete<DeleteAccountAnswer>('/api/v1/users/me', input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
