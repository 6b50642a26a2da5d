// @vitest-environment jsdom
// The users pages in Hindi (/hi/login, /hi/profile): the 'users' catalog loads with the page, and signing in
// by number and code, and the profile's verified number and e-mail, read in Hindi.
import type { PublicUser } from '@arogya/contracts/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { loadCatalogs } from '../../../lib/i18n/catalogs.ts';
import { activate } from '../../../lib/i18n/start-i18n.ts';
import LoginPage from './login.tsx';
import ProfilePage from './profile.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

beforeAll(async () => {
  activate('hi');
  await loadCatalogs(['app', 'shared', 'users']);
});
afterAll(() => activate('en'));
beforeEach(() => {
  fetchMock.mockImplementation(async () =>
    json({ success: true, result: { phoneCodes: true, channels: ['sms', 'whatsapp'] } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null, isAuthenticated: false, token: null });
});

describe('the users pages in Hindi', () => {
  it('signs in by mobile number and code in Hindi', async () => {
    renderAt('/login', <LoginPage />);
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('लॉग इन');
    expect(screen.getByRole('tab', { name: 'मोबाइल नंबर' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'ई-मेल और पासवर्ड' })).toBeTruthy();
    expect(screen.getByLabelText(/आपका मोबाइल नंबर/)).toBeTruthy();
    expect(screen.getByText('हम इस नंबर पर 6 अंकों का कोड भेजेंगे।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SMS से कोड भेजें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'WhatsApp पर कोड पाएँ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अकाउंट बनाएँ' })).toBeTruthy();
  });

  it('shows the profile with its verified number and unverified e-mail in Hindi', async () => {
    const user = {
      id: 'usr_1',
      name: 'प्रिया शर्मा',
      email: 'priya@example.in',
      phone: '9876543210',
      phoneVerified: true,
      emailVerified: false,
      hasPassword: true,
      roles: ['patient'],
      createdAt: '2026-01-15T10:00:00.000Z',
      avatar: null,
      profilePicture: null,
      language: 'hi',
    } as unknown as PublicUser;
    useAuthStore.setState({ user, isAuthenticated: true, token: 't'.repeat(20), loading: false });
    renderAt('/profile', <ProfilePage />);
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('मेरी प्रोफ़ाइल');
    expect(screen.getByText(/मरीज़ अकाउंट/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'मोबाइल नंबर और ई-मेल' })).toBeTruthy();
    expect(screen.getByText('सत्यापित')).toBeTruthy();
    expect(screen.getByText('सत्यापित नहीं')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ई-मेल सत्यापित करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeTruthy();
  });
});
