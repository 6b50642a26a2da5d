// POST /api/v1/users/login, and the login transitions around it (docs/screens.md#authentication-state).
import type { LoginRequest, PublicUser } from '@arogya/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { getProfile } from './get-profile.ts';

type LoginAnswer = { success: true; token: string; user: PublicUser };

export function loginWithPassword(input: LoginRequest): Promise<LoginAnswer> {
  // A 401 here means wrong credentials: show the server's message rather than "session expired".
  return apiClient.post<LoginAnswer>('/api/v1/users/login', input, { redirectOnUnauthorized: false });
}

export async function signIn(input: LoginRequest): Promise<PublicUser> {
  const auth = useAuthStore.getState();
  auth.loginStarted();
  let answer: LoginAnswer;
  try {
    answer = await loginWithPassword(input);
  } catch (error) {
    // The server's message, else 'Login failed' (also when the server was unreachable).
    auth.loginFailed(error instanceof ApiError ? error.serverMessage : null);
    throw error;
  }
  auth.loginSucceeded({ token: answer.token, user: answer.user });
  try {
    const profile = await getProfile();
    useAuthStore.getState().profileLoaded(profile);
    return profile;
  } catch {
    // The login answer already carries the user; keep it.
    return answer.user;
  }
}

export function useLogin() {
  return useMutation({ mutationFn: signIn });
}
