// @vitest-environment jsdom
// Forgot password and the reset link's page (docs/product-rules.md#password-reset): the neutral answer, two
// matching passwords, a refused link said plainly with a way to ask again, and on success signed in at home.
import { FORGOT_PASSWORD_ANSWER, FORGOT_PASSWORD_PHONE_ANSWER } from '@arogya/contracts/notifications';
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { storedAuthState, useAuthStore } from '../../../lib/auth/auth-store.ts';
import ForgotPasswordPage from './forgot-password.tsx';
import ResetPasswordPage, { INCOMPLETE_LINK } from './reset-password.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
const TOKEN = 'k'.repeat(43);
const REFUSED = 'This link has expired or was already used. Ask for a new one.';

function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/doctor-desk', element: <p>Doctor desk</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
    ],
    {
      initialEntries: [
        {
          pathname: path.split('?')[0] ?? path,
          search: path.includes('?') ? `?${path.split('?')[1]}` : '',
          state,
        },
      ],
    },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

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

function requestOf(call: number) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url: String(url), method: init?.method, body: JSON.parse(String(init?.body ?? 'null')) };
}

describe('/forgot-password', () => {
  it('sends the address typed on the login page and shows the neutral answer', async () => {
    renderAt('/forgot-password', { email: 'asha@example.in' });
    fetchMock.mockResolvedValueOnce(json(200, { success: true, message: FORGOT_PASSWORD_ANSWER }));
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByRole('status')).textContent).toBe(FORGOT_PASSWORD_ANSWER);
    expect(requestOf(0)).toEqual({
      url: '/api/v1/users/password/forgot',
      method: 'POST',
      body: { email: 'asha@example.in' },
    });
  });

  it('asks for a valid address before sending anything, and shows a refusal (429)', async () => {
    renderAt('/forgot-password');
    // The number comes first; the e-mail is the other tab.
    expect(screen.getByRole('tab', { name: 'Mobile number' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'asha@example.in' } });
    await settle();
    fetchMock.mockResolvedValueOnce(
      json(429, {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many password reset requests for this e-mail address. Please try again in 42 minutes.',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/try again in 42 minutes/);
  });
});

describe('/forgot-password by mobile number', () => {
  it('sends the number, then sets the new password with the code and signs in', async () => {
    renderAt('/forgot-password');
    fireEvent.change(screen.getByLabelText('Your mobile number'), { target: { value: '98765 43210' } });
    fetchMock.mockResolvedValueOnce(json(200, { success: true, message: FORGOT_PASSWORD_PHONE_ANSWER }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('status')).textContent).toBe(FORGOT_PASSWORD_PHONE_ANSWER);
    expect(requestOf(0).body).toEqual({ phone: '9876543210' });

    const box = screen.getByLabelText('6-digit code') as HTMLInputElement;
    expect(box.autocomplete).toBe('one-time-code');
    expect(box.inputMode).toBe('numeric');
    fireEvent.change(box, { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'a-new-password' } });
    fetchMock.mockResolvedValueOnce(
      json(200, {
        success: true,
        token: 'new-session-token',
        user: { id: 'u1', name: 'Asha', roles: ['patient'] },
        message: 'Your new password is set. Every other device has been signed out.',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(requestOf(1)).toEqual({
      url: '/api/v1/users/password/reset',
      method: 'POST',
      body: { phone: '9876543210', code: '123456', password: 'a-new-password' },
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-session-token');
  });
});

describe('/reset-password', () => {
  it('without a token says the link is incomplete and offers a new one', () => {
    renderAt('/reset-password');
    expect(screen.getByRole('alert').textContent).toBe(INCOMPLETE_LINK);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('needs the same password twice, with show and hide', async () => {
    renderAt(`/reset-password?token=${TOKEN}`);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'another-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    const show = screen.getByRole('button', { name: 'Show new password' });
    fireEvent.click(show);
    expect((screen.getByLabelText('New password') as HTMLInputElement).type).toBe('text');
  });

  it('says a refused link plainly and offers a new one', async () => {
    renderAt(`/reset-password?token=${TOKEN}`);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'a-new-password' } });
    await settle();
    fetchMock.mockResolvedValueOnce(
      json(400, {
        success: false,
        code: 'VALIDATION_ERROR',
        message: REFUSED,
        details: [{ field: 'token', message: REFUSED }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('on success is signed in with the new session and lands home (a doctor on the desk)', async () => {
    for (const [roles, landing] of [
      [['patient'], 'Home page'],
      [['doctor'], 'Doctor desk'],
    ] as const) {
      const router = renderAt(`/reset-password?token=${TOKEN}`);
      fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-new-password' } });
      fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'a-new-password' } });
      await settle();
      const user = {
        id: 'u1',
        name: 'Asha Rao',
        email: 'asha@example.in',
        role: roles[0],
        roles,
        permissions: [],
      };
      fetchMock.mockResolvedValueOnce(json(200, { success: true, token: 'fresh-session', user }));
      fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
      expect(await screen.findByText(landing)).toBeTruthy();
      expect(router.state.location.pathname).toBe(landing === 'Home page' ? '/' : '/doctor-desk');
      expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: 'fresh-session' });
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh-session');
      const sent = requestOf(fetchMock.mock.calls.length - 1);
      expect(sent).toEqual({
        url: '/api/v1/users/password/reset',
        method: 'POST',
        body: { token: TOKEN, password: 'a-new-password' },
      });
      cleanup();
    }
  });
});
