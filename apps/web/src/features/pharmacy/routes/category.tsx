// /medicategory/:mediId and /categories/:categoryId: the medicine category page
// (docs/screens.md#category-page). Search, price, subcategories, brands, prescription, stock, sort and page
// live in the URL; the server filters, sorts and answers one page (a category may hold 100,000 products).

import { formatIndianNumber } from '@arogya/contracts/constants';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import SearchIcon from 'lucide-react/icons/search';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FiltersAside, FiltersButton, FiltersSheet } from '../../../components/ui/filters-layout.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentSearchParams } from '../../../lib/current-search-params.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { queryLoader } from '../../../lib/route-loader.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { categoryPageQuery, useCategory } from '../api/get-category-page.ts';
import { isNotFound } from '../api/get-product.ts';
import {
  activeFilterChips,
  type CategoryFilters,
  categoryQuery,
  clearedFilters,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
} from '../category-filters.ts';
import { ActiveFilterChips } from '../components/active-filter-chips.tsx';
import { BackButton } from '../components/back-button.tsx';
import { CartShortcut } from '../components/cart-shortcut.tsx';
import { CategoryFilterPanel } from '../components/category-filter-panel.tsx';
import { LayoutToggle } from '../components/layout-toggle.tsx';
import { ProductGridSkeleton, RevealingProductGrid } from '../components/product-grid.tsx';

export const DEFAULT_CATEGORY_TITLE = msg`Category`;

/** Typing in the search box asks the server once the typing pauses. */
const SEARCH_PAUSE_MS = 300;

const countText = (n: number, estimate = false) =>
  estimate
    ? localized(msg`${formatIndianNumber(n)}+ products`)
    : localized(
        msg`${plural(n, { one: `${formatIndianNumber(n)} product`, other: `${formatIndianNumber(n)} products` })}`,
      );

export default function CategoryPage() {
  const { t } = useLingui();
  const { mediId, categoryId } = useParams();
  const id = mediId ?? categoryId;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const query = useMemo(() => categoryQuery(filters), [filters]);
  const category = useCategory(id, query);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const data = category.data?.result;
  const pagination = category.data?.pagination;
  const title =
    (data && localName({ name: data.title || data.name, nameHi: data.nameHi })) ||
    localized(DEFAULT_CATEGORY_TITLE);
  usePageTitle(title);
  const shown = data?.products ?? [];
  const total = data?.total ?? 0;
  const count = countText(total, data?.totalIsEstimate);

  const apply = (next: CategoryFilters, replace = false) =>
    setParams(filtersToSearch(next), { replace, preventScrollReset: true });
  // Any change of filter or sort starts again from page 1.
  // Handlers start from the address as it is now, not the last rendered filters (lib/current-search-params.ts).
  const latest = () => filtersFromSearch(currentSearchParams(params));
  const onChange = (patch: Partial<CategoryFilters>) => apply({ ...latest(), ...patch, page: 1 });
  const onClear = () => apply(clearedFilters(latest()));
  const clearSearch = () => {
    setSearchText('');
    apply({ ...latest(), search: '', page: 1 });
  };
  const onPage = (page: number) => {
    setParams(filtersToSearch({ ...latest(), page }));
    window.scrollTo({ top: 0 });
  };

  // The box shows what is typed at once; the address (and the request) follow when typing pauses.
  const [searchText, setSearchText] = useState(filters.search);
  useEffect(() => setSearchText(filters.search), [filters.search]);
  useEffect(() => {
    if (searchText === filters.search) return;
    const timer = setTimeout(
      () => apply({ ...latest(), search: searchText, page: 1 }, true),
      SEARCH_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  });

  const chips = activeFilterChips(filters, {
    subcategories: (data?.subcategories ?? []).map((s) => ({
      id: s.id,
      name: localName({ name: s.name || s.title, nameHi: s.nameHi }),
    })),
    brands: data?.facets.brands ?? [],
  });

  const panel = (
    <CategoryFilterPanel
      filters={filters}
      subcategories={data?.subcategories ?? []}
      facets={data?.facets}
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
        title={t`Category not found`}
        action={
          <Link to={paths.medifarma} className={buttonClass('primary')}>
            <Trans>Browse the pharmacy</Trans>
          </Link>
        }
      >
        <Trans>This category does not exist or is no longer sold.</Trans>
      </EmptyState>
    ) : (
      <ErrorState
        title={t`Something went wrong`}
        message={errorMessage(category.error)}
        onRetry={() => window.location.reload()}
      />
    );
  } else if (shown.length === 0) {
    results = (
      <EmptyState
        title={t`No products found`}
        action={
          filters.search ? (
            <Button variant="secondary" onClick={clearSearch}>
              <Trans>Clear Search</Trans>
            </Button>
          ) : hasActiveFilters(filters) ? (
            <Button variant="secondary" onClick={onClear}>
              <Trans>Clear All Filters</Trans>
            </Button>
          ) : null
        }
      >
        {filters.search ? t`No results for "${filters.search}"` : t`Try adjusting your filters`}
      </EmptyState>
    );
  } else {
    // A new search or filter starts again from the first screenful.
    results = (
      <div className={category.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <RevealingProductGrid key={params.toString()} products={shown} layout={filters.view} label={title} />
        <Pagination
          page={filters.page}
          totalPages={pagination?.totalPages ?? 1}
          more={pagination?.totalIsEstimate}
          onPage={onPage}
          label={t`Product pages`}
        />
      </div>
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
              {count}
            </p>
          </>
        ) : null}
      </header>

      <div className="mt-5 flex flex-wrap items-center gap-3">
        <search className="min-w-0 flex-1 basis-64">
          <label htmlFor="category-search" className="sr-only">
            <Trans>Search products</Trans>
          </label>
          <div className="flex items-center rounded-lg border border-slate-400 bg-white focus-within:ring-2 focus-within:ring-brand-700">
            <SearchIcon aria-hidden="true" className="ml-3 size-4 shrink-0 text-slate-600" />
            <input
              id="category-search"
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value.slice(0, 100))}
              placeholder={t`Search products...`}
              className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none sm:text-sm"
            />
          </div>
        </search>
        <FiltersButton active={chips.length} onOpen={() => setDrawerOpen(true)} />
        <LayoutToggle value={filters.view} onChange={(view) => apply({ ...latest(), view }, true)} />
      </div>
      {drawerOpen ? null : (
        <ActiveFilterChips chips={chips} onRemove={(chip) => onChange(chip.remove)} onClearAll={onClear} />
      )}

      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <FiltersAside headingId="category-filters-heading">{panel}</FiltersAside>
        <section aria-labelledby="category-products-heading">
          <h2 id="category-products-heading" className="sr-only">
            <Trans>Products</Trans>
          </h2>
          {results}
        </section>
      </div>

      <FiltersSheet open={drawerOpen} onClose={() => setDrawerOpen(false)} showLabel={t`Show ${count}`}>
        {panel}
      </FiltersSheet>
    </div>
  );
}

export const loader = queryLoader((client, { params, request }) => {
  const id = params.mediId ?? params.categoryId;
  if (!id) return [];
  const query = categoryQuery(filtersFromSearch(new URL(request.url).searchParams));
  return [client.ensureQueryData(categoryPageQuery(id, query))];
});
