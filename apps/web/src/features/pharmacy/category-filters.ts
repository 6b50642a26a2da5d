// The category page's search, price range, subcategories, sort and layout (docs/screens.md#category-page),
// kept in the URL so a filtered page can be shared and Back steps through changes. Filtering runs here, in
// the browser, over the whole category (one request, cached 5 minutes): every change answers at once.
import { PAISE_PER_RUPEE, PRICE_BUCKETS } from '@arogya/contracts/constants';
import { CATEGORY_SORTS, type PriceBucket, type ProductCard, SORT_LABELS } from '@arogya/contracts/pharmacy';

export type CategorySort = (typeof CATEGORY_SORTS)[number];
export type CategoryView = 'grid' | 'list';
export type PriceRange = PriceBucket | 'all';

export type CategoryFilters = {
  search: string;
  price: PriceRange;
  /** Empty means all subcategories. */
  subcategories: string[];
  sort: CategorySort;
  view: CategoryView;
};

export const DEFAULT_CATEGORY_FILTERS: CategoryFilters = {
  search: '',
  price: 'all',
  subcategories: [],
  sort: 'name',
  view: 'grid',
};

export const CATEGORY_SORT_OPTIONS = CATEGORY_SORTS.map((id) => ({ id, label: SORT_LABELS[id] }));

/** Labels of the price radio, in rupees (docs/product-rules.md#pharmacy-catalogue: 0-25, 25-50, 50-100, 100+). */
export const PRICE_RANGE_OPTIONS: { id: PriceRange; label: string }[] = [
  { id: 'all', label: 'All prices' },
  ...PRICE_BUCKETS.map((b) => ({
    id: b.id,
    label: Number.isFinite(b.max) ? `₹${b.min} – ₹${b.max}` : `₹${b.min} and above`,
  })),
];

const PRICE_IDS = new Set<string>(PRICE_BUCKETS.map((b) => b.id));
const SEARCH_MAX = 100;

/** Whether a price (paise) falls in a bucket; both bounds are inclusive, so ₹25 is in 0-25 and 25-50. */
export function inPriceRange(pricePaise: number, range: PriceRange): boolean {
  if (range === 'all') return true;
  const bucket = PRICE_BUCKETS.find((b) => b.id === range);
  if (!bucket) return true;
  return pricePaise >= bucket.min * PAISE_PER_RUPEE && pricePaise <= bucket.max * PAISE_PER_RUPEE;
}

export function filtersFromSearch(params: URLSearchParams): CategoryFilters {
  const price = params.get('price') ?? '';
  const sort = params.get('sort') ?? '';
  const subcategories = [
    ...new Set(
      (params.get('sub') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  return {
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    price: PRICE_IDS.has(price) ? (price as PriceBucket) : 'all',
    subcategories,
    sort: (CATEGORY_SORTS as readonly string[]).includes(sort) ? (sort as CategorySort) : 'name',
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The URL for these filters: defaults left out, keys in a fixed order. */
export function filtersToSearch(filters: CategoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.price !== 'all') params.set('price', filters.price);
  if (filters.subcategories.length > 0) params.set('sub', filters.subcategories.join(','));
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  if (filters.view !== 'grid') params.set('view', filters.view);
  return params;
}

/** Whether 'Clear All Filters' shows: the sidebar's price, subcategories or sort differ from the default. */
export function hasActiveFilters(filters: CategoryFilters): boolean {
  return filters.price !== 'all' || filters.subcategories.length > 0 || filters.sort !== 'name';
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

function matchesSearch(product: ProductCard, needle: string): boolean {
  if (!needle) return true;
  return [product.name, product.title, product.description].some((text) =>
    text?.toLowerCase().includes(needle),
  );
}

const byName = (a: ProductCard, b: ProductCard) =>
  (a.name || a.title).localeCompare(b.name || b.title, 'en-IN', { sensitivity: 'base' });

const SORTERS: Record<CategorySort, (a: ProductCard, b: ProductCard) => number> = {
  name: byName,
  'price-low': (a, b) => a.discountPricePaise - b.discountPricePaise || byName(a, b),
  'price-high': (a, b) => b.discountPricePaise - a.discountPricePaise || byName(a, b),
  newest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || byName(a, b),
};

/** The products to show: search on name, title or description (any case), price, subcategory, then sort. */
export function applyCategoryFilters(
  products: readonly ProductCard[],
  filters: CategoryFilters,
): ProductCard[] {
  const needle = filters.search.trim().toLowerCase();
  const subcategories = new Set(filters.subcategories);
  return products
    .filter(
      (p) =>
        matchesSearch(p, needle) &&
        inPriceRange(p.discountPricePaise, filters.price) &&
        (subcategories.size === 0 || subcategories.has(p.subcategoryId)),
    )
    .sort(SORTERS[filters.sort]);
}
