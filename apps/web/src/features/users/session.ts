// Session start (docs/screens.md#authentication-state): clean storage, restore the stored session, then
// verify the token.

import { NO_TOKEN_MESSAGE, PROFILE_FETCH_FAILED_MESSAGE } from '../../lib/auth/auth-slice.ts';
import { readStoredToken, useAuthStore } from '../../lib/auth/auth-store.ts';
import { cleanStoredKeys } from '../../lib/storage.ts';

let verification: Promise<void> | null = null;

/** The HTTP status of an ApiError (0 when the server was unreachable); read by shape so that the API
 * client stays out of the first download. */
function statusOf(error: unknown): number | null {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : null;
}

/**
 * Fetches the current user for the stored token. Startup and the route guard may both ask at once;
 * they share one request. An answer for a token that has since changed (logout, a new login) is ignored.
 */
export function verifySession(): Promise<void> {
  if (verification) return verification;
  const token = readStoredToken();
  if (!token) {
    useAuthStore.getState().sessionEnded(NO_TOKEN_MESSAGE);
    return Promise.resolve();
  }
  useAuthStore.getState().sessionStarted();
  // Loaded on demand: a visitor without a session downloads no API code on the home page.
  verification = import('./api/get-profile.ts')
    .then(({ getProfile }) => getProfile())
    .then(
      (user) => {
        if (readStoredToken() === token) useAuthStore.getState().sessionVerified(user);
      },
      (error: unknown) => {
        const current = readStoredToken();
        if (current !== null && current !== token) return;
        const auth = useAuthStore.getState();
        // Unreachable or failing server, or the profile call's code not loaded (an error with no status):
        // keep a restored session rather than sign everyone out during an outage. Only a refused token
        // (4xx), or nothing restored to keep, ends the session.
        const status = statusOf(error);
        const serverDown = status === null || status === 0 || status >= 500;
        if (serverDown && current !== null && auth.isAuthenticated && auth.user) {
          auth.sessionCheckFailed(PROFILE_FETCH_FAILED_MESSAGE);
        } else {
          auth.sessionEnded(PROFILE_FETCH_FAILED_MESSAGE);
        }
      },
    )
    .finally(() => {
      verification = null;
    });
  return verification;
}

export function startSession(): Promise<void> {
  cleanStoredKeys();
  useAuthStore.getState().restoreSession();
  return verifySession();
}
