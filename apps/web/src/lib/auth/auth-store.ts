// The signed-in state for the whole app: the auth reducer in a zustand store, plus the storage writes each
// transition implies (docs/screens.md#authentication-state). Storage failures are only logged
// (lib/storage.ts).
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { create } from 'zustand';
import { isEmptyStoredValue, readItem, removeItem, writeItem } from '../storage.ts';
import {
  type AuthAction,
  type AuthState,
  type AuthUser,
  authReducer,
  initialAuthState,
  PARSE_USER_ERROR_MESSAGE,
  parseStoredUser,
} from './auth-slice.ts';

type AuthActions = {
  restoreSession: () => void;
  sessionStarted: () => void;
  sessionVerified: (user: AuthUser) => void;
  sessionEnded: (error: string) => void;
  sessionCheckFailed: (error: string) => void;
  loginStarted: () => void;
  loginSucceeded: (session: { token: string; user: AuthUser }) => void;
  loginFailed: (message?: string | null) => void;
  profileLoaded: (user: AuthUser) => void;
  loggedOut: () => void;
  updateProfile: (changes: Partial<AuthUser> | null | undefined) => void;
  tokenReplaced: (token: string) => void;
  resetLoginRedirect: () => void;
  setLoading: (loading: boolean) => void;
  setInitialized: (initialized: boolean) => void;
};

export type AuthStore = AuthState & AuthActions;

export function readStoredToken(): string | null {
  const token = readItem(STORAGE_KEYS.token);
  return isEmptyStoredValue(token) ? null : token;
}

export function storedAuthState(): AuthState {
  return initialAuthState({ token: readStoredToken(), loginRedirect: readItem(STORAGE_KEYS.loginRedirect) });
}

function saveUser(user: AuthUser | null): void {
  if (user) writeItem(STORAGE_KEYS.user, JSON.stringify(user));
}

function clearStoredSession(): void {
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.user);
}

export const useAuthStore = create<AuthStore>()((set, get) => {
  const dispatch = (action: AuthAction) => set((state) => authReducer(state, action));

  return {
    // Created signed out, the state the server renders (zustand hands its initial state to React as the
    // server snapshot, so a hydrating page matches); the stored session is applied just below.
    ...initialAuthState({ token: null, loginRedirect: null }),

    restoreSession() {
      const token = readStoredToken();
      const parsed = parseStoredUser(readItem(STORAGE_KEYS.user));
      if (parsed.kind === 'corrupt') {
        // The text 'undefined' is a known leftover of older builds: discarded silently. Anything else is
        // logged.
        if (parsed.error !== undefined) console.error(PARSE_USER_ERROR_MESSAGE, parsed.error);
        removeItem(STORAGE_KEYS.user);
      }
      dispatch({ type: 'sessionRestored', token, user: parsed.kind === 'user' ? parsed.user : null });
    },
    sessionStarted: () => dispatch({ type: 'sessionStarted' }),
    sessionVerified(user) {
      dispatch({ type: 'sessionVerified', user });
      saveUser(user);
    },
    sessionEnded(error) {
      dispatch({ type: 'sessionEnded', error });
      clearStoredSession();
    },
    sessionCheckFailed: (error) => dispatch({ type: 'sessionCheckFailed', error }),
    loginStarted: () => dispatch({ type: 'loginStarted' }),
    loginSucceeded({ token, user }) {
      dispatch({ type: 'loginSucceeded', token, user });
      writeItem(STORAGE_KEYS.token, token);
      saveUser(user);
      writeItem(STORAGE_KEYS.loginRedirect, 'false');
    },
    loginFailed: (message) => dispatch({ type: 'loginFailed', message }),
    profileLoaded(user) {
      dispatch({ type: 'profileLoaded', user });
      saveUser(user);
    },
    loggedOut() {
      dispatch({ type: 'loggedOut' });
      clearStoredSession();
      writeItem(STORAGE_KEYS.loginRedirect, 'true');
    },
    updateProfile(changes) {
      const before = get().user;
      dispatch({ type: 'profileUpdated', changes });
      const after = get().user;
      if (after !== before) saveUser(after);
    },
    tokenReplaced(token) {
      dispatch({ type: 'tokenReplaced', token });
      writeItem(STORAGE_KEYS.token, token);
    },
    resetLoginRedirect() {
      dispatch({ type: 'loginRedirectReset' });
      writeItem(STORAGE_KEYS.loginRedirect, 'true');
    },
    setLoading: (loading) => dispatch({ type: 'loadingSet', loading }),
    setInitialized: (initialized) => dispatch({ type: 'initializedSet', initialized }),
  };
});

useAuthStore.setState(storedAuthState());
