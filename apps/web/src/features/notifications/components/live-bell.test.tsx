// @vitest-environment jsdom
// The header's bell: the unread count in its name and badge, a new notification over the socket raising it
// at once, the dropdown with the latest items and 'See all', and a catch-up fetch after a reconnect.
import type { InboxItem } from '@arogya/contracts/notifications';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { queryClient } from '../../../lib/query-client.ts';
import LiveBell from './live-bell.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  /** The server side: opens, answers 'listen', then speaks. */
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

const item = (id: string, title: string, readAt: string | null = null): InboxItem => ({
  id,
  kind: 'appointment_confirmed',
  title,
  body: 'Dr. Arjun Mehta, 21 Nov 2026, 10:00 AM',
  link: `/appointments/${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

let unread = 3;
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url.startsWith('/api/v1/notifications/unread-count'))
    return json({ success: true, result: { unreadCount: unread } });
  if (url.startsWith('/api/v1/notifications'))
    return json({
      success: true,
      result: { items: [item('7', 'Appointment confirmed')], nextCursor: null, unreadCount: unread },
    });
  throw new Error(`unexpected ${url}`);
});

let undo: () => void;
beforeEach(() => {
  unread = 3;
  FakeSocket.all = [];
  queryClient.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('WebSocket', FakeSocket);
  undo = setUnauthorizedHandler(() => {});
  useAuthStore.setState({ token: 'session-token', isAuthenticated: true });
});
afterEach(() => {
  cleanup();
  undo();
  vi.unstubAllGlobals();
});

function renderBell() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LiveBell /> },
      { path: '/notifications', element: <p>All notifications</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const bellButton = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the bell', () => {
  it('shows the unread count and raises it when a notification arrives over the socket', async () => {
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notifications, 3 unread' }).getAttribute('href')).toBe(
      '/notifications',
    );

    const socket = FakeSocket.all[0];
    if (!socket) throw new Error('no socket opened');
    expect(socket.url).toMatch(/^ws:\/\/.*\/api\/v1\/calls\/notifications$/);
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'listen', token: 'session-token' }]);
    act(() => socket.receive({ type: 'listening', ringing: [] }));
    act(() => socket.receive({ type: 'inbox', item: item('8', 'Your lab report is ready'), unreadCount: 4 }));
    expect(bellButton('Notifications, 4 unread')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('New notification: Your lab report is ready');
  });

  it('opens the latest notifications with See all, the live one on top', async () => {
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Appointment confirmed')).toBeTruthy();
    expect(bellButton('Notifications, 3 unread').getAttribute('aria-expanded')).toBe('true');

    const socket = FakeSocket.all[0];
    act(() => socket?.open());
    act(() => socket?.receive({ type: 'listening', ringing: [] }));
    act(() => socket?.receive({ type: 'inbox', item: item('9', 'Order shipped'), unreadCount: 4 }));
    const titles = within(screen.getByRole('list'))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(titles[0]).toContain('Order shipped');
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/notifications');
  });

  it('after a dropped socket is listening again, fetches what it missed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      renderBell();
      await screen.findByRole('button', { name: 'Notifications, 3 unread' });
      const first = FakeSocket.all[0];
      act(() => first?.open());
      act(() => first?.receive({ type: 'listening', ringing: [] }));
      act(() => first?.drop());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(600);
      });
      const second = FakeSocket.all[1];
      if (!second) throw new Error('the socket was not reopened');
      unread = 5;
      act(() => second.open());
      act(() => second.receive({ type: 'listening', ringing: [] }));
      await settle();
      expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
