import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AuthState,
  type AuthUser,
  authReducer,
  initialAuthState,
  LOGIN_FAILED_MESSAGE,
  parseStoredUser,
  UPDATE_PROFILE_REFUSED_MESSAGE,
} from './auth-slice.ts';

const user: AuthUser = {
  id: 'u1',
  name: 'Asha Rao',
  username: 'asha',
  email: 'asha@example.in',
  phone: '9876543210',
  phoneVerified: true,
  emailVerified: true,
  hasPassword: true,
  role: 'patient',
  roles: ['patient'],
  permissions: ['appointments:book'],
  avatar: null,
  profilePicture: null,
  language: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const loggedOut = initialAuthState({ token: null, loginRedirect: null });
const signedIn: AuthState = {
  ...loggedOut,
  token: 't1',
  user,
  isAuthenticated: true,
  loginRedirect: false,
  initialized: true,
};

afterEach(() => vi.restoreAllMocks());

describe('initial state from storage', () => {
  it('is authenticated when a token is stored, uninitialized, not loading', () => {
    expect(initialAuthState({ token: 'abc', loginRedirect: null })).toEqual({
      token: 'abc',
      isAuthenticated: true,
      loading: false,
      error: null,
      user: null,
      loginRedirect: true,
      initialized: false,
    });
  });

  it('is not authenticated without a token', () => {
    expect(loggedOut.isAuthenticated).toBe(false);
    expect(loggedOut.token).toBeNull();
  });

  it('keeps loginRedirect true unless the stored flag is the text false', () => {
    expect(initialAuthState({ token: null, loginRedirect: 'false' }).loginRedirect).toBe(false);
    expect(initialAuthState({ token: null, loginRedirect: 'true' }).loginRedirect).toBe(true);
    expect(initialAuthState({ token: null, loginRedirect: null }).loginRedirect).toBe(true);
    expect(initialAuthState({ token: null, loginRedirect: 'FALSE' }).loginRedirect).toBe(true);
  });
});

describe('session start', () => {
  it('goes to initializing: loading on, error cleared', () => {
    const state = authReducer({ ...loggedOut, error: 'old' }, { type: 'sessionStarted' });
    expect(state.loading).toBe(true);
    expect(state.error).toBeNull();
  });

  it('ends authenticated when the profile call answers', () => {
    const starting = authReducer({ ...loggedOut, token: 't1' }, { type: 'sessionStarted' });
    const state = authReducer(starting, { type: 'sessionVerified', user });
    expect(state).toMatchObject({
      user,
      isAuthenticated: true,
      loading: false,
      initialized: true,
      error: null,
    });
  });

  it('ends logged out with the reason when there is no token or the profile call fails', () => {
    for (const error of ['No token found', 'Failed to fetch profile']) {
      const state = authReducer({ ...signedIn, loading: true }, { type: 'sessionEnded', error });
      expect(state).toMatchObject({
        token: null,
        user: null,
        isAuthenticated: false,
        loading: false,
        initialized: true,
        error,
      });
    }
  });
});

describe('session check failure (server unreachable)', () => {
  it('keeps the restored session and records the reason', () => {
    const state = authReducer(
      { ...signedIn, loading: true },
      { type: 'sessionCheckFailed', error: 'Failed to fetch profile' },
    );
    expect(state).toEqual({
      ...signedIn,
      loading: false,
      initialized: true,
      error: 'Failed to fetch profile',
    });
  });
});

describe('restore session', () => {
  it('with a token and user becomes authenticated and initialized', () => {
    const state = authReducer(loggedOut, { type: 'sessionRestored', token: 't1', user });
    expect(state).toMatchObject({ token: 't1', user, isAuthenticated: true, initialized: true });
  });

  it('with no stored data only sets initialized', () => {
    const state = authReducer(loggedOut, { type: 'sessionRestored', token: null, user: null });
    expect(state).toEqual({ ...loggedOut, initialized: true });
  });

  it('with a token but no usable user only sets initialized', () => {
    const withToken = initialAuthState({ token: 't1', loginRedirect: null });
    const state = authReducer(withToken, { type: 'sessionRestored', token: 't1', user: null });
    expect(state).toEqual({ ...withToken, initialized: true });
  });
});

describe('stored user parsing', () => {
  it("treats the text 'undefined' as corrupt without an error to log", () => {
    expect(parseStoredUser('undefined')).toEqual({ kind: 'corrupt' });
  });

  it('treats unparseable text and non-objects as corrupt', () => {
    expect(parseStoredUser('{not json').kind).toBe('corrupt');
    expect(parseStoredUser('42').kind).toBe('corrupt');
    expect(parseStoredUser('null').kind).toBe('corrupt');
    expect(parseStoredUser('[1]').kind).toBe('corrupt');
  });

  it('reads a JSON object, and reports a missing value', () => {
    expect(parseStoredUser(JSON.stringify(user))).toEqual({ kind: 'user', user });
    expect(parseStoredUser(null)).toEqual({ kind: 'missing' });
  });
});

describe('login', () => {
  it('start: loading on, error cleared', () => {
    const state = authReducer({ ...loggedOut, error: 'Login failed' }, { type: 'loginStarted' });
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it('success: user and token set, authenticated, loginRedirect false, initialized', () => {
    const starting = authReducer(loggedOut, { type: 'loginStarted' });
    const state = authReducer(starting, { type: 'loginSucceeded', token: 't2', user });
    expect(state).toEqual({
      token: 't2',
      user,
      isAuthenticated: true,
      loginRedirect: false,
      initialized: true,
      loading: false,
      error: null,
    });
  });

  it("failure: the server's message, loading off, initialized", () => {
    const starting = authReducer(loggedOut, { type: 'loginStarted' });
    const state = authReducer(starting, { type: 'loginFailed', message: 'Invalid email or password' });
    expect(state).toMatchObject({ error: 'Invalid email or password', loading: false, initialized: true });
    expect(state.isAuthenticated).toBe(false);
  });

  it("failure without a server message says 'Login failed'", () => {
    expect(authReducer(loggedOut, { type: 'loginFailed' }).error).toBe(LOGIN_FAILED_MESSAGE);
    expect(authReducer(loggedOut, { type: 'loginFailed', message: '' }).error).toBe('Login failed');
    expect(authReducer(loggedOut, { type: 'loginFailed', message: null }).error).toBe('Login failed');
  });

  it('the profile fetched after login replaces the user', () => {
    const fresh = { ...user, name: 'Asha Devi Rao', avatar: '/a.png' };
    expect(authReducer(signedIn, { type: 'profileLoaded', user: fresh }).user).toEqual(fresh);
  });
});

describe('logout', () => {
  it('clears user and token, not authenticated, loginRedirect true, initialized', () => {
    const state = authReducer({ ...signedIn, error: 'x', loading: true }, { type: 'loggedOut' });
    expect(state).toEqual({
      token: null,
      user: null,
      isAuthenticated: false,
      loginRedirect: true,
      initialized: true,
      loading: false,
      error: null,
    });
  });
});

describe('update profile', () => {
  it('merges the given fields into the user', () => {
    const state = authReducer(signedIn, {
      type: 'profileUpdated',
      changes: { name: 'Asha R', phone: '9123456780' },
    });
    expect(state.user).toEqual({ ...user, name: 'Asha R', phone: '9123456780' });
  });

  it('is refused with a logged error when there is no user', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = authReducer(loggedOut, { type: 'profileUpdated', changes: { name: 'X' } });
    expect(state).toBe(loggedOut);
    expect(error).toHaveBeenCalledWith(UPDATE_PROFILE_REFUSED_MESSAGE);
    expect(UPDATE_PROFILE_REFUSED_MESSAGE).toBe('Cannot update profile: missing user or payload data');
  });

  it('is refused with a logged error when there is no payload', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(authReducer(signedIn, { type: 'profileUpdated', changes: null })).toBe(signedIn);
    expect(authReducer(signedIn, { type: 'profileUpdated', changes: undefined })).toBe(signedIn);
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('other transitions', () => {
  it('reset login redirect sets the flag true', () => {
    expect(authReducer(signedIn, { type: 'loginRedirectReset' }).loginRedirect).toBe(true);
  });

  it('set loading and set initialized change only their flag', () => {
    expect(authReducer(loggedOut, { type: 'loadingSet', loading: true })).toEqual({
      ...loggedOut,
      loading: true,
    });
    expect(authReducer(loggedOut, { type: 'initializedSet', initialized: true })).toEqual({
      ...loggedOut,
      initialized: true,
    });
  });

  it('a replaced token (after a password change) keeps the user signed in', () => {
    const state = authReducer(signedIn, { type: 'tokenReplaced', token: 't9' });
    expect(state).toEqual({ ...signedIn, token: 't9' });
  });
});
