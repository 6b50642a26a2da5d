// @vitest-environment jsdom
// The results page (/search/all): tabs with their counts, opened on the richest; the box keeps the text;
// a text that matched nothing is searched as the box's correction, saying so; nothing at all says so.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const answers = vi.hoisted(() => ({
  suggestions: new Map<string, string | null>(),
  totals: new Map<string, number>(),
  asked: [] as string[],
}));

vi.mock('../../../lib/api-client.ts', async (original) => {
  const actual = await original<typeof import('../../../lib/api-client.ts')>();
  const page = (total: number, row: (i: number) => unknown) => ({
    success: true,
    result: Array.from({ length: Math.min(total, 10) }, (_, i) => row(i)),
    pagination: { page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) },
  });
  return {
    ...actual,
    apiClient: {
      get: async (path: string) => {
        answers.asked.push(path);
        const url = new URL(path, 'http://x');
        const q = url.searchParams.get('q') ?? '';
        if (url.pathname === '/api/v1/search/suggestions')
          return { success: true, result: { q, didYouMean: answers.suggestions.get(q) ?? null, groups: [] } };
        const tab = url.pathname.includes('doctors')
          ? 'doctors'
          : url.pathname.includes('medicines')
            ? 'medicines'
            : 'tests';
        const total = answers.totals.get(`${tab}:${q}`) ?? 0;
        if (tab === 'doctors')
          return page(total, (i) => ({
            id: `doc_${i}`,
            name: `Doctor ${i}`,
            image: null,
            specialization: { name: 'Endocrinology' },
            clinic: { name: 'Clinic', city: 'Pune' },
            feePaise: 50_000,
            rating: null,
            reviewCount: 0,
          }));
        if (tab === 'medicines')
          return page(total, (i) => ({
            id: `prd_${i}`,
            name: `Thyrox ${i} Tablet`,
            image: null,
            unit: 'Strip of 10 tablets',
            saltComposition: 'Levothyroxine',
            discountPricePaise: 10_000,
            originalPricePaise: 10_000,
            discount: 0,
          }));
        return page(total, (i) => ({
          id: `lt_${i}`,
          slug: `thyroid-${i}`,
          type: 'test',
          category: { label: 'Thyroid' },
          name: `Thyroid test ${i}`,
          summary: 'Checks the thyroid.',
          discountPricePaise: 40_000,
          originalPricePaise: 50_000,
          discount: 20,
        }));
      },
    },
  };
});

const { default: SearchResultsPage } = await import('./search-results.tsx');

afterEach(() => {
  cleanup();
  answers.suggestions.clear();
  answers.totals.clear();
  answers.asked.length = 0;
});

function open(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/search/all', element: <SearchResultsPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the one search results page', () => {
  it('shows each tab with its count and opens on the richest; the box keeps the text', async () => {
    answers.totals.set('doctors:thyroid', 3);
    answers.totals.set('medicines:thyroid', 12);
    answers.totals.set('tests:thyroid', 20);
    open('/search/all?q=thyroid');
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Lab tests 20'));
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Doctors 3', 'Medicines 12', 'Lab tests 20']);
    expect(await screen.findByText('Thyroid test 0')).toBeTruthy();
    const box = screen.getByRole('combobox', { name: 'Search doctors, medicines and lab tests' });
    expect((box as HTMLInputElement).value).toBe('thyroid');
  });

  it("searches the box's correction when the text matched nothing, saying so", async () => {
    answers.suggestions.set('thyriod', 'thyroid');
    answers.totals.set('tests:thyroid', 20);
    open('/search/all?q=thyriod');
    const note = await screen.findByText(/Nothing matched/);
    expect(note.textContent).toBe('Nothing matched “thyriod”. Showing results for thyroid.');
    expect(screen.getByRole('link', { name: 'thyroid' }).getAttribute('href')).toBe('/search/all?q=thyroid');
    await screen.findByText('Thyroid test 0');
    const listings = answers.asked.filter((p) => !p.startsWith('/api/v1/search/'));
    expect(listings.every((p) => p.includes('q=thyroid&'))).toBe(true);
  });

  it('says there are no results when no tab has any, without empty tabs', async () => {
    open('/search/all?q=zzqxv');
    expect(await screen.findByRole('heading', { name: 'No results for “zzqxv”' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
