// @vitest-environment jsdom
import type { AdminLab } from '@arogya/contracts/admin-lab-staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminLabsKey } from '../api/admin-keys.ts';
import { deskLine, LabDeskLinks } from './lab-desk-links.tsx';

// Let the renderer's deferred effects run while jsdom is still here.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const LABS: AdminLab[] = [
  { id: 'lab_nandi', name: 'Nandi Diagnostics', city: 'Bengaluru', staff: null },
  {
    id: 'lab_sahyadri',
    name: 'Sahyadri Labs',
    city: 'Pune',
    staff: { id: 'u9', name: 'Kiran Patil', email: 'kiran@sahyadri.in' },
  },
];

const fetchMock = vi.fn<typeof fetch>();
/** Lets the renderer commit the state the events set before the next event reads it. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderLinks() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(adminLabsKey, LABS);
  render(
    <QueryClientProvider client={client}>
      <LabDeskLinks />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the partner lab desks section', () => {
  it('lists each lab with its desk account, or says there is none', () => {
    expect(deskLine(LABS[0] as AdminLab)).toBe('No desk account linked');
    renderLinks();
    const list = screen.getByRole('list', { name: 'Partner labs' });
    expect(within(list).getByText('Kiran Patil · kiran@sahyadri.in')).toBeTruthy();
    expect(within(list).getByText('No desk account linked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlink Kiran Patil from Sahyadri Labs' })).toBeTruthy();
  });

  it('asks for a lab and an e-mail before sending anything', () => {
    renderLinks();
    fireEvent.click(screen.getByRole('button', { name: 'Link Account' }));
    expect(screen.getByText('Choose a lab', { selector: 'p, span' })).toBeTruthy();
    expect(screen.getByText('Enter the staff account’s e-mail')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links the account by e-mail with PUT, and shows the server’s refusal in the form', async () => {
    renderLinks();
    fireEvent.change(screen.getByLabelText('Lab'), { target: { value: 'lab_nandi' } });
    fireEvent.change(screen.getByLabelText('Staff account e-mail'), {
      target: { value: ' desk@nandi.in ' },
    });
    await settle();
    fetchMock.mockResolvedValueOnce(
      json(409, {
        success: false,
        code: 'CONFLICT',
        message: 'Asha Desk already works the desk of Sahyadri Labs: unlink it there first',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Link Account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('unlink it there first');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/v1/admin/labs/lab_nandi/staff');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ staff: 'desk@nandi.in' });
  });
});
