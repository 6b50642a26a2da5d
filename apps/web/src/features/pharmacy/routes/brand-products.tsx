// /brands/:brandId: the brand's products with the six sorts of docs/product-rules.md#pharmacy-catalogue and
// real facet filters.

import { BRAND_SORTS } from '@arogya/contracts/pharmacy-values';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FiltersAside, FiltersButton, FiltersSheet } from '../../../components/ui/filters-layout.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { BRANDS_SECTION_PATH } from '../../../config/pharmacy-paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentSearchParams } from '../../../lib/current-search-params.ts';
import { PRODUCT_SORT_MESSAGES } from '../../../lib/i18n/catalogue-labels.ts';
import { countText } from '../../../lib/policy-text.ts';
import { queryLoader } from '../../../lib/route-loader.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { isNotFound } from '../api/get-product.ts';
import { brandProductsQuery, useBrandProducts } from '../api/list-brand-products.ts';
import {
  activeFacetCount,
  type BrandFilters,
  type BrandSort,
  brandFiltersFromSearch,
  brandFiltersToSearch,
  DEFAULT_BRAND_FILTERS,
  toBrandQuery,
  toggleFacet,
} from '../brand-filters.ts';
import { BrandFilterPanel } from '../components/brand-filter-panel.tsx';
import { CartShortcut } from '../components/cart-shortcut.tsx';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid.tsx';

export const DEFAULT_BRAND_HEADING = msg`Brand Products`;

export default function BrandProductsPage() {
  const { t } = useLingui();
  const { brandId } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => brandFiltersFromSearch(params), [params]);
  const query = useBrandProducts(brandId, toBrandQuery(filters));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const brand = query.data?.brand;
  const heading =
    brand?.title || brand?.name ? t`${brand.title || brand.name} Products` : t(DEFAULT_BRAND_HEADING);
  usePageTitle(heading);

  const apply = (next: BrandFilters, scroll = false) =>
    setParams(brandFiltersToSearch(next), { preventScrollReset: !scroll });
  const active = activeFacetCount(filters);
  // Handlers start from the address as it is now, not the last rendered filters (lib/current-search-params.ts).
  const latest = () => brandFiltersFromSearch(currentSearchParams(params));
  const clear = () => apply({ ...DEFAULT_BRAND_FILTERS, sort: latest().sort });
  const total = query.data?.pagination.total;

  const panel = (
    <div className="space-y-4">
      {active > 0 ? (
        <button
          type="button"
          onClick={clear}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          <Trans>Clear All Filters</Trans>
        </button>
      ) : null}
      {query.data ? (
        <BrandFilterPanel
          groups={query.data.facets}
          filters={filters}
          onToggle={(group, value) => apply(toggleFacet(latest(), group, value))}
        />
      ) : (
        <p className="text-sm text-slate-600">
          {query.isPending ? t`Loading filters...` : t`Filters are unavailable.`}
        </p>
      )}
    </div>
  );

  let results: ReactNode;
  if (query.isPending) {
    results = <ProductGridSkeleton />;
  } else if (query.isError) {
    results = isNotFound(query.error) ? (
      <EmptyState
        title={t`Brand not found`}
        action={
          <Link to={BRANDS_SECTION_PATH} className={buttonClass('primary')}>
            <Trans>See all brands</Trans>
          </Link>
        }
      >
        <Trans>This brand does not exist or is no longer sold.</Trans>
      </EmptyState>
    ) : (
      <ErrorState
        title={t`Something went wrong`}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.result.length === 0) {
    results = (
      <EmptyState
        title={t`No products found`}
        action={
          active > 0 ? (
            <Button variant="secondary" onClick={clear}>
              <Trans>Clear All Filters</Trans>
            </Button>
          ) : null
        }
      >
        <Trans>Try adjusting your filters</Trans>
      </EmptyState>
    );
  } else {
    const { result, pagination } = query.data;
    results = (
      <div aria-busy={query.isFetching || undefined}>
        <ProductGrid products={result} dimmed={query.isPlaceholderData} label={heading} />
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          more={pagination.totalIsEstimate}
          onPage={(page) => apply({ ...latest(), page }, true)}
          label={t`Product pages`}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex items-center justify-between gap-3">
        <Link
          to={BRANDS_SECTION_PATH}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          <Trans>Back to Brands</Trans>
        </Link>
        <CartShortcut />
      </div>
      <header className="mt-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
        {brand?.description ? <p className="mt-1 max-w-3xl text-slate-700">{brand.description}</p> : null}
        {brand?.manufacturer ? (
          <p className="mt-1 text-sm text-slate-600">
            <Trans>By {brand.manufacturer}</Trans>
          </p>
        ) : null}
        {total !== undefined ? (
          <p className="mt-1 text-sm font-medium text-slate-600" aria-live="polite">
            {countText(total, 'product')}
          </p>
        ) : null}
      </header>

      <div className="mt-5 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <FiltersAside headingId="brand-filters-heading">{panel}</FiltersAside>
        <section aria-labelledby="brand-products-heading">
          <h2 id="brand-products-heading" className="sr-only">
            <Trans>Products</Trans>
          </h2>
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <FiltersButton active={active} onOpen={() => setDrawerOpen(true)} />
            <SelectField
              label={t`Sort by`}
              className="ml-auto w-56"
              value={filters.sort}
              onChange={(e) => apply({ ...latest(), sort: e.target.value as BrandSort, page: 1 })}
            >
              {BRAND_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(PRODUCT_SORT_MESSAGES[sort])}
                </option>
              ))}
            </SelectField>
          </div>
          {results}
        </section>
      </div>

      <FiltersSheet
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        showLabel={total === undefined ? t`Show products` : t`Show ${countText(total, 'product')}`}
      >
        {panel}
      </FiltersSheet>
    </div>
  );
}

export const loader = queryLoader((client, { params, request }) => {
  if (!params.brandId) return [];
  const query = toBrandQuery(brandFiltersFromSearch(new URL(request.url).searchParams));
  return [client.ensureQueryData(brandProductsQuery(params.brandId, query))];
});
