// The listing of tests or packages (docs/screens.md#lab-tests): search, category, price, fasting, sort and
// page in the URL, all applied by the server (GET /api/v1/labs/testList). Used by /lab-tests,
// /health-packages and the category pages /tests/{category} and /packages/{category}.

import { formatIndianNumber } from '@arogya/contracts/constants';
import {
  LAB_SORTS,
  type LabCategorySlug,
  type LabItemType,
  type LabSort,
} from '@arogya/contracts/labs-values';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FiltersAside, FiltersButton, FiltersSheet } from '../../../components/ui/filters-layout.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentSearchParams } from '../../../lib/current-search-params.ts';
import { LAB_SORT_MESSAGES } from '../../../lib/i18n/catalogue-labels.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useVisitorPinCode } from '../../../lib/use-visitor-pin-code.ts';
import { labTestsQuery, useLabTests } from '../api/list-lab-items.ts';
import {
  activeLabFilterCount,
  type LabFilters,
  labFiltersFromSearch,
  labFiltersToSearch,
  labListingCrumb,
  labListingTitle,
  labListQuery,
  NO_LAB_FILTERS,
} from '../lab-filters.ts';
import { LabFilterPanel } from './lab-filter-panel.tsx';
import { LabItemCard } from './lab-item-card.tsx';
import { LabSearchBox } from './lab-search-box.tsx';

type Noun = LabItemType | 'result';

const LOADING = {
  test: msg`Loading tests...`,
  package: msg`Loading packages...`,
  result: msg`Loading results...`,
} as const;
const NONE = {
  test: msg`No tests found`,
  package: msg`No packages found`,
  result: msg`No results found`,
} as const;

/** '150 tests', '1 package', '200+ results' (a search's count stops at its best 200). */
function countOfNoun(i18n: I18n, noun: Noun, n: number, estimate: boolean): string {
  const many = formatIndianNumber(n);
  if (estimate) {
    if (noun === 'test') return i18n._(msg`${many}+ tests`);
    if (noun === 'package') return i18n._(msg`${many}+ packages`);
    return i18n._(msg`${many}+ results`);
  }
  if (noun === 'test') return i18n._(msg`${plural(n, { one: '# test', other: '# tests' })}`);
  if (noun === 'package') return i18n._(msg`${plural(n, { one: '# package', other: '# packages' })}`);
  return i18n._(msg`${plural(n, { one: '# result', other: '# results' })}`);
}

