// /search?q=: medicine search by name, brand or salt (the home page and the mobile menu send here).

import { formatIndianNumber } from '@arogya/contracts/constants';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMedicineSearch } from '../api/search-medicines.ts';
import { CartShortcut } from '../components/cart-shortcut.tsx';
import { MedicineSearchBox } from '../components/medicine-search-box.tsx';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid.tsx';

export default function MedicineSearchPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = useMedicineSearch(q, page);
  const title = q ? t`Results for “${q}”` : t`Search medicines`;
  usePageTitle(q ? t`Medicines for “${q}”` : t`Search medicines`);

  const onPage = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    setParams(copy);
  };

  let body: ReactNode = null;
  if (!q) {
    body = (
      <p className="text-slate-700">
        <Trans>Type a medicine, a brand or a salt (e.g. “metformin”) above.</Trans>
      </p>
    );
  } else if (search.isPending) {
    body = <ProductGridSkeleton label={t`Searching...`} />;
  } else if (search.isError) {
    body = (
      <ErrorState
        title={t`Something went wrong`}
        message={errorMessage(search.error)}
        onRetry={() => void search.refetch()}
      />
    );
  } else if (search.data.result.length === 0) {
    body = (
      <EmptyState
        title={t`No products found`}
        action={
          <Link to={paths.medifarma} className={buttonClass('secondary')}>
            <Trans>Browse categories</Trans>
          </Link>
        }
      >
        {t`No results for "${q}"`}
      </EmptyState>
    );
  } else {
    const { result, pagination } = search.data;
    body = (
      <div aria-busy={search.isFetching || undefined}>
        <p className="mb-4 text-sm text-slate-700" aria-live="polite">
          {pagination.totalIsEstimate
            ? t`${formatIndianNumber(pagination.total)}+ results`
            : t`${plural(pagination.total, { one: '# product found', other: '# products found' })}`}
        </p>
        <ProductGrid products={result} dimmed={search.isPlaceholderData} label={t`Search results`} />
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPage={onPage}
          label={t`Result pages`}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <CartShortcut />
      </div>
      <div className="mt-4 max-w-2xl">
        <MedicineSearchBox key={q} initialQuery={q} />
      </div>
      <section aria-label={t`Results`} className="mt-6">
        {body}
      </section>
    </div>
  );
}
