// /medicategory/:mediId and /categories/:categoryId: the medicine category page
// (docs/screens.md#category-page). The whole category arrives in one request; search, price, subcategories
// and sort live in the URL and apply at once in the browser.
import SearchIcon from 'lucide-react/icons/search';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FiltersAside, FiltersButton, FiltersSheet } from '../../../components/ui/filters-layout.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCategory } from '../api/get-category.ts';
import { isNotFound } from '../api/get-product.ts';
import {
  applyCategoryFilters,
  type CategoryFilters,
  clearedFilters,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
} from '../category-filters.ts';
import { BackButton } from '../components/back-button.tsx';
import { CartShortcut } from '../components/cart-shortcut.tsx';
import { CategoryFilterPanel } from '../components/category-filter-panel.tsx';
import { LayoutToggle } from '../components/layout-toggle.tsx';
import { ProductGridSkeleton, RevealingProductGrid } from '../components/product-grid.tsx';

export const DEFAULT_CATEGORY_TITLE = 'Category';

const countText = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

export default function CategoryPage() {
  const { mediId, categoryId } = useParams();
  const id = mediId ?? categoryId;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const category = useCategory(id);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const data = category.data;
  const title = data?.title || data?.name || DEFAULT_CATEGORY_TITLE;
  usePageTitle(title);

  const shown = useMemo(() => (data ? applyCategoryFilters(data.products, filters) : []), [data, filters]);

  const apply = (next: CategoryFilters, replace = false) =>
    setParams(filtersToSearch(next), { replace, preventScrollReset: true });
  const onChange = (patch: Partial<CategoryFilters>) => apply({ ...filters, ...patch });
  const onClear = () => apply(clearedFilters(filters));
  const clearSearch = () => apply({ ...filters, search: '' });

  const panel = (
    <CategoryFilterPanel
      filters={filters}
      subcategories={data?.subcategories ?? []}
      onChange={onChange}
      onClear={onClear}
    />
  );

  let results: ReactNode;
  if (category.isPending) {
    results = <ProductGridSkeleton layout={filters.view} />;
  } else if (category.isError) {
    results = isNotFound(category.error) ? (
      <EmptyState
        title="Category not found"
        action={
          <Link to={paths.medifarma} className={buttonClass('primary')}>
            Browse the pharmacy
          </Link>
        }
      >
        This category does not exist or is no longer sold.
      </EmptyState>
    ) : (
      <ErrorState
        title="Something went wrong"
        message={errorMessage(category.error)}
        onRetry={() => window.location.reload()}
      />
    );
  } else if (shown.length === 0) {
    results = (
      <EmptyState
        title="No products found"
        action={
          filters.search ? (
            <Button variant="secondary" onClick={clearSearch}>
              Clear Search
            </Button>
          ) : hasActiveFilters(filters) ? (
            <Button variant="secondary" onClick={onClear}>
              Clear All Filters
            </Button>
          ) : null
        }
      >
        {filters.search ? `No results for "${filters.search}"` : 'Try adjusting your filters'}
      </EmptyState>
    );
  } else {
    // A new search or filter starts again from the first screenful.
    results = (
      <RevealingProductGrid key={params.toString()} products={shown} layout={filters.view} label={title} />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex items-center justify-between gap-3">
        <BackButton fallback={paths.medifarma} />
        <CartShortcut />
      </div>
      <header className="mt-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {category.isPending ? (
          <div className="mt-2 space-y-2">
            <Skeleton className="h-4 w-full max-w-xl" />
            <Skeleton className="h-4 w-24" />
          </div>
        ) : data ? (
          <>
            {data.description ? <p className="mt-1 max-w-3xl text-slate-700">{data.description}</p> : null}
            <p className="mt-1 text-sm font-medium text-slate-600" aria-live="polite">
              {countText(shown.length)}
            </p>
          </>
        ) : null}
      </header>

      <div className="mt-5 flex flex-wrap items-center gap-3">
        <search className="min-w-0 flex-1 basis-64">
          <label htmlFor="category-search" className="sr-only">
            Search products
          </label>
          <div className="flex items-center rounded-lg border border-slate-400 bg-white focus-within:ring-2 focus-within:ring-brand-700">
            <SearchIcon aria-hidden="true" className="ml-3 size-4 shrink-0 text-slate-600" />
            <input
              id="category-search"
              type="search"
              value={filters.search}
              onChange={(e) => apply({ ...filters, search: e.target.value.slice(0, 100) }, true)}
              placeholder="Search products..."
              className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none sm:text-sm"
            />
          </div>
        </search>
        <FiltersButton onOpen={() => setDrawerOpen(true)} />
        <LayoutToggle value={filters.view} onChange={(view) => apply({ ...filters, view }, true)} />
      </div>

      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <FiltersAside headingId="category-filters-heading">{panel}</FiltersAside>
        <section aria-labelledby="category-products-heading">
          <h2 id="category-products-heading" className="sr-only">
            Products
          </h2>
          {results}
        </section>
      </div>

      <FiltersSheet
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        showLabel={`Show ${countText(shown.length)}`}
      >
        {panel}
      </FiltersSheet>
    </div>
  );
}
