// @vitest-environment jsdom
// The lab checkout's date (use-lab-checkout-choices.ts): a new checkout opens on the first date the server
// finds with a free slot for the tests (a fasting test after the morning cutoff: not today), asked for once;
// a date the patient picks is asked for as picked.
import type { LabSlotDay } from '@arogya/contracts/labs';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LabCheckoutForm, labCheckoutDefaults } from './lab-checkout-form.ts';
import { LabCheckoutSlot } from './lab-checkout-slot.tsx';
import { useLabCheckoutChoices } from './use-lab-checkout-choices.ts';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const TODAY = '2026-11-25';
const DATES = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
/** The first date the server finds with a free morning slot for a fasting test. */
const FIRST_FREE = '2026-11-26';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify({ success: true, result: body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const slotRequests: (string | null)[] = [];

function answer(url: URL): unknown {
  if (url.pathname === '/api/v1/addresses')
    return [{ id: 'addr_1', pinCode: '560034', isDefault: true, name: 'Meera Pillai' }];
  if (url.pathname === '/api/v1/labs/offers')
    return [
      { lab: { id: 'lab_1' }, lines: [], subtotalPaise: 0, mrpTotalPaise: 0, savingsPaise: 0, totalPaise: 0 },
    ];
  if (url.pathname === '/api/v1/labs/slots') {
    const asked = url.searchParams.get('date');
    slotRequests.push(asked);
    const date = asked ?? FIRST_FREE;
    const day: LabSlotDay = {
      labId: 'lab_1',
      date,
      fastingHours: 10,
      morningOnly: true,
      preparation: [],
      preparationHi: [],
      slots:
        date === TODAY
          ? []
          : ['06:00', '07:00'].map((start) => ({
              start,
              end: start,
              startsAt: `${date}T00:30:00.000Z`,
              capacityLeft: 2,
              available: true,
            })),
      bookableDates: DATES,
    };
    return day;
  }
  throw new Error(`unexpected request ${url}`);
}

function Checkout() {
  const form = useForm({ resolver: zodResolver(LabCheckoutForm), defaultValues: labCheckoutDefaults() });
  const choices = useLabCheckoutChoices(form, [{ id: 'lt_dia001' }]);
  return (
    <FormProvider {...form}>
      <LabCheckoutSlot slots={choices.slots} day={choices.day} today={TODAY} />
    </FormProvider>
  );
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
const chosenDate = () =>
  within(screen.getByRole('group', { name: 'Date' }))
    .getAllByRole('radio')
    .find((r) => (r as HTMLInputElement).checked)
    ?.closest('label')?.textContent;

beforeEach(() => {
  slotRequests.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => json(answer(new URL(String(input), 'http://localhost'))));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the lab checkout date', () => {
  it('opens on the first date with a free slot for the tests, not today', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Checkout />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('group', { name: 'Date' })).toBeTruthy();
    await settle();
    expect(chosenDate()).toBe('Tomorrow');
    expect(screen.getByRole('radio', { name: '6:00 AM' })).toBeTruthy();
    // Asked once, without a date: the server chose it.
    expect(slotRequests).toEqual([null]);

    // A date the patient picks is asked for as picked.
    fireEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await settle();
    expect(chosenDate()).toBe('Today');
    expect(slotRequests).toEqual([null, TODAY]);
    expect(screen.getByText(/No slot is free on this day/)).toBeTruthy();
  });
});
