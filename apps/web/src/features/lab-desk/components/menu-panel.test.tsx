// @vitest-environment jsdom
// The lab's test menu is paged, sorted and searched by the server (GET /api/v1/labs/menu): a Hindi desk asks
// with lang=hi (Hindi order, Hindi names and aliases found) and shows the items in the order they come, by
// their Hindi names; an English desk asks as it always has, without lang.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import { MenuPanel } from './menu-panel.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const item = (code: string, name: string, nameHi: string | null) => ({
  itemId: `lt_${code.toLowerCase()}`,
  code,
  slug: code.toLowerCase(),
  name,
  nameHi,
  type: 'test',
  category: { slug: 'blood', label: 'Blood' },
  mrpPaise: 50_000,
  pricePaise: 40_000,
  active: true,
});
/** The server's Hindi order: by the Hindi name, Latin letters last. */
const HINDI_PAGE = [
  item('BLD001', 'Complete Blood Count (CBC)', 'कम्प्लीट ब्लड काउंट (CBC)'),
  item('BLD002', 'Haemoglobin (Hb)', 'हीमोग्लोबिन (Hb)'),
  item('DIA004', 'HbA1c (Glycated Haemoglobin)', 'HbA1c (3 महीने की औसत शुगर)'),
];

const fetchMock = vi.fn<typeof fetch>();
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
const urls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          success: true,
          result: HINDI_PAGE,
          pagination: { page: 1, limit: 20, total: 3, totalPages: 1 },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  backToEnglish();
});

const renderPanel = () =>
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MenuPanel />
      </QueryClientProvider>
    </I18nProvider>,
  );

describe('the lab menu', () => {
  it('on a Hindi desk asks the server for Hindi order and search, and keeps its order', async () => {
    await inHindi('lab-desk');
    renderPanel();
    await settle();
    expect(urls()[0]?.searchParams.get('lang')).toBe('hi');
    const names = screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
    expect(names).toEqual(['कम्प्लीट ब्लड काउंट (CBC)', 'हीमोग्लोबिन (Hb)', 'HbA1c (3 महीने की औसत शुगर)']);

    // A test typed in Devanagari goes to the server as typed, with the language.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' हीमो ' } });
    fireEvent.submit(screen.getByRole('searchbox').closest('form') as HTMLFormElement);
    await settle();
    const searched = urls().at(-1);
    expect(searched?.pathname).toBe('/api/v1/labs/menu');
    expect(searched?.searchParams.get('q')).toBe('हीमो');
    expect(searched?.searchParams.get('lang')).toBe('hi');
  });

  it('on an English desk asks as before, without lang', async () => {
    renderPanel();
    await settle();
    expect(urls()[0]?.search).toBe('?offered=true&page=1');
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Complete Blood Count (CBC)',
      'Haemoglobin (Hb)',
      'HbA1c (Glycated Haemoglobin)',
    ]);
  });
});