export function LabListing({
  type,
  category,
}: {
  /** null: tests and packages together (a search). */
  type: LabItemType | null;
  category?: LabCategorySlug;
}) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => labFiltersFromSearch(params, category), [params, category]);
  const pinCode = useVisitorPinCode();
  const list = useLabTests({
    ...labListQuery(filters, filters.q ? null : type),
    ...(pinCode ? { pinCode } : {}),
  });
  const [drawerOpen, setDrawerOpen] = useState(false);

  const title = labListingTitle(type, category);
  usePageTitle(filters.q ? t`"${filters.q}" in lab tests` : title);

  const apply = (next: LabFilters) =>
    setParams(labFiltersToSearch(next, category), { preventScrollReset: true });
  // Handlers start from the address as it is now, not the last rendered filters (lib/current-search-params.ts).
  const latest = () => labFiltersFromSearch(currentSearchParams(params), category);
  const onChange = (patch: Partial<LabFilters>) => apply({ ...latest(), ...patch });
  const onClear = () => {
    const now = latest();
    apply({ ...NO_LAB_FILTERS, q: now.q, sort: now.sort });
  };
  const noun: Noun = filters.q ? 'result' : (type ?? 'test');

  // The panel and each card are Suspense boundaries, hydrated on their own (docs/ARCHITECTURE.md#hydration).
  const panel = (
    <div>
      <Suspense>
        <LabFilterPanel filters={filters} fixedCategory={category} onChange={onChange} onClear={onClear} />
      </Suspense>
    </div>
  );

  let results: ReactNode;
  if (list.isPending) {
    results = (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <LoadingNote label={i18n._(LOADING[noun])} />
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-72 rounded-2xl" />
        ))}
      </div>
    );
  } else if (list.isError) {
    results = (
      <ErrorState
        title={t`Something went wrong`}
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data.result.length === 0) {
    results = (
      <EmptyState
        title={i18n._(NONE[noun])}
        action={
          activeLabFilterCount(filters, category) > 0 ? (
            <Button variant="secondary" onClick={onClear}>
              <Trans>Clear All Filters</Trans>
            </Button>
          ) : (
            <Link to={paths.labs} className="font-semibold text-brand-700 underline">
              <Trans>Back to lab tests</Trans>
            </Link>
          )
        }
      >
        {filters.q
          ? t`No results for "${filters.q}". Try another name, such as "sugar" or "thyroid".`
          : t`Try adjusting your filters.`}
      </EmptyState>
    );
  } else {
    const { result, pagination } = list.data;
    results = (
      <div aria-busy={list.isFetching || undefined}>
        <ul
          className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {result.map((item) => (
            <li key={item.id}>
              <div className="h-full">
                <Suspense>
                  <LabItemCard item={item} headingLevel={2} />
                </Suspense>
              </div>
            </li>
          ))}
        </ul>
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPage={(page) => {
            setParams(labFiltersToSearch({ ...latest(), page }, category));
            window.scrollTo({ top: 0 });
          }}
          label={type === 'package' ? t`Health packages pages` : t`Lab tests pages`}
        />
      </div>
    );
  }

  const total = list.data?.pagination.total;
  // A search ranks its best 200 matches; beyond them the server counts no further ('200+ tests').
  const totalText =
    total === undefined
      ? undefined
      : list.data?.pagination.totalIsEstimate
        ? countOfNoun(i18n, noun, total, true)
        : countOfNoun(i18n, noun, total, false);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <nav aria-label={t`Breadcrumb`} className="text-sm text-slate-600">
        <Trans>
          <Link to={paths.labs} className="underline">
            Lab tests
          </Link>{' '}
          /{' '}
        </Trans>
        <span aria-current="page">
          {filters.q ? t`Results for "${filters.q}"` : labListingCrumb(type, category)}
        </span>
      </nav>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        {filters.q ? t`Results for "${filters.q}"` : title}
      </h1>
      <p className="mt-1 text-sm text-slate-600" aria-live="polite">
        {totalText ?? '\u00a0'}
      </p>
      <LabSearchBox key={filters.q} initial={filters.q} className="mt-4 max-w-2xl" />

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <FiltersAside headingId="lab-filters-heading">{panel}</FiltersAside>
        <div>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <FiltersButton
              active={activeLabFilterCount(filters, category)}
              onOpen={() => setDrawerOpen(true)}
            />
            <label className="ml-auto flex items-center gap-2 text-sm text-slate-800">
              <Trans>Sort by</Trans>
              <select
                value={filters.sort ?? (filters.q ? 'relevance' : 'popularity')}
                onChange={(e) => onChange({ sort: e.target.value as LabSort, page: 1 })}
                className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
              >
                {LAB_SORTS.filter((s) => s !== 'relevance' || filters.q).map((s) => (
                  <option key={s} value={s}>
                    {i18n._(LAB_SORT_MESSAGES[s])}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {results}
        </div>
      </div>
      <FiltersSheet
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        showLabel={totalText === undefined ? t`Show results` : t`Show ${totalText}`}
      >
        {panel}
      </FiltersSheet>
    </div>
  );
}

/** The listing's query for an address (its route loaders: lab-tests.tsx, health-packages.tsx, lab-item.tsx). */
export function labListingQuery(
  search: URLSearchParams,
  type: LabItemType | null,
  category?: LabCategorySlug,
) {
  const filters = labFiltersFromSearch(search, category);
  return labTestsQuery(labListQuery(filters, filters.q ? null : type));
}
