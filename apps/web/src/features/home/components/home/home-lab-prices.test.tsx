// @vitest-environment jsdom
// The home page's popular lab tests are priced as /labs prices them: by the labs collecting at the visitor's
// pin code once it is known (docs/product-rules.md#lab-tests), so one test shows one price across the site.
import type { LabItemSummary } from '@arogya/contracts/labs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDeliveryLocation } from '../../../../lib/delivery-location.ts';
import HomeCatalogue from './home-catalogue.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const fetchMock = vi.fn<typeof fetch>();
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 80)));
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A lipid profile at ₹370 from every partner lab, ₹390 from the labs collecting at the pin code. */
function lipid(pinCode: string | null): LabItemSummary {
  const rupees = pinCode ? 390 : 370;
  return {
    id: 'lab_lipid',
    slug: 'lipid-profile',
    nameHi: null,
    summaryHi: null,
    code: 'LIPID',
    type: 'test',
    name: 'Lipid Profile',
    aliases: [],
    aliasesHi: null,
    category: { slug: 'cardiac', label: 'Heart' },
    summary: 'Cholesterol and triglycerides',
    sampleTypes: ['blood'],
    fastingHours: 10,
    fastingRequired: true,
    preparation: '',
    turnaroundHours: 24,
    discountPrice: rupees,
    price: rupees,
    originalPrice: 600,
    discountPricePaise: rupees * 100,
    originalPricePaise: 60_000,
    discount: Math.round((1 - rupees / 600) * 100),
    parameterCount: 8,
    testCount: 1,
    labCount: 2,
    pinCode,
    popular: true,
  };
}

function answer(input: RequestInfo | URL): Response {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v1/labs/testList') {
    const items = url.searchParams.get('type') === 'test' ? [lipid(url.searchParams.get('pinCode'))] : [];
    return json({
      success: true,
      result: items,
      pagination: { page: 1, limit: 8, total: items.length, totalPages: 1 },
    });
  }
  return json({ success: true, result: [] });
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => answer(input as RequestInfo));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomeCatalogue />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const labListUrls = () =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('/api/v1/labs/testList'));

describe("the home page's popular lab tests", () => {
  it('are priced at the pin code the visitor chose, as /labs prices them', async () => {
    saveDeliveryLocation({ pinCode: '560034' });
    renderHome();
    await settle();
    await settle();
    expect(labListUrls().every((u) => u.includes('pinCode=560034'))).toBe(true);
    const section = screen
      .getByRole('heading', { name: 'Popular lab tests' })
      .closest('section') as HTMLElement;
    expect(within(section).getByText('From, at 560034')).toBeTruthy();
    expect(within(section).getByText('₹390')).toBeTruthy();
    expect(within(section).queryByText('₹370')).toBeNull();
  });

  it('say "From" the lowest partner-lab price while no pin code is known', async () => {
    renderHome();
    await settle();
    await settle();
    expect(labListUrls().some((u) => u.includes('pinCode'))).toBe(false);
    const section = screen
      .getByRole('heading', { name: 'Popular lab tests' })
      .closest('section') as HTMLElement;
    expect(within(section).getByText('From')).toBeTruthy();
    expect(within(section).getByText('₹370')).toBeTruthy();
  });
});
