// @vitest-environment jsdom
import type { AdminMessage } from '@arogya/contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminMessagesPage, { filterOf, recipientText, totalText } from './admin-messages.tsx';

// Let the renderer's deferred effects run while jsdom is still here.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

const message = (over: Partial<AdminMessage>): AdminMessage => ({
  id: '41',
  kind: 'appointment_confirmed',
  channel: 'sms',
  recipientUserId: 'usr_demo_patient',
  recipientName: 'Priya Sharma',
  to: '+919876543210',
  status: 'dead',
  attempts: 5,
  providerRef: null,
  lastError: 'MSG91 failed (HTTP 500): Internal server error, please try again',
  dueAt: '2026-11-28T06:00:00.000Z',
  sentAt: null,
  createdAt: '2026-11-28T05:58:00.000Z',
  ...over,
});
const page = (items: AdminMessage[], total = { count: items.length, capped: false }, nextCursor = null) => ({
  success: true,
  result: { items, nextCursor, total },
});

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/messages', element: <AdminMessagesPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the message log', () => {
  it('reads its filter from the address, leaving out what the log does not know', () => {
    expect(filterOf(new URLSearchParams('status=dead&channel=sms&kind=nope&to=ab&from=2026-11-01'))).toEqual({
      status: 'dead',
      channel: 'sms',
      kind: '',
      to: '',
      from: '2026-11-01',
      until: '',
    });
    expect(totalText({ count: 1, capped: false })).toBe('1 message');
    expect(totalText({ count: 1000, capped: true })).toBe('More than 1,000 messages');
    expect(recipientText({ recipientName: 'Priya Sharma', recipientUserId: 'u1', to: null })).toBe(
      'Priya Sharma',
    );
  });

  it('asks the server for the filtered page and shows each message’s delivery, with Retry on dead letters only', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        200,
        page(
          [
            message({}),
            message({
              id: '40',
              channel: 'whatsapp',
              status: 'delivered',
              attempts: 1,
              providerRef: 'wamid.HBgMOTE5ODc2NTQzMjEw',
              lastError: null,
              sentAt: '2026-11-28T05:58:02.000Z',
            }),
          ],
          { count: 1000, capped: true },
        ),
      ),
    );
    renderAt('/admin/messages?status=dead&kind=bogus');
    const list = await screen.findByRole('list', { name: 'Messages' });
    const rows = within(list).getAllByRole('listitem');
    expect(calls()).toEqual(['GET /api/v1/admin/messages?status=dead']);
    expect(screen.getByText('More than 1,000 messages')).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('dead');

    const dead = rows[0] as HTMLElement;
    expect(within(dead).getByText('Dead letter')).toBeTruthy();
    // The template by its name, never its key.
    expect(within(dead).getByText('Appointment confirmed')).toBeTruthy();
    expect(within(dead).queryByText('appointment_confirmed')).toBeNull();
    expect(within(dead).getByText('Priya Sharma (+919876543210)')).toBeTruthy();
    expect(within(dead).getByText('SMS')).toBeTruthy();
    expect(within(dead).getByText('5')).toBeTruthy();
    expect(within(dead).getByText(/MSG91 failed \(HTTP 500\)/)).toBeTruthy();
    const delivered = rows[1] as HTMLElement;
    expect(within(delivered).getByText('Delivered')).toBeTruthy();
    expect(within(delivered).getByText('wamid.HBgMOTE5ODc2NTQzMjEw')).toBeTruthy();
    expect(within(delivered).queryByRole('button', { name: /^Retry/ })).toBeNull();

    // Retry: the server queues it again, and the row says what happened.
    fetchMock.mockResolvedValueOnce(json(200, { success: true, message: 'The message will be sent again' }));
    fireEvent.click(
      within(dead).getByRole('button', { name: 'Retry Appointment confirmed to Priya Sharma by SMS' }),
    );
    expect((await within(dead).findByRole('status')).textContent).toContain('Queued to be sent again');
    expect(calls()[1]).toBe('POST /api/v1/admin/messages/41/retry');
    expect(within(dead).getByText('Waiting to send')).toBeTruthy();
    expect(within(dead).queryByRole('button', { name: /^Retry/ })).toBeNull();
  });

  it('puts the filter in the address and asks again; refuses a recipient too short to look up', async () => {
    fetchMock.mockResolvedValue(json(200, page([])));
    const router = renderAt('/admin/messages');
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByText(/at least 3 characters/)).toBeTruthy();
    expect(calls()).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'patient@arogya.in' } });
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await settle();
    expect(router.state.location.search).toBe('?channel=email&to=patient%40arogya.in');
    expect(await screen.findByText('No messages match')).toBeTruthy();
    expect(calls().at(-1)).toBe('GET /api/v1/admin/messages?channel=email&to=patient%40arogya.in');
  });
});
