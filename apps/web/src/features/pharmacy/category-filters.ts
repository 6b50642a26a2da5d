// The category page's search, price range, subcategories, brands, prescription, stock, sort, page and layout
// (docs/screens.md#category-page), kept in the URL so a filtered page can be shared and Back and refresh keep
// it. The server filters, sorts and pages (a category may hold 100,000 products): categoryQuery is what the
// page asks for.

import { PRICE_BUCKETS } from '@arogya/contracts/constants';
import type { CategoryProductsQuery } from '@arogya/contracts/pharmacy';
import { CATEGORY_PAGE_SIZE, CATEGORY_SORTS, type PriceBucket } from '@arogya/contracts/pharmacy-values';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRODUCT_SORT_MESSAGES } from '../../lib/i18n/catalogue-labels.ts';
import { displayI18n } from '../../lib/i18n/display-locale.ts';

export type CategorySort = (typeof CATEGORY_SORTS)[number];
export type CategoryView = 'grid' | 'list';
export type PriceRange = PriceBucket | 'all';
export type RxFilter = 'all' | 'rx' | 'otc';

export type CategoryFilters = {
  search: string;
  price: PriceRange;
  /** Empty means all subcategories. */
  subcategories: string[];
  /** Empty means all brands. */
  brands: string[];
  rx: RxFilter;
  inStock: boolean;
  sort: CategorySort;
  /** 1-based page of CATEGORY_PAGE_SIZE products. */
  page: number;
  view: CategoryView;
};

export const DEFAULT_CATEGORY_FILTERS: CategoryFilters = {
  search: '',
  price: 'all',
  subcategories: [],
  brands: [],
  rx: 'all',
  inStock: false,
  sort: 'name',
  page: 1,
  view: 'grid',
};

/** Labels of the prescription radio. */
export const RX_OPTIONS: { id: RxFilter; label: MessageDescriptor }[] = [
  { id: 'all', label: msg`All medicines` },
  { id: 'rx', label: msg`Prescription required` },
  { id: 'otc', label: msg`No prescription needed` },
];

export const CATEGORY_SORT_OPTIONS = CATEGORY_SORTS.map((id) => ({ id, label: PRODUCT_SORT_MESSAGES[id] }));

/** Labels of the price radio, in rupees (docs/product-rules.md#pharmacy-catalogue: 0-25, 25-50, 50-100, 100+). */
export const PRICE_RANGE_OPTIONS: { id: PriceRange; label: MessageDescriptor }[] = [
  { id: 'all', label: msg`All prices` },
  ...PRICE_BUCKETS.map((b) => ({
    id: b.id,
    label: Number.isFinite(b.max) ? msg`₹${b.min} – ₹${b.max}` : msg`₹${b.min} and above`,
  })),
];

const PRICE_IDS = new Set<string>(PRICE_BUCKETS.map((b) => b.id));
const SEARCH_MAX = 100;

const listParam = (params: URLSearchParams, key: string) => [
  ...new Set(
    (params.get(key) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** The server's page limit is 10,000. */
const PAGE_MAX = 10_000;

export function filtersFromSearch(params: URLSearchParams): CategoryFilters {
  const price = params.get('price') ?? '';
  const sort = params.get('sort') ?? '';
  const rx = params.get('rx') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    price: PRICE_IDS.has(price) ? (price as PriceBucket) : 'all',
    subcategories: listParam(params, 'sub'),
    brands: listParam(params, 'brand'),
    rx: rx === 'rx' || rx === 'otc' ? rx : 'all',
    inStock: params.get('stock') === 'in',
    sort: (CATEGORY_SORTS as readonly string[]).includes(sort) ? (sort as CategorySort) : 'name',
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The URL for these filters: defaults left out, keys in a fixed order. */
export function filtersToSearch(filters: CategoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.price !== 'all') params.set('price', filters.price);
  if (filters.subcategories.length > 0) params.set('sub', filters.subcategories.join(','));
  if (filters.brands.length > 0) params.set('brand', filters.brands.join(','));
  if (filters.rx !== 'all') params.set('rx', filters.rx);
  if (filters.inStock) params.set('stock', 'in');
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.view !== 'grid') params.set('view', filters.view);
  return params;
}

/** What the page asks the server for: every filter, the sort and one page. */
export function categoryQuery(filters: CategoryFilters): CategoryProductsQuery {
  return {
    search: filters.search.trim() || undefined,
    price: filters.price === 'all' ? undefined : filters.price,
    subcategoryId: filters.subcategories.length > 0 ? filters.subcategories.join(',') : undefined,
    brandId: filters.brands.length > 0 ? filters.brands.join(',') : undefined,
    rx: filters.rx === 'all' ? undefined : filters.rx,
    inStock: filters.inStock ? 'true' : undefined,
    sort: filters.sort,
    page: filters.page,
    limit: CATEGORY_PAGE_SIZE,
  };
}

/** Whether 'Clear All Filters' shows: a sidebar filter or the sort differs from the default. */
export function hasActiveFilters(filters: CategoryFilters): boolean {
  return (
    filters.price !== 'all' ||
    filters.subcategories.length > 0 ||
    filters.brands.length > 0 ||
    filters.rx !== 'all' ||
    filters.inStock ||
    filters.sort !== 'name'
  );
}

/** Adds or removes one value of a list filter (brands). */
export function toggleValue(selected: string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

/** Every sidebar filter back to its default; the search and the layout stay. */
export function clearedFilters(filters: CategoryFilters): CategoryFilters {
  return { ...DEFAULT_CATEGORY_FILTERS, search: filters.search, view: filters.view };
}

/** Adds or removes one subcategory; selecting every one is the same as 'All Subcategories'. */
export function toggleSubcategory(selected: string[], id: string, all: string[]): string[] {
  const next = selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
  return all.length > 0 && all.every((s) => next.includes(s)) ? [] : next;
}

/** One chosen filter as a removable chip: its words and what removing it changes. */
export type FilterChip = { key: string; label: string; remove: Partial<CategoryFilters> };

/**
 * The chosen filters as chips (docs/screens.md#category-page: shown once the filter sheet closes), in the
 * panel's order; names of subcategories and brands from the page's answer (an id not there is left out).
 */
export function activeFilterChips(
  filters: CategoryFilters,
  names: { subcategories: { id: string; name: string }[]; brands: { id: string; name: string }[] },
): FilterChip[] {
  const i18n = displayI18n();
  const chips: FilterChip[] = [];
  if (filters.price !== 'all') {
    const option = PRICE_RANGE_OPTIONS.find((o) => o.id === filters.price);
    const label = option ? i18n._(option.label) : filters.price;
    chips.push({ key: 'price', label, remove: { price: 'all' } });
  }
  for (const id of filters.subcategories) {
    const sub = names.subcategories.find((s) => s.id === id);
    if (sub)
      chips.push({
        key: `sub-${id}`,
        label: sub.name,
        remove: { subcategories: filters.subcategories.filter((s) => s !== id) },
      });
  }
  for (const id of filters.brands) {
    const brand = names.brands.find((b) => b.id === id);
    if (brand)
      chips.push({
        key: `brand-${id}`,
        label: brand.name,
        remove: { brands: filters.brands.filter((b) => b !== id) },
      });
  }
  if (filters.rx !== 'all') {
    const option = RX_OPTIONS.find((o) => o.id === filters.rx);
    const label = option ? i18n._(option.label) : filters.rx;
    chips.push({ key: 'rx', label, remove: { rx: 'all' } });
  }
  if (filters.inStock)
    chips.push({ key: 'stock', label: i18n._(msg`In stock only`), remove: { inStock: false } });
  return chips;
}
