// /search/all?q=...&tab=...&page=...: everything the one search box finds, a tab per kind with its count,
// each a page of the existing listing endpoint (docs/screens.md#one-search). Without a tab, the richest
// opens. A text that matched nothing exactly is searched as the box's correction, saying so.

import { formatIndianNumber, formatInr } from '@arogya/contracts/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { DoctorPhoto } from '../../../components/doctors/doctor-photo.tsx';
import { packSize } from '../../../components/pharmacy/pack-size.ts';
import { PriceTag } from '../../../components/pharmacy/price-tag.tsx';
import { ProductImage } from '../../../components/pharmacy/product-image.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { doctorDetailsPath, packagePath, testPath } from '../../../config/paths.ts';
import { productPath } from '../../../config/pharmacy-paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { localizedCategoryLabel } from '../../../lib/i18n/catalogue-labels.ts';
import { localText } from '../../../lib/i18n/display-locale.ts';
import { placeName } from '../../../lib/i18n/place-name.ts';
import { priceLabel } from '../../../lib/lab-cart-item.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useVisitorPinCode } from '../../../lib/use-visitor-pin-code.ts';
import {
  type ResultsPage,
  type TabTotal,
  useResultTotals,
  useSearchPlan,
  useSearchResults,
} from '../api/search-results.ts';
import { SearchCombobox } from '../components/search-combobox.tsx';
import { type ResultsTab, searchResultsPath } from '../search-links.ts';

const TABS: { id: ResultsTab; label: MessageDescriptor; none: (searched: string) => MessageDescriptor }[] = [
  { id: 'doctors', label: msg`Doctors`, none: (searched) => msg`No doctors found for “${searched}”` },
  { id: 'medicines', label: msg`Medicines`, none: (searched) => msg`No medicines found for “${searched}”` },
  { id: 'tests', label: msg`Lab tests`, none: (searched) => msg`No lab tests found for “${searched}”` },
];

/** 'Lab tests 20', '1,000+' when the total is counted to a cap; nothing while unknown. */
function tabLabel(label: string, total: TabTotal | undefined) {
  if (!total) return label;
  return (
    <>
      {label}{' '}
      <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
        {formatIndianNumber(total.total)}
        {total.estimate ? '+' : ''}
      </span>
    </>
  );
}

const rowClass =
  'flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700';

