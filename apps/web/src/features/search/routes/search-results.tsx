// /search/all?q=...&tab=...&page=...: everything the one search box finds, a tab per kind, each a page of
// the existing listing endpoint (docs/screens.md#one-search). Without a tab, the first with results opens.
import { formatInr } from '@arogya/contracts/constants';
import { Link, useSearchParams } from 'react-router';
import { DoctorPhoto } from '../../../components/doctors/doctor-photo.tsx';
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
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type ResultsPage, useChosenTab, useSearchResults } from '../api/search-results.ts';
import { SearchCombobox } from '../components/search-combobox.tsx';
import type { ResultsTab } from '../search-links.ts';

const TABS: { id: ResultsTab; label: string }[] = [
  { id: 'doctors', label: 'Doctors' },
  { id: 'medicines', label: 'Medicines' },
  { id: 'tests', label: 'Lab tests' },
];

const rowClass =
  'flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700';

function Results({ data }: { data: ResultsPage }) {
  if (data.tab === 'doctors')
    return (
      <ul className="space-y-3">
        {data.page.result.map((d) => (
          <li key={d.id}>
            <Link to={doctorDetailsPath(d.id)} className={rowClass}>
              <DoctorPhoto src={d.image} size="sm" />
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">Dr. {d.name}</span>
                <span className="block text-sm text-brand-800">{d.specialization.name}</span>
                <span className="block text-sm text-slate-700">
                  {d.clinic.name}, {d.clinic.city} · {formatInr(d.feePaise)}
                </span>
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
                  {p.unit}
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
              {item.type === 'package' ? 'Package' : 'Test'} · {item.category.label}
            </span>
            <span className="font-semibold text-slate-900">{item.name}</span>
            <span className="text-sm text-slate-700">{item.summary}</span>
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
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const tabParam = params.get('tab');
  const named = TABS.find((t) => t.id === tabParam)?.id;
  const chosen = useChosenTab(named, q);
  const tab: ResultsTab = chosen ?? 'doctors';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  usePageTitle(q ? `Search: ${q}` : 'Search');
  const results = useSearchResults(chosen, q, page);

  const go = (next: { tab?: ResultsTab; page?: number }) => {
    const search = new URLSearchParams({ q, tab: next.tab ?? tab });
    const p = next.page ?? 1;
    if (p > 1) search.set('page', String(p));
    setParams(search);
  };

  let body: React.ReactNode;
  if (!q)
    body = <EmptyState title="Type what you are looking for">Doctors, medicines and lab tests.</EmptyState>;
  else if (results.isPending || chosen === undefined)
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
        title="Results could not be loaded"
        message={errorMessage(results.error)}
        onRetry={() => void results.refetch()}
        headingLevel={2}
      />
    );
  else if (results.data.page.result.length === 0)
    body = (
      <EmptyState title={`No ${TABS.find((t) => t.id === tab)?.label.toLowerCase()} found for “${q}”`}>
        Try another tab, or check the spelling.
      </EmptyState>
    );
  else
    body = (
      <>
        <p className="mb-3 text-sm text-slate-700">
          {results.data.page.pagination.total}{' '}
          {results.data.page.pagination.total === 1 ? 'result' : 'results'}
        </p>
        <Results data={results.data} />
        <Pagination
          page={page}
          totalPages={results.data.page.pagination.totalPages}
          onPage={(p) => go({ page: p })}
          label="Result pages"
        />
      </>
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{q ? `Results for “${q}”` : 'Search'}</h1>
      <SearchCombobox key={q} className="mt-4" />
      <Tabs className="mt-6" label="Kind of result" tabs={TABS} value={tab} onChange={(t) => go({ tab: t })}>
        {body}
      </Tabs>
    </div>
  );
}
