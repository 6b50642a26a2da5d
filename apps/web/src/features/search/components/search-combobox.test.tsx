// @vitest-environment jsdom
import type { SuggestionGroup } from '@arogya/contracts/search';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchCombobox, SUGGEST_DELAY_MS } from './search-combobox.tsx';

const GROUPS: SuggestionGroup[] = [
  {
    kind: 'doctor',
    items: [{ kind: 'doctor', label: 'Dr. Asha Rao', detail: 'Cardiology', target: 'doc_1' }],
  },
  {
    kind: 'medicine',
    items: [
      { kind: 'medicine', label: 'Dolo 650 Tablet', detail: 'Paracetamol (650mg)', target: 'prd_dolo' },
      { kind: 'medicine', label: 'Dolokind Tablet', detail: 'Paracetamol', target: 'prd_dolokind' },
    ],
  },
];

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

const fetchSuggestions = vi.fn(async () => ({ groups: GROUPS }));

function renderBox(onNavigate = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={<SearchCombobox fetchSuggestions={fetchSuggestions} onNavigate={onNavigate} />}
        />
        <Route path="*" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: 'Search doctors, medicines and lab tests' });
}

async function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
  });
}

/** The next suggestions' answer, given when the test calls the function returned. */
function answerLater(): (value: { groups: SuggestionGroup[] }) => void {
  let answer: (value: { groups: SuggestionGroup[] }) => void = () => {};
  fetchSuggestions.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  return (value) => answer(value);
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchSuggestions.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchCombobox', () => {
  it('lists suggestions grouped by kind, with a last option for all results', async () => {
    const input = renderBox();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await type(input, 'dol');
    expect(fetchSuggestions).toHaveBeenCalledWith('dol', expect.any(AbortSignal));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Doctors' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Medicines' })).toBeTruthy();
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Dr. Asha RaoCardiology',
      'Dolo 650 TabletParacetamol (650mg)',
      'Dolokind TabletParacetamol',
      'See all results for “dol”',
    ]);
  });

  it("says when the suggestions are a correction's, and names it to screen readers", async () => {
    fetchSuggestions.mockImplementationOnce(async () => ({ groups: GROUPS, didYouMean: 'dolo' }));
    const input = renderBox();
    await type(input, 'dlo');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    const note = document.getElementById(listbox.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Nothing matched “dlo”. Showing results for “dolo”');
    expect(screen.getAllByRole('option').at(-1)?.textContent).toBe('See all results for “dlo”');
  });

  it('moves the active option with Down and Up (wrapping), and Enter opens it', async () => {
    const onNavigate = vi.fn();
    const input = renderBox(onNavigate);
    await type(input, 'dol');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const first = screen.getAllByRole('option')[0];
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    // From the first option Up wraps to the last ('See all results').
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[3]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('landed').textContent).toBe('/product/prd_dolo');
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('an option chosen while the list refreshes stays chosen when the new list offers it too', async () => {
    const input = renderBox();
    await type(input, 'dol');
    // 'dolo' typed; its answer comes later, with the two medicines the other way round and no doctor.
    const answer = answerLater();
    await type(input, 'dolo');
    // Down on the list still shown (for 'dol'): Dr. Asha Rao, then Dolo 650.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await act(async () => {
      answer({
        groups: [
          {
            kind: 'medicine',
            items: [
              { kind: 'medicine', label: 'Dolokind Tablet', detail: 'Paracetamol', target: 'prd_dolokind' },
              {
                kind: 'medicine',
                label: 'Dolo 650 Tablet',
                detail: 'Paracetamol (650mg)',
                target: 'prd_dolo',
              },
            ],
          },
        ],
      });
    });
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('Dolo 650 TabletParacetamol (650mg)');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('landed').textContent).toBe('/product/prd_dolo');
  });

  it('typing takes back the choice, and a choice the new list does not offer is dropped', async () => {
    const input = renderBox();
    await type(input, 'dol');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const answer = answerLater();
    await type(input, 'dolo6');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.hasAttribute('aria-activedescendant')).toBe(true);
    await act(async () => answer({ groups: [] }));
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('landed').textContent).toBe('/search/all?q=dolo6');
  });

  it('Enter with no active option opens the results page; Escape closes the list, then clears', async () => {
    const input = renderBox();
    await type(input, 'dol');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    await type(input, 'skin & hair');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('landed').textContent).toBe('/search/all?q=skin+%26+hair');
  });
});
