// /doctors/search-results?q=&city=: typo-tolerant results, saying which specialty a symptom was read as.
import { formatIndianNumber } from '@arogya/contracts/constants';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/page-states.tsx';
import { paths } from '../../../config/paths.ts';
import { queryLoader } from '../../../lib/route-loader.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { doctorFiltersQuery } from '../api/get-doctor-filters.ts';
import { doctorSearchQuery, useDoctorSearch } from '../api/search-doctors.ts';
import { DoctorList } from '../components/doctor-list.tsx';
import { DoctorSearchForm } from '../components/doctor-search-form.tsx';
import { useSignedInUser } from '../use-signed-in-user.ts';

/** The search the address asks for. */
function searchFrom(params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const city = params.get('city')?.trim() || undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { q, city, page };
}

export default function DoctorSearchResultsPage() {
  const [params, setParams] = useSearchParams();
  const { q, city, page } = searchFrom(params);
  const user = useSignedInUser();
  const search = useDoctorSearch({ q, city, page });
  usePageTitle(q ? `Doctors for “${q}”` : 'Search doctors');
  const interpretation = search.data?.interpretation;
  const total = search.data?.pagination.total;

  const onPage = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    setParams(copy);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {q ? <>Doctors for “{q}”</> : 'Search doctors'}
      </h1>
      <div className="mt-4">
        <DoctorSearchForm key={`${q}|${city ?? ''}`} initialQuery={q} initialCity={city} />
      </div>

      {q ? (
        <section aria-labelledby="results-heading" className="mt-6">
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          <div aria-live="polite" className="mb-4 space-y-1 text-sm text-slate-700">
            {total !== undefined ? (
              <p>
                {search.data?.pagination.totalIsEstimate
                  ? `${formatIndianNumber(total)}+ doctors`
                  : `${total} ${total === 1 ? 'doctor' : 'doctors'}`}{' '}
                found
                {interpretation?.city ? ` in ${interpretation.city}` : ''}.
              </p>
            ) : null}
            {interpretation && interpretation.specialties.length > 0 ? (
              <p className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900">
                Showing <strong>{interpretation.specialties.map((s) => s.name).join(', ')}</strong> doctors
                for “{q}”.
              </p>
            ) : null}
          </div>
          <DoctorList
            query={search}
            userId={user?.id ?? null}
            headingLevel={3}
            onPage={onPage}
            empty={
              <EmptyState
                title="No doctors found"
                action={
                  <Link to={paths.doctors} className={buttonClass('secondary')}>
                    Browse all doctors
                  </Link>
                }
              >
                <p>
                  Nothing matched “{q}”{city ? ` in ${city}` : ''}. Try a specialty (e.g. “dermatologist”), a
                  symptom (e.g. “cough”), or another city.
                </p>
              </EmptyState>
            }
          />
        </section>
      ) : (
        <p className="mt-6 text-slate-700">Type what you are looking for above to see matching doctors.</p>
      )}
    </div>
  );
}

export const loader = queryLoader((client, { request }) => {
  const search = searchFrom(new URL(request.url).searchParams);
  return [
    client.ensureQueryData(doctorFiltersQuery()),
    ...(search.q ? [client.ensureQueryData(doctorSearchQuery(search))] : []),
  ];
});
