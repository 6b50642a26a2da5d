import type { ProductCard } from '@arogya/contracts/pharmacy';
import { describe, expect, it } from 'vitest';
import {
  applyCategoryFilters,
  type CategoryFilters,
  clearedFilters,
  DEFAULT_CATEGORY_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  inPriceRange,
  toggleSubcategory,
} from './category-filters.ts';

function product(id: string, over: Partial<ProductCard>): ProductCard {
  const rupees = over.discountPrice ?? 10;
  return {
    id,
    _id: id,
    name: id,
    title: id,
    kind: 'medicine',
    description: '',
    image: '',
    manufacturer: 'M',
    brand: { id: 'b', name: 'B' },
    category: { id: 'c', name: 'C' },
    categoryId: 'c',
    subcategoryId: 's1',
    saltComposition: null,
    strength: null,
    unit: 'Strip',
    discountPrice: rupees,
    price: rupees,
    originalPrice: rupees,
    discountPricePaise: Math.round(rupees * 100),
    originalPricePaise: Math.round(rupees * 100),
    discount: 0,
    badge: null,
    bestseller: false,
    offer: null,
    schedule: 'OTC',
    prescriptionRequired: false,
    availableOnline: true,
    inStock: true,
    totalSold: 0,
    rating: null,
    reviewCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

describe('price buckets (rupees, inclusive bounds)', () => {
  it('puts each bound in the bucket on both sides', () => {
    expect(inPriceRange(0, '0-25')).toBe(true);
    expect(inPriceRange(2500, '0-25')).toBe(true);
    expect(inPriceRange(2501, '0-25')).toBe(false);
    expect(inPriceRange(2500, '25-50')).toBe(true);
    expect(inPriceRange(2499, '25-50')).toBe(false);
    expect(inPriceRange(5000, '25-50')).toBe(true);
    expect(inPriceRange(5000, '50-100')).toBe(true);
    expect(inPriceRange(10000, '50-100')).toBe(true);
    expect(inPriceRange(10001, '50-100')).toBe(false);
    expect(inPriceRange(10000, '100+')).toBe(true);
    expect(inPriceRange(9999, '100+')).toBe(false);
    expect(inPriceRange(99_999_900, '100+')).toBe(true);
    expect(inPriceRange(123, 'all')).toBe(true);
  });
});

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
      sort: 'price-high',
      view: 'list',
    };
    const url = filtersToSearch(filters);
    expect(url.toString()).toBe('search=dolo+650&price=25-50&sub=sub_a%2Csub_b&sort=price-high&view=list');
    expect(filtersFromSearch(url)).toEqual(filters);
  });

  it('ignores values it does not know', () => {
    const f = filtersFromSearch(new URLSearchParams('price=5-10&sort=cheapest&view=table&sub=,a,,a'));
    expect(f).toEqual({ ...DEFAULT_CATEGORY_FILTERS, subcategories: ['a'] });
  });

  it('shows Clear All Filters only when the price, subcategories or sort differ from the default', () => {
    expect(hasActiveFilters(DEFAULT_CATEGORY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_CATEGORY_FILTERS, search: 'x', view: 'list' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_CATEGORY_FILTERS, price: '100+' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_CATEGORY_FILTERS, subcategories: ['a'] })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_CATEGORY_FILTERS, sort: 'newest' })).toBe(true);
    const cleared = clearedFilters({
      search: 'x',
      price: '0-25',
      subcategories: ['a'],
      sort: 'newest',
      view: 'list',
    });
    expect(cleared).toEqual({ ...DEFAULT_CATEGORY_FILTERS, search: 'x', view: 'list' });
  });

  it('treats choosing every subcategory as All Subcategories', () => {
    expect(toggleSubcategory([], 'a', ['a', 'b'])).toEqual(['a']);
    expect(toggleSubcategory(['a'], 'b', ['a', 'b'])).toEqual([]);
    expect(toggleSubcategory(['a'], 'a', ['a', 'b'])).toEqual([]);
  });
});

describe('applying the filters', () => {
  const items = [
    product('Zincovit', {
      discountPrice: 25,
      description: 'Multivitamin with ZINC',
      subcategoryId: 's1',
      createdAt: '2026-03-01T00:00:00Z',
    }),
    product('azithral', {
      discountPrice: 100,
      title: 'Azithral 500',
      subcategoryId: 's2',
      createdAt: '2026-05-01T00:00:00Z',
    }),
    product('Crocin', { discountPrice: 50.5, subcategoryId: 's2', createdAt: '2026-04-01T00:00:00Z' }),
  ];
  const run = (patch: Partial<CategoryFilters>) =>
    applyCategoryFilters(items, { ...DEFAULT_CATEGORY_FILTERS, ...patch }).map((p) => p.id);

  it('matches name, title or description in any case', () => {
    expect(run({ search: 'zinc' })).toEqual(['Zincovit']);
    expect(run({ search: 'AZITHRAL 5' })).toEqual(['azithral']);
    expect(run({ search: '  crocin ' })).toEqual(['Crocin']);
    expect(run({ search: 'nothing' })).toEqual([]);
  });

  it('filters by price bucket and subcategory (none selected means all)', () => {
    expect(run({ price: '0-25' })).toEqual(['Zincovit']);
    expect(run({ price: '25-50' })).toEqual(['Zincovit']);
    expect(run({ price: '50-100' })).toEqual(['azithral', 'Crocin']);
    expect(run({ price: '100+' })).toEqual(['azithral']);
    expect(run({ subcategories: ['s2'] })).toEqual(['azithral', 'Crocin']);
    expect(run({ subcategories: [] })).toHaveLength(3);
  });

  it('sorts by name A-Z, price both ways and newest first', () => {
    expect(run({ sort: 'name' })).toEqual(['azithral', 'Crocin', 'Zincovit']);
    expect(run({ sort: 'price-low' })).toEqual(['Zincovit', 'Crocin', 'azithral']);
    expect(run({ sort: 'price-high' })).toEqual(['azithral', 'Crocin', 'Zincovit']);
    expect(run({ sort: 'newest' })).toEqual(['azithral', 'Crocin', 'Zincovit']);
  });

  it('does not reorder the list it was given', () => {
    applyCategoryFilters(items, { ...DEFAULT_CATEGORY_FILTERS, sort: 'price-high' });
    expect(items.map((p) => p.id)).toEqual(['Zincovit', 'azithral', 'Crocin']);
  });
});
