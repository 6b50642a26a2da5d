// GET /api/v1/users/sign-in-methods: whether this server sends sign-in codes, and by which channels.
import type { SignInMethods } from '@arogya/contracts/one-time-codes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function getSignInMethods(): Promise<SignInMethods> {
  return apiClient.get<{ result: SignInMethods }>('/api/v1/users/sign-in-methods').then((a) => a.result);
}

export function useSignInMethods() {
  return useQuery({ queryKey: ['users', 'sign-in-methods'], queryFn: getSignInMethods, staleTime: Infinity });
}
