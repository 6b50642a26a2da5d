// POST /api/v1/users/login, and the login transitions around it (docs/screens.md#authentication-state). A staff
// account's right password answers a challenge instead of a session: the code sent to its phone finishes the
// sign-in (verify-staff-code.ts).
import type { StaffCodeChallenge } from '@arogya/contracts/one-time-codes';
import type { LoginRequest, PublicUser } from '@arogya/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { getProfile } from './get-profile.ts';

export type SignedInAnswer = { success: true; token: string; user: PublicUser; message?: string };
type LoginAnswer = SignedInAnswer | StaffCodeChallenge;

export type SignInResult =
  | { kind: 'signed-in'; user: PublicUser }
  | { kind: 'code'; challenge: StaffCodeChallenge };

export function loginWithPassword(input: LoginRequest): Promise<LoginAnswer> {
  // A 401 here means wrong credentials: show the server's message rather than "session expired".
  return apiClient.post<LoginAnswer>('/api/v1/users/login', input, { redirectOnUnauthorized: false });
}

/** A session answer (password, code, or a new account) becomes the signed-in state, with the full profile. */
export async function completeSignIn(answer: SignedInAnswer): Promise<PublicUser> {
  useAuthStore.getState().loginSucceeded({ token: answer.token, user: answer.user });
  try {
    const profile = await getProfile();
    useAuthStore.getState().profileLoaded(profile);
    return profile;
  } catch {
    // The answer already carries the user; keep it.
    return answer.user;
  }
}

export async function signIn(input: LoginRequest): Promise<SignInResult> {
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
  if ('codeRequired' in answer) {
    auth.setLoading(false);
    return { kind: 'code', challenge: answer };
  }
  return { kind: 'signed-in', user: await completeSignIn(answer) };
}

export function useLogin() {
  return useMutation({ mutationFn: signIn });
}
