// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
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
  it('sends each scope to its own results page with the query encoded', () => {
    expect(searchHref('doctors', 'skin & hair')).toBe('/doctors/search-results?q=skin%20%26%20hair');
    expect(searchHref('medicines', 'paracetamol')).toBe('/search?q=paracetamol');
    expect(searchHref('labs', 'thyroid')).toBe('/labs?q=thyroid');
  });
});

describe('HomeSearch', () => {
  it('searches doctors by default', () => {
    renderSearch();
    fireEvent.change(screen.getByLabelText('Search doctors'), { target: { value: '  cardiologist ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('landed').textContent).toBe('/doctors/search-results?q=cardiologist');
  });

  it('searches medicines and lab tests when that scope is chosen', () => {
    renderSearch();
    fireEvent.click(screen.getByRole('radio', { name: 'Lab tests' }));
    fireEvent.change(screen.getByLabelText('Search lab tests'), { target: { value: 'vitamin D' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('landed').textContent).toBe('/labs?q=vitamin%20D');
  });

  it('goes to medicine search for the Medicines scope', () => {
    renderSearch();
    fireEvent.click(screen.getByRole('radio', { name: 'Medicines' }));
    fireEvent.change(screen.getByLabelText('Search medicines'), { target: { value: 'dolo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('landed').textContent).toBe('/search?q=dolo');
  });

  it('shows a message and stays on the page when the query is empty', () => {
    renderSearch();
    const input = screen.getByLabelText('Search doctors');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByTestId('landed')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/enter what you are looking for/i);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(input);
  });
});
