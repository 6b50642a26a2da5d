// @vitest-environment jsdom
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../lib/api-client.ts';
import type { AuthUser } from '../../../lib/auth/auth-slice.ts';
import { storedAuthState, useAuthStore } from '../../../lib/auth/auth-store.ts';
import { RequireAuth } from './require-auth.tsx';

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

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return <p>Login page; from {from ? `${from.pathname}${from.search}` : 'nowhere'}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home</p> },
      { path: '/login', element: <LoginProbe /> },
      { element: <RequireAuth />, children: [{ path: '/orders', element: <p>My orders</p> }] },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

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
  cleanup();
  undoHandler();
  vi.unstubAllGlobals();
});

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login, remembering the page and replacing history', async () => {
    const router = renderAt('/orders?status=processing');
    expect(await screen.findByText('Login page; from /orders?status=processing')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the page to a signed-in user', async () => {
    useAuthStore.getState().loginSucceeded({ token: 'tok', user });
    renderAt('/orders');
    expect(await screen.findByText('My orders')).toBeTruthy();
  });

  it('shows a spinner while loading', async () => {
    useAuthStore.setState({ loading: true, isAuthenticated: false });
    renderAt('/orders');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Loading...');
    expect(screen.queryByText('My orders')).toBeNull();
    expect(screen.queryByText(/Login page/)).toBeNull();
  });

  it('with a stored token but no session, fetches the current user and then shows the page', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    useAuthStore.setState({ token: 'tok', isAuthenticated: false, loading: false });
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/orders');

    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/users/profile');

    await act(async () =>
      answer(
        new Response(JSON.stringify({ success: true, result: user }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    expect(await screen.findByText('My orders')).toBeTruthy();
  });

  it('with a stored token that the server refuses, ends at /login', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    useAuthStore.setState({ token: 'expired', isAuthenticated: false, loading: false });
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ success: false, message: 'Authentication required', code: 'UNAUTHORIZED' }),
        {
          status: 401,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    renderAt('/orders');
    expect(await screen.findByText('Login page; from /orders')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
