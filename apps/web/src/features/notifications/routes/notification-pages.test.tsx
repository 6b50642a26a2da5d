// @vitest-environment jsdom
// /notifications (newest first, Load more by cursor, unread emphasised, read on open, Mark all as read, the
// empty state) and /settings/notifications (channels off with why, promotions with the agreement, Save).
import type { InboxItem, NotificationPreferences } from '@arogya/contracts/notifications';
import { PROMOTIONS_CONSENT_TEXT } from '@arogya/contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { CONSENT_NEEDED } from '../preference-form.ts';
import NotificationSettingsPage, { SAVED_MESSAGE } from './notification-settings.tsx';
import NotificationsPage from './notifications.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

const item = (
  id: string,
  title: string,
  readAt: string | null = null,
  link: string | null = `/orders/${id}`,
) =>
  ({
    id,
    kind: 'order_shipped',
    title,
    body: 'On its way',
    link,
    createdAt: '2026-11-20T10:00:00.000Z',
    readAt,
  }) satisfies InboxItem;

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;
let handler: Handler;
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const answer = handler(String(input), init);
  if (!answer) throw new Error(`unexpected ${init?.method ?? 'GET'} ${String(input)}`);
  return answer;
});
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

let undo: () => void;
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  undo = setUnauthorizedHandler(() => {});
});
afterEach(() => {
  cleanup();
  undo();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '/settings/notifications', element: <NotificationSettingsPage /> },
      { path: '/orders/:id', element: <p>Order page</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('/notifications', () => {
  it('lists newest first, loads more by cursor, and marks one read when opened', async () => {
    handler = (url, init) => {
      if (init?.method === 'POST') return json({ success: true, message: 'Marked as read' });
      if (url === '/api/v1/notifications?limit=20')
        return json({
          success: true,
          result: {
            items: [item('5', 'Order shipped'), item('4', 'Payment received', '2026-11-20T11:00:00.000Z')],
            nextCursor: 'cursor-4',
            unreadCount: 2,
          },
        });
      if (url === '/api/v1/notifications?cursor=cursor-4&limit=20')
        return json({
          success: true,
          result: { items: [item('3', 'Order confirmed')], nextCursor: null, unreadCount: 2 },
        });
      if (url === '/api/v1/notifications/unread-count')
        return json({ success: true, result: { unreadCount: 1 } });
      return undefined;
    };
    const router = renderAt('/notifications');
    const first = await screen.findByRole('link', { name: /Unread:\s*Order shipped/ });
    expect(screen.getByRole('link', { name: /^Payment received/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Order confirmed/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(first);
    await settle();
    expect(router.state.location.pathname).toBe('/orders/5');
    expect(calls()).toContain('POST /api/v1/notifications/5/read');
  });

  it('marks all as read', async () => {
    handler = (url, init) => {
      if (init?.method === 'POST' && url === '/api/v1/notifications/read-all')
        return json({ success: true, message: 'ok' });
      if (url === '/api/v1/notifications/unread-count')
        return json({ success: true, result: { unreadCount: 0 } });
      if (url.startsWith('/api/v1/notifications?'))
        return json({
          success: true,
          result: { items: [item('5', 'Order shipped', null, null)], nextCursor: null, unreadCount: 1 },
        });
      return undefined;
    };
    renderAt('/notifications');
    expect(await screen.findByText('Order shipped')).toBeTruthy();
    expect(screen.getByText('Unread:')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await settle();
    expect(calls()).toContain('POST /api/v1/notifications/read-all');
    expect(screen.queryByText('Unread:')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    handler = (url) =>
      url.startsWith('/api/v1/notifications?')
        ? json({ success: true, result: { items: [], nextCursor: null, unreadCount: 0 } })
        : undefined;
    renderAt('/notifications');
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
  });
});

const PREFERENCES: NotificationPreferences = {
  categories: [
    {
      category: 'appointments',
      label: 'Appointments and consultations',
      transactional: true,
      channels: ['sms', 'email', 'push', 'in_app'],
    },
    { category: 'promotions', label: 'Offers and health tips', transactional: false, channels: [] },
  ],
  availableChannels: ['email', 'in_app'],
  promotionsConsent: null,
  quietHours: { start: '21:00', end: '08:00', timeZone: 'Asia/Kolkata' },
};

describe('/settings/notifications', () => {
  let saved: unknown;
  beforeEach(() => {
    saved = undefined;
    handler = (url, init) => {
      if (url === '/api/v1/notifications/push-key')
        return json({ success: true, result: { publicKey: 'BKey' } });
      if (url === '/api/v1/notifications/preferences' && init?.method === 'PUT') {
        saved = JSON.parse(String(init.body));
        return json({ success: true, result: PREFERENCES, message: SAVED_MESSAGE.message });
      }
      if (url === '/api/v1/notifications/preferences') return json({ success: true, result: PREFERENCES });
      return undefined;
    };
  });

  it('shows each channel per category, the unavailable ones off with why', async () => {
    renderAt('/settings/notifications');
    const appointments = await screen.findByRole('group', { name: 'Appointments and consultations' });
    const box = (name: string) => within(appointments).getByRole('checkbox', { name }) as HTMLInputElement;
    expect([box('E-mail').checked, box('E-mail').disabled]).toEqual([true, false]);
    expect([box('SMS').checked, box('SMS').disabled]).toEqual([false, true]);
    expect(box('SMS').getAttribute('aria-describedby')).toBe('why-sms');
    expect(document.getElementById('why-sms')?.textContent).toBe('SMS: SMS is not set up on this server');
    expect(document.getElementById('why-push')?.textContent).toBe(
      'Browser notifications: Allow browser notifications first',
    );
    expect(screen.getByRole('heading', { name: 'Quiet hours' })).toBeTruthy();
    expect(screen.getByText(/never held/)).toBeTruthy();
  });

  it('asks for the agreement before offers, and saves with a clear message', async () => {
    renderAt('/settings/notifications');
    const promotions = await screen.findByRole('group', { name: 'Offers and health tips' });
    fireEvent.click(within(promotions).getByRole('checkbox', { name: 'E-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONSENT_NEEDED.message);
    expect(saved).toBeUndefined();

    fireEvent.click(within(promotions).getByRole('checkbox', { name: PROMOTIONS_CONSENT_TEXT }));
    const appointments = screen.getByRole('group', { name: 'Appointments and consultations' });
    fireEvent.click(within(appointments).getByRole('checkbox', { name: 'E-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getAllByRole('status').some((s) => s.textContent === SAVED_MESSAGE.message)).toBe(true);
    expect(saved).toEqual({
      categories: [
        // The channels not usable now are kept as chosen, so they come back when the server offers them.
        { category: 'appointments', channels: ['sms', 'push', 'in_app'] },
        { category: 'promotions', channels: ['email'] },
      ],
      promotionsConsent: true,
      promotionsConsentLanguage: 'en',
    });
  });
});
