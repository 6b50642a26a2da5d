// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import RequirePermission from './require-permission.tsx';

afterEach(cleanup);

function renderGated(roles: string[]) {
  useAuthStore.setState({ user: { id: 'u1', name: 'Asha', roles } as never, isAuthenticated: true } as never);
  const router = createMemoryRouter(
    [
      {
        handle: { permission: 'appointments:manage:clinic' },
        element: <RequirePermission />,
        children: [{ path: '/reception', element: <h1>Reception desk</h1> }],
      },
    ],
    { initialEntries: ['/reception'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RequirePermission', () => {
  it('shows the page to a user whose roles hold the permission', () => {
    renderGated(['receptionist']);
    expect(screen.getByRole('heading', { name: 'Reception desk' })).toBeTruthy();
  });

  it('shows a 403 naming who may open it to anyone else', () => {
    renderGated(['doctor']);
    expect(screen.getByRole('heading', { name: /This page is not for your account/ })).toBeTruthy();
    expect(screen.getByText(/Only clinic receptionists can open this page/)).toBeTruthy();
  });
});
