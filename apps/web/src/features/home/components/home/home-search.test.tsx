// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchRequest } from '../../../../lib/search-request.ts';
import { HomeSearch, searchHref } from './home-search.tsx';

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderSearch() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HomeSearch />} />
        <Route path="*" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('searchHref', () => {
  it('sends a search to the one results page with the query encoded', () => {
    expect(searchHref('skin & hair')).toBe('/search/all?q=skin%20%26%20hair');
  });
});

describe('HomeSearch', () => {
  it('is a GET form to the results page, so it works before the page hydrates', () => {
    renderSearch();
    const input = screen.getByLabelText('Search doctors, medicines and lab tests');
    const form = input.closest('form');
    expect(form?.getAttribute('action')).toBe('/search/all');
    expect(form?.getAttribute('method')).toBe('get');
    expect(input.getAttribute('name')).toBe('q');
  });

  it('hands what is typed to the header search, which suggests as you type', () => {
    const requests = renderHook(() => useSearchRequest());
    renderSearch();
    const input = screen.getByLabelText('Search doctors, medicines and lab tests');
    act(() => {
      fireEvent.change(input, { target: { value: 'derma' } });
    });
    expect(requests.result.current?.text).toBe('derma');
    const before = requests.result.current?.seq ?? 0;
    act(() => {
      fireEvent.click(input);
    });
    expect(requests.result.current?.seq).toBe(before + 1);
  });

  it('shows a message and stays on the page when the query is empty', () => {
    renderSearch();
    const input = screen.getByLabelText('Search doctors, medicines and lab tests');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByTestId('landed')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/enter a doctor, specialty, symptom, medicine or lab test/i);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(input);
  });
});