function Results({ data }: { data: ResultsPage }) {
  const { t, i18n } = useLingui();
  if (data.tab === 'doctors')
    return (
      <ul className="space-y-3">
        {data.page.result.map((d) => (
          <li key={d.id}>
            <Link to={doctorDetailsPath(d.id)} className={rowClass}>
              <DoctorPhoto src={d.image} size="sm" />
              <span className="min-w-0">
                <Trans>
                  <span className="block font-semibold text-slate-900">Dr. {d.name}</span>
                  <span className="block text-sm text-brand-800">{d.specialization.name}</span>
                  <span className="block text-sm text-slate-700">
                    {d.clinic.name}, {placeName(d.clinic.city)} · {formatInr(d.feePaise)}
                  </span>
                </Trans>
                <RatingStars rating={d.rating} count={d.reviewCount} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  if (data.tab === 'medicines')
    return (
      <ul className="space-y-3">
        {data.page.result.map((p) => (
          <li key={p.id}>
            <Link to={productPath(p.id)} className={rowClass}>
              <ProductImage src={p.image} alt="" sizes="64px" className="size-16 shrink-0 rounded-lg" />
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{p.name}</span>
                <span className="block text-sm text-slate-700">
                  {packSize(p.unit)}
                  {p.saltComposition ? ` · ${p.saltComposition}` : ''}
                </span>
                <PriceTag
                  pricePaise={p.discountPricePaise}
                  mrpPaise={p.originalPricePaise}
                  discount={p.discount}
                  size="sm"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="space-y-3">
      {data.page.result.map((item) => (
        <li key={item.id}>
          <Link
            to={item.type === 'package' ? packagePath(item.slug) : testPath(item.slug)}
            className={`${rowClass} flex-col gap-1`}
          >
            <span className="text-xs font-medium text-slate-600">
              {item.type === 'package' ? t`Package` : t`Test`} · {localizedCategoryLabel(item.category.slug)}
            </span>
            <span className="font-semibold text-slate-900">{item.name}</span>
            <span className="text-sm text-slate-700">{localText(item.summary, item.summaryHi)}</span>
            <span className="text-xs text-slate-600">{priceLabel(i18n, item)}</span>
            <PriceTag
              pricePaise={item.discountPricePaise}
              mrpPaise={item.originalPricePaise}
              discount={item.discount}
              size="sm"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function SearchResultsPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const tabParam = params.get('tab');
  const named = TABS.find((entry) => entry.id === tabParam)?.id;
  const plan = useSearchPlan(q);
  const searched = plan?.text;
  const pinCode = useVisitorPinCode();
  const { totals, chosen } = useResultTotals(named, searched, plan?.tab, pinCode);
  const tab: ResultsTab = chosen ?? 'doctors';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  usePageTitle(q ? t`Search: ${q}` : t`Search`);
  const results = useSearchResults(chosen, searched, page, pinCode);
  const corrected = searched !== undefined && searched !== q;
  const nothing =
    searched !== undefined &&
    chosen !== undefined &&
    !named &&
    TABS.every((entry) => totals[entry.id] !== undefined && totals[entry.id]?.total === 0);

  const go = (next: { tab?: ResultsTab; page?: number }) => {
    const search = new URLSearchParams({ q, tab: next.tab ?? tab });
    const p = next.page ?? 1;
    if (p > 1) search.set('page', String(p));
    setParams(search);
  };

  let body: React.ReactNode;
  if (!q)
    body = (
      <EmptyState title={t`Type what you are looking for`}>
        <Trans>Doctors, medicines and lab tests.</Trans>
      </EmptyState>
    );
  else if (results.isPending || chosen === undefined || searched === undefined)
    body = (
      <div className="space-y-3">
        <LoadingNote />
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
    );
  else if (results.isError)
    body = (
      <ErrorState
        title={t`Results could not be loaded`}
        message={errorMessage(results.error)}
        onRetry={() => void results.refetch()}
        headingLevel={2}
      />
    );
  else if (results.data.page.result.length === 0)
    body = (
      <EmptyState
        title={i18n._(
          (TABS.find((entry) => entry.id === tab) ?? (TABS[0] as (typeof TABS)[0])).none(searched),
        )}
      >
        <Trans>Try another tab, or check the spelling.</Trans>
      </EmptyState>
    );
  else
    body = (
      <>
        <p className="mb-3 text-sm text-slate-700">
          {results.data.page.pagination.totalIsEstimate
            ? t`${formatIndianNumber(results.data.page.pagination.total)}+ results`
            : t`${plural(results.data.page.pagination.total, { one: '# result', other: '# results' })}`}
        </p>
        <Results data={results.data} />
        <Pagination
          page={page}
          totalPages={results.data.page.pagination.totalPages}
          onPage={(p) => go({ page: p })}
          label={t`Result pages`}
        />
      </>
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{q ? t`Results for “${q}”` : t`Search`}</h1>
      <SearchCombobox key={q} initialText={q} className="mt-4" />
      {corrected ? (
        <p className="mt-4 text-sm text-slate-700" role="status">
          <Trans>
            Nothing matched “{q}”. Showing results for{' '}
            <Link to={searchResultsPath(searched)} className="font-semibold text-brand-800 underline">
              {searched}
            </Link>
            .
          </Trans>
        </p>
      ) : null}
      {nothing ? (
        <div className="mt-6">
          <EmptyState title={t`No results for “${q}”`}>
            <Trans>
              Check the spelling, or search for a doctor, specialty, symptom, medicine, salt or lab test by
              another name.
            </Trans>
          </EmptyState>
        </div>
      ) : (
        <Tabs
          className="mt-6"
          label={t`Kind of result`}
          tabs={TABS.map((entry) => ({ id: entry.id, label: tabLabel(t(entry.label), totals[entry.id]) }))}
          value={tab}
          onChange={(t) => go({ tab: t })}
        >
          {body}
        </Tabs>
      )}
    </div>
  );
}
