// @vitest-environment jsdom
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from './auth-slice.ts';
import { storedAuthState, useAuthStore } from './auth-store.ts';

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
  permissions: [],
  avatar: null,
  profilePicture: null,
  language: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function reset() {
  useAuthStore.setState(storedAuthState());
}

beforeEach(() => {
  localStorage.clear();
  reset();
});
afterEach(() => vi.restoreAllMocks());

describe('initial state from storage', () => {
  it('reads the token and the login-redirect flag', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.loginRedirect, 'false');
    reset();
    expect(useAuthStore.getState()).toMatchObject({
      token: 'tok',
      isAuthenticated: true,
      loginRedirect: false,
    });
  });

  it("ignores a token stored as the text 'undefined'", () => {
    localStorage.setItem(STORAGE_KEYS.token, 'undefined');
    reset();
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
  });
});

describe('storage writes', () => {
  it('login success stores token, user data and the redirect flag as the text false', () => {
    useAuthStore.getState().loginSucceeded({ token: 'tok', user });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(user);
    expect(localStorage.getItem(STORAGE_KEYS.loginRedirect)).toBe('false');
  });

  it('logout removes token and user data and stores the redirect flag as the text true', () => {
    useAuthStore.getState().loginSucceeded({ token: 'tok', user });
    useAuthStore.getState().loggedOut();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loginRedirect)).toBe('true');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, token: null });
  });

  it('update profile saves the merged user; a refused update writes nothing', () => {
    useAuthStore.getState().loginSucceeded({ token: 'tok', user });
    useAuthStore.getState().updateProfile({ name: 'Asha R' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null').name).toBe('Asha R');

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    useAuthStore.getState().loggedOut();
    useAuthStore.getState().updateProfile({ name: 'Nobody' });
    expect(error).toHaveBeenCalledWith('Cannot update profile: missing user or payload data');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('reset login redirect stores the text true', () => {
    localStorage.setItem(STORAGE_KEYS.loginRedirect, 'false');
    useAuthStore.getState().resetLoginRedirect();
    expect(localStorage.getItem(STORAGE_KEYS.loginRedirect)).toBe('true');
    expect(useAuthStore.getState().loginRedirect).toBe(true);
  });

  it('a replaced token is stored', () => {
    useAuthStore.getState().loginSucceeded({ token: 'old', user });
    useAuthStore.getState().tokenReplaced('new');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new');
  });

  it('a failed session start removes the stored session', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    useAuthStore.getState().sessionEnded('Failed to fetch profile');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});

describe('restore session', () => {
  it('with a stored token and user becomes authenticated', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    useAuthStore.getState().restoreSession();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user, initialized: true });
  });

  it("discards a stored user equal to the text 'undefined'", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.user, 'undefined');
    useAuthStore.getState().restoreSession();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, initialized: true });
    expect(error).not.toHaveBeenCalled();
  });

  it("removes unparseable user data and logs 'Error parsing user data'", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.user, '{broken');
    useAuthStore.getState().restoreSession();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(error).toHaveBeenCalledWith('Error parsing user data', expect.anything());
    expect(useAuthStore.getState()).toMatchObject({ user: null, initialized: true });
  });

  it('with nothing stored only sets initialized', () => {
    const before = useAuthStore.getState();
    useAuthStore.getState().restoreSession();
    const after = useAuthStore.getState();
    expect(after.initialized).toBe(true);
    expect({ ...after, initialized: before.initialized }).toEqual(before);
  });
});
