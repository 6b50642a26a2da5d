// @vitest-environment jsdom
// The profile check failing with no HTTP status (its code could not be loaded): the restored session is
// kept, unverified, as during an outage; only a refused token ends it (session.ts).
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { expect, it, vi } from 'vitest';
import { storedAuthState, useAuthStore } from '../../lib/auth/auth-store.ts';
import { startSession } from './session.ts';

vi.mock('./api/get-profile.ts', () => ({
  getProfile: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

it('keeps a restored session when the profile check fails without a status', async () => {
  const user = {
    id: 'u1',
    name: 'Asha Rao',
    username: 'asha',
    email: 'asha@example.in',
    phone: '9876543210',
    role: 'patient',
    roles: ['patient'],
    permissions: [],
    avatar: null,
    profilePicture: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  useAuthStore.setState(storedAuthState());
  await startSession();
  expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: 'tok', user: { id: 'u1' } });
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
});
