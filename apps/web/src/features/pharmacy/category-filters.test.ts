import { CATEGORY_PAGE_SIZE } from '@arogya/contracts/pharmacy';
import { describe, expect, it } from 'vitest';
import {
  type CategoryFilters,
  categoryQuery,
  clearedFilters,
  DEFAULT_CATEGORY_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  toggleSubcategory,
  toggleValue,
} from './category-filters.ts';

describe('filters and the URL', () => {
  it('reads defaults from an empty URL and writes nothing for them', () => {
    expect(filtersFromSearch(new URLSearchParams())).toEqual(DEFAULT_CATEGORY_FILTERS);
    expect(filtersToSearch(DEFAULT_CATEGORY_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters: CategoryFilters = {
      search: 'dolo 650',
      price: '25-50',
      subcategories: ['sub_a', 'sub_b'],
      brands: ['brd_cipla'],
      rx: 'otc',
      inStock: true,
      sort: 'price-high',
      page: 3,
      view: 'list',
    };
    const url = filtersToSearch(filters);
    expect(url.toString()).toBe(
      'search=dolo+650&price=25-50&sub=sub_a%2Csub_b&brand=brd_cipla&rx=otc&stock=in&sort=price-high&page=3&view=list',
    );
    expect(filtersFromSearch(url)).toEqual(filters);
  });

  it('ignores values it does not know', () => {
    const f = filtersFromSearch(
      new URLSearchParams('price=5-10&sort=cheapest&view=table&sub=,a,,a&rx=maybe&stock=yes&page=-2'),
    );
    expect(f).toEqual({ ...DEFAULT_CATEGORY_FILTERS, subcategories: ['a'] });
    expect(filtersFromSearch(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(filtersFromSearch(new URLSearchParams('page=10001')).page).toBe(1);
  });

  it('shows Clear All Filters only when a sidebar filter or the sort differs from the default', () => {
    expect(hasActiveFilters(DEFAULT_CATEGORY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_CATEGORY_FILTERS, search: 'x', view: 'list', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_CATEGORY_FILTERS, price: '100+' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_CATEGORY_FILTERS, subcategories: ['a'] })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_CATEGORY_FILTERS, brands: ['b'] })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_CATEGORY_FILTERS, rx: 'rx' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_CATEGORY_FILTERS, inStock: true })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_CATEGORY_FILTERS, sort: 'newest' })).toBe(true);
    const cleared = clearedFilters({
      search: 'x',
      price: '0-25',
      subcategories: ['a'],
      brands: ['b'],
      rx: 'otc',
      inStock: true,
      sort: 'newest',
      page: 4,
      view: 'list',
    });
    expect(cleared).toEqual({ ...DEFAULT_CATEGORY_FILTERS, search: 'x', view: 'list' });
  });

  it('treats choosing every subcategory as All Subcategories', () => {
    expect(toggleSubcategory([], 'a', ['a', 'b'])).toEqual(['a']);
    expect(toggleSubcategory(['a'], 'b', ['a', 'b'])).toEqual([]);
    expect(toggleSubcategory(['a'], 'a', ['a', 'b'])).toEqual([]);
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('what the page asks the server for', () => {
  it('sends nothing for defaults but the sort and one page', () => {
    expect(categoryQuery(DEFAULT_CATEGORY_FILTERS)).toEqual({
      search: undefined,
      price: undefined,
      subcategoryId: undefined,
      brandId: undefined,
      rx: undefined,
      inStock: undefined,
      sort: 'name',
      page: 1,
      limit: CATEGORY_PAGE_SIZE,
    });
  });

  it('sends every filter, the sort and the page', () => {
    expect(
      categoryQuery({
        search: '  dolo ',
        price: '50-100',
        subcategories: ['s1', 's2'],
        brands: ['b1'],
        rx: 'rx',
        inStock: true,
        sort: 'newest',
        page: 7,
        view: 'list',
      }),
    ).toEqual({
      search: 'dolo',
      price: '50-100',
      subcategoryId: 's1,s2',
      brandId: 'b1',
      rx: 'rx',
      inStock: 'true',
      sort: 'newest',
      page: 7,
      limit: CATEGORY_PAGE_SIZE,
    });
  });
});
