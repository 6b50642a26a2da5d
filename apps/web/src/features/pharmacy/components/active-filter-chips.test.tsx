// @vitest-environment jsdom
// The chosen filters as chips (shown once the filter sheet closes): their words, one tap takes one off,
// 'Clear all' with two or more.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeFilterChips, DEFAULT_CATEGORY_FILTERS } from '../category-filters.ts';
import { ActiveFilterChips } from './active-filter-chips.tsx';

afterEach(cleanup);

const names = {
  subcategories: [{ id: 'sub_fever-pain', name: 'Fever & pain tablets' }],
  brands: [
    { id: 'brd_sun-pharma', name: 'Sun Pharma' },
    { id: 'brd_cipla', name: 'Cipla' },
  ],
};

describe('active filter chips', () => {
  it('name every chosen filter, in the panel order, and say what taking each off changes', () => {
    const chips = activeFilterChips(
      {
        ...DEFAULT_CATEGORY_FILTERS,
        price: '25-50',
        subcategories: ['sub_fever-pain'],
        brands: ['brd_sun-pharma', 'brd_cipla'],
        rx: 'otc',
        inStock: true,
      },
      names,
    );
    expect(chips.map((c) => c.label)).toEqual([
      '₹25 – ₹50',
      'Fever & pain tablets',
      'Sun Pharma',
      'Cipla',
      'No prescription needed',
      'In stock only',
    ]);
    expect(chips.find((c) => c.label === 'Sun Pharma')?.remove).toEqual({ brands: ['brd_cipla'] });
    expect(chips.find((c) => c.key === 'rx')?.remove).toEqual({ rx: 'all' });
    expect(activeFilterChips(DEFAULT_CATEGORY_FILTERS, names)).toEqual([]);
  });

  it('take one filter off per tap, and all with Clear all', () => {
    const onRemove = vi.fn();
    const onClearAll = vi.fn();
    const chips = activeFilterChips(
      { ...DEFAULT_CATEGORY_FILTERS, brands: ['brd_sun-pharma'], rx: 'otc' },
      names,
    );
    render(<ActiveFilterChips chips={chips} onRemove={onRemove} onClearAll={onClearAll} />);
    const list = screen.getByRole('region', { name: 'Active filters' });
    fireEvent.click(screen.getByRole('button', { name: 'Sun Pharma: remove this filter' }));
    expect(onRemove).toHaveBeenCalledWith(chips[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledOnce();
    expect(list).toBeTruthy();
  });
});
