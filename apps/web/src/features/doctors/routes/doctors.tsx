// /doctors: the listing with filters (sidebar on desktop, drawer on phones), sort and pages, all kept in
// the URL so a search can be shared and Back / Forward step through it.

import { Trans, useLingui } from '@lingui/react/macro';
import SearchIcon from 'lucide-react/icons/search';
import { Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FiltersAside, FiltersButton, FiltersSheet } from '../../../components/ui/filters-layout.tsx';
import { EmptyState } from '../../../components/ui/page-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { paths } from '../../../config/paths.ts';
import { currentSearchParams } from '../../../lib/current-search-params.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { queryLoader } from '../../../lib/route-loader.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { doctorFiltersQuery, useDoctorFilters } from '../api/get-doctor-filters.ts';
import { doctorsQuery, useDoctors } from '../api/list-doctors.ts';
import { findSpecialty, specialtiesQuery, useSpecialties } from '../api/list-specialties.ts';
import { DoctorList } from '../components/doctor-list.tsx';
import { FilterPanel } from '../components/filter-panel.tsx';
import {
  activeFilterCount,
  clearedFilters,
  type DoctorFilters,
  type DoctorSort,
  doctorCountText,
  filtersFromSearch,
  filtersToSearch,
  SORT_LABELS,
  toListQuery,
  withFilters,
} from '../doctor-filters.ts';
import { useSignedInUser } from '../use-signed-in-user.ts';

export default function DoctorsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const user = useSignedInUser();
  const list = useDoctors(toListQuery(filters));
  const facets = useDoctorFilters();
  const specialties = useSpecialties();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const specialty = findSpecialty(specialties.data, filters.specialty);
  const specialtyName = specialty ? localName(specialty) : '';
  const title = specialty ? t`${specialtyName} doctors` : t`Find Doctors`;
  usePageTitle(title);

  const apply = (next: DoctorFilters, { scroll = false } = {}) =>
    setParams(filtersToSearch(next), { preventScrollReset: !scroll });
  // Handlers start from the address as it is now, not the last rendered filters (lib/current-search-params.ts).
  const latest = () => filtersFromSearch(currentSearchParams(params));
  const onChange = (patch: Partial<DoctorFilters>) => apply(withFilters(latest(), patch));
  const onClear = () => apply(clearedFilters(latest()));
  const active = activeFilterCount(filters);
  const total = list.data?.pagination.total;
  const countText =
    total === undefined
      ? ''
      : doctorCountText(total, Boolean(list.data?.pagination.totalIsEstimate), active > 0);

  // A Suspense boundary, hydrated on its own (docs/ARCHITECTURE.md#hydration).
  const panel = (
    <div>
      <Suspense>
        <FilterPanel
          filters={filters}
          onChange={onChange}
          onClear={onClear}
          facets={facets.data}
          specialties={specialties.data}
        />
      </Suspense>
    </div>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {/* One line kept while the count loads, so the list below does not move when it arrives. */}
          <p className="mt-1 min-h-5 text-sm text-slate-700" aria-live="polite">
            {countText}
          </p>
        </div>
        <Link to={paths.doctorSearch} className={buttonClass('secondary', 'sm')}>
          <SearchIcon aria-hidden="true" className="size-4" />
          <Trans>Search by name or symptom</Trans>
        </Link>
      </div>

      <div className="mt-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <FiltersAside headingId="filters-heading">{panel}</FiltersAside>

        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            <Trans>Doctors</Trans>
          </h2>
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <FiltersButton active={active} onOpen={() => setDrawerOpen(true)} />
            <SelectField
              label={t`Sort by`}
              className="ml-auto w-56"
              value={filters.sort}
              onChange={(e) => apply(withFilters(latest(), { sort: e.target.value as DoctorSort }))}
            >
              {(facets.data?.sorts ?? (Object.keys(SORT_LABELS) as DoctorSort[])).map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_LABELS[sort])}
                </option>
              ))}
            </SelectField>
          </div>

          <DoctorList
            query={list}
            userId={user?.id ?? null}
            headingLevel={3}
            onPage={(page) => apply(withFilters(latest(), { page }), { scroll: true })}
            empty={
              <EmptyState
                title={t`No doctors found`}
                action={
                  active > 0 ? (
                    <Button variant="secondary" onClick={onClear}>
                      <Trans>Clear all filters</Trans>
                    </Button>
                  ) : null
                }
              >
                {active > 0
                  ? t`No doctor matches all of these filters. Try removing one or two.`
                  : t`There are no doctors to show yet.`}
              </EmptyState>
            }
          />
        </section>
      </div>

      <FiltersSheet
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        showLabel={
          total === undefined
            ? t`Show doctors`
            : t`Show ${doctorCountText(total, Boolean(list.data?.pagination.totalIsEstimate), false)}`
        }
      >
        {panel}
      </FiltersSheet>
    </div>
  );
}

export const loader = queryLoader((client, { request }) => [
  client.ensureQueryData(doctorsQuery(toListQuery(filtersFromSearch(new URL(request.url).searchParams)))),
  client.ensureQueryData(doctorFiltersQuery()),
  client.ensureQueryData(specialtiesQuery()),
]);
