// @vitest-environment jsdom
// The dashboard's greeting waits for the dashboard: a returning patient is never first told 'Welcome' and
// then 'Welcome back'.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth/auth-store.ts';
import PatientDashboard from './patient-dashboard.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));
beforeEach(() => {
  // Nothing answers: the dashboard stays pending.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  useAuthStore.setState({ isAuthenticated: true, user: { id: 'u1', name: 'Priya Sharma' } as never });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDashboard(client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PatientDashboard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the patient dashboard greeting', () => {
  it('says no welcome while the dashboard is loading, then welcomes back a returning patient', () => {
    renderDashboard(new QueryClient());
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Your dashboard');
    cleanup();

    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(['dashboard'], {
      role: 'patient',
      date: '2026-11-28',
      patient: {
        returning: true,
        today: 0,
        upcoming: 0,
        completed: 0,
        next: null,
        ordersOnTheWay: [],
        prescriptionsAwaiting: [],
        labCollections: [],
        labReportsReady: [],
      },
    });
    renderDashboard(client);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back, Priya' })).toBeTruthy();
  });
});
