// @vitest-environment jsdom
// The delivery box starts on the pin code Arogya already holds: a signed-in patient with a saved address is
// not asked to type it again (cart, product page).
import type { DeliveryEstimate } from '@arogya/contracts/pharmacy';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressesKey } from '../../lib/api/address-keys.ts';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import { DeliveryCheck } from './delivery-check.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const fetchMock = vi.fn<typeof fetch>();
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 80)));
const estimate: DeliveryEstimate = {
  pinCode: '560034',
  serviceable: true,
  zone: 'metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  cod: true,
  days: { min: 2, max: 4 },
  dates: null,
  feePaise: 5000,
  freeShippingThresholdPaise: 99_900,
};

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ success: true, result: estimate }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ isAuthenticated: false });
});

describe('DeliveryCheck', () => {
  it("starts on a signed-in patient's saved address pin code and answers for it", async () => {
    useAuthStore.setState({ isAuthenticated: true });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(addressesKey, [
      { id: 'a1', pinCode: '411001', isDefault: false },
      { id: 'a2', pinCode: '560034', isDefault: true },
    ]);
    render(
      <QueryClientProvider client={client}>
        <DeliveryCheck heading="Delivery pin code" />
      </QueryClientProvider>,
    );
    await settle();
    expect((screen.getByLabelText('Pin code') as HTMLInputElement).value).toBe('560034');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('pinCode=560034'))).toBe(true);
    await settle();
    expect(screen.getByText(/Delivery in 2-4 days/)).toBeTruthy();
  });
});
