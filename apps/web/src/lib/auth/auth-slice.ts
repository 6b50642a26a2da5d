// The authentication state machine (docs/screens.md#authentication-state) as a pure reducer. Storage writes
// happen in the store (auth-store.ts) so every transition here can be tested with plain values.
import type { PublicUser } from '@arogya/contracts/users';

export type AuthUser = PublicUser;

export type AuthState = {
  token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  user: AuthUser | null;
  loginRedirect: boolean;
  initialized: boolean;
};

export const LOGIN_FAILED_MESSAGE = 'Login failed';
export const PROFILE_FETCH_FAILED_MESSAGE = 'Failed to fetch profile';
export const NO_TOKEN_MESSAGE = 'No token found';
export const UPDATE_PROFILE_REFUSED_MESSAGE = 'Cannot update profile: missing user or payload data';
export const PARSE_USER_ERROR_MESSAGE = 'Error parsing user data';

/** What the initial state is built from: the raw stored token and login-redirect flag. */
export type StoredAuth = { token: string | null; loginRedirect: string | null };

export function initialAuthState(stored: StoredAuth): AuthState {
  return {
    token: stored.token,
    isAuthenticated: Boolean(stored.token),
    loading: false,
    error: null,
    user: null,
    // Stored as the text 'true' or 'false'; anything but 'false' (including nothing) means true.
    loginRedirect: stored.loginRedirect !== 'false',
    initialized: false,
  };
}

export type StoredUserParse =
  | { kind: 'user'; user: AuthUser }
  | { kind: 'missing' }
  | { kind: 'corrupt'; error?: unknown };

/** Reads the stored user text: the text 'undefined' and anything that is not a JSON object are corrupt. */
export function parseStoredUser(text: string | null): StoredUserParse {
  if (text === null || text === '') return { kind: 'missing' };
  if (text === 'undefined') return { kind: 'corrupt' };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return { kind: 'user', user: value as AuthUser };
    }
    return { kind: 'corrupt', error: new Error('Stored user data is not an object') };
  } catch (error) {
    return { kind: 'corrupt', error };
  }
}

export type AuthAction =
  /** Session start: initializing, a stored token is being verified with a profile call. */
  | { type: 'sessionStarted' }
  | { type: 'sessionRestored'; token: string | null; user: AuthUser | null }
  | { type: 'sessionVerified'; user: AuthUser }
  /** Session start ended logged out: no token, or the server refused the token. */
  | { type: 'sessionEnded'; error: string }
  /** The server could not be asked (offline, 5xx): the restored session stays as it is, unverified. */
  | { type: 'sessionCheckFailed'; error: string }
  | { type: 'loginStarted' }
  | { type: 'loginSucceeded'; token: string; user: AuthUser }
  | { type: 'loginFailed'; message?: string | null }
  /** The profile fetched after login replaces the user the login answered with. */
  | { type: 'profileLoaded'; user: AuthUser }
  | { type: 'loggedOut' }
  | { type: 'profileUpdated'; changes: Partial<AuthUser> | null | undefined }
  /** A password change revokes every session and answers with a fresh token. */
  | { type: 'tokenReplaced'; token: string }
  | { type: 'loginRedirectReset' }
  | { type: 'loadingSet'; loading: boolean }
  | { type: 'initializedSet'; initialized: boolean };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'sessionStarted':
      return { ...state, loading: true, error: null };
    case 'sessionRestored':
      if (action.token && action.user) {
        return { ...state, token: action.token, user: action.user, isAuthenticated: true, initialized: true };
      }
      return { ...state, initialized: true };
    case 'sessionVerified':
      return {
        ...state,
        user: action.user,
        isAuthenticated: true,
        loading: false,
        error: null,
        initialized: true,
      };
    case 'sessionEnded':
      return {
        ...state,
        token: null,
        user: null,
        isAuthenticated: false,
        loading: false,
        error: action.error,
        initialized: true,
      };
    case 'sessionCheckFailed':
      return { ...state, loading: false, error: action.error, initialized: true };
    case 'loginStarted':
      return { ...state, loading: true, error: null };
    case 'loginSucceeded':
      return {
        ...state,
        token: action.token,
        user: action.user,
        isAuthenticated: true,
        loginRedirect: false,
        initialized: true,
        loading: false,
        error: null,
      };
    case 'loginFailed':
      return { ...state, error: action.message || LOGIN_FAILED_MESSAGE, loading: false, initialized: true };
    case 'profileLoaded':
      return { ...state, user: action.user };
    case 'loggedOut':
      return {
        ...state,
        token: null,
        user: null,
        isAuthenticated: false,
        loginRedirect: true,
        initialized: true,
        loading: false,
        error: null,
      };
    case 'profileUpdated':
      if (!state.user || !action.changes) {
        console.error(UPDATE_PROFILE_REFUSED_MESSAGE);
        return state;
      }
      return { ...state, user: { ...state.user, ...action.changes } };
    case 'tokenReplaced':
      return { ...state, token: action.token };
    case 'loginRedirectReset':
      return { ...state, loginRedirect: true };
    case 'loadingSet':
      return { ...state, loading: action.loading };
    case 'initializedSet':
      return { ...state, initialized: action.initialized };
  }
}
