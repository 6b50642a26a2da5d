// @vitest-environment jsdom
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../lib/api-client.ts';
import type { AuthUser } from '../../lib/auth/auth-slice.ts';
import { storedAuthState, useAuthStore } from '../../lib/auth/auth-store.ts';
import { signIn } from './api/login-user.ts';
import { startSession, verifySession } from './session.ts';
import { signOut } from './sign-out.ts';

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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
let undoHandler: () => void;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState(storedAuthState());
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  undoHandler = setUnauthorizedHandler(() => {});
});
afterEach(() => {
  undoHandler();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session start', () => {
  it("without a stored token ends logged out with 'No token found' and makes no call", async () => {
    await startSession();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      initialized: true,
      loading: false,
      error: 'No token found',
    });
  });

  it('cleans legacy keys, restores the stored user, then verifies the token with the profile call', async () => {
    localStorage.setItem('healthcare_token', 'legacy');
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    const fresh = { ...user, name: 'Asha Devi Rao' };
    fetchMock.mockResolvedValue(json(200, { success: true, result: fresh }));

    const started = startSession();
    expect(localStorage.getItem('healthcare_token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user, loading: true });
    await started;

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/users/profile');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: fresh, loading: false });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(fresh);
  });

  it("ends logged out with 'Failed to fetch profile' when the server refuses the token", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    fetchMock.mockResolvedValue(
      json(401, { success: false, message: 'Authentication required', code: 'UNAUTHORIZED' }),
    );
    await startSession();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      token: null,
      error: 'Failed to fetch profile',
      initialized: true,
      loading: false,
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('keeps a restored session, unverified, while the server is unreachable or failing', async () => {
    for (const failure of [
      () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')),
      () => fetchMock.mockResolvedValueOnce(json(503, { success: false, message: 'Down', code: 'INTERNAL' })),
    ]) {
      localStorage.setItem(STORAGE_KEYS.token, 'tok');
      localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      useAuthStore.setState(storedAuthState());
      failure();
      await startSession();
      expect(useAuthStore.getState()).toMatchObject({
        isAuthenticated: true,
        user,
        token: 'tok',
        loading: false,
        initialized: true,
        error: 'Failed to fetch profile',
      });
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    }
  });

  it('ends the session when the server is unreachable and there is no stored user to keep', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    useAuthStore.setState(storedAuthState());
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await startSession();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      error: 'Failed to fetch profile',
    });
  });

  it('shares one profile call between concurrent callers', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    fetchMock.mockResolvedValue(json(200, { success: true, result: user }));
    await Promise.all([verifySession(), verifySession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('login', () => {
  it('signs in, then replaces the user with the fetched profile', async () => {
    const profile = { ...user, avatar: '/api/v1/files/avatars/x.png' };
    fetchMock
      .mockResolvedValueOnce(json(200, { success: true, token: 'tok', user }))
      .mockResolvedValueOnce(json(200, { success: true, result: profile }));
    await signIn({ email: 'asha@example.in', password: 'secret123' });
    expect(useAuthStore.getState()).toMatchObject({
      token: 'tok',
      user: profile,
      isAuthenticated: true,
      loginRedirect: false,
      loading: false,
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(localStorage.getItem(STORAGE_KEYS.loginRedirect)).toBe('false');
  });

  it('keeps the login user when the profile fetch fails', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { success: true, token: 'tok', user }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await signIn({ email: 'asha@example.in', password: 'secret123' });
    expect(useAuthStore.getState()).toMatchObject({ user, isAuthenticated: true });
  });

  it("stores the server's message on failure and keeps the session untouched", async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { success: false, message: 'Invalid email or password', code: 'UNAUTHORIZED' }),
    );
    await expect(signIn({ email: 'a@b.in', password: 'wrong' })).rejects.toThrow('Invalid email or password');
    expect(useAuthStore.getState()).toMatchObject({
      error: 'Invalid email or password',
      loading: false,
      initialized: true,
      isAuthenticated: false,
    });
  });

  it("says 'Login failed' when there is no server message", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500, statusText: '' }));
    await expect(signIn({ email: 'a@b.in', password: 'x' })).rejects.toBeTruthy();
    expect(useAuthStore.getState().error).toBe('Login failed');

    useAuthStore.setState(storedAuthState());
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(signIn({ email: 'a@b.in', password: 'x' })).rejects.toBeTruthy();
    expect(useAuthStore.getState().error).toBe('Login failed');
  });
});

describe('logout', () => {
  it('clears the session even when the logout call fails, and sends the token being revoked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useAuthStore.getState().loginSucceeded({ token: 'tok', user });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await signOut();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      token: null,
      user: null,
      loginRedirect: true,
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/users/logout');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok');
  });
});
