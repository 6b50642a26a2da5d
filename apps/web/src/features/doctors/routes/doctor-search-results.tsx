// /doctors/search-results?q=&city=: typo-tolerant results, saying which specialty a symptom was read as, and
// that specialty's consult now.
import { formatIndianNumber } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/page-states.tsx';
import { paths } from '../../../config/paths.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { placeName } from '../../../lib/i18n/place-name.ts';
import { countText } from '../../../lib/policy-text.ts';
import { queryLoader } from '../../../lib/route-loader.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { doctorFiltersQuery } from '../api/get-doctor-filters.ts';
import { doctorSearchQuery, useDoctorSearch } from '../api/search-doctors.ts';
import { ConsultNowPanel } from '../components/consult-now-panel.tsx';
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
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { q, city, page } = searchFrom(params);
  const user = useSignedInUser();
  const search = useDoctorSearch({ q, city, page });
  usePageTitle(q ? t`Doctors for “${q}”` : t`Search doctors`);
  const interpretation = search.data?.interpretation;
  const total = search.data?.pagination.total;
  const found =
    total === undefined
      ? ''
      : search.data?.pagination.totalIsEstimate
        ? t`${formatIndianNumber(total)}+ doctors`
        : countText(total, 'doctor');
  const cityName = city ? placeName(city) : null;
  const foundCity = interpretation?.city ? placeName(interpretation.city) : null;
  const shownSpecialties = (interpretation?.specialties ?? []).map((s) => localName(s)).join(', ');

  const onPage = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    setParams(copy);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {q ? t`Doctors for “${q}”` : t`Search doctors`}
      </h1>
      <div className="mt-4">
        <DoctorSearchForm key={`${q}|${city ?? ''}`} initialQuery={q} initialCity={city} />
      </div>

      {q ? (
        <section aria-labelledby="results-heading" className="mt-6">
          <h2 id="results-heading" className="sr-only">
            <Trans>Results</Trans>
          </h2>
          <div aria-live="polite" className="mb-4 space-y-1 text-sm text-slate-700">
            {total !== undefined ? (
              <p>
                {foundCity ? (
                  <Trans>
                    {found} found in {foundCity}.
                  </Trans>
                ) : (
                  <Trans>{found} found.</Trans>
                )}
              </p>
            ) : null}
            {interpretation && interpretation.specialties.length > 0 ? (
              <p className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900">
                <Trans>
                  Showing <strong>{shownSpecialties}</strong> doctors for “{q}”.
                </Trans>
              </p>
            ) : null}
          </div>
          {interpretation?.specialties[0] ? (
            <div className="mb-4">
              <ConsultNowPanel specialty={interpretation.specialties[0]} symptom={q} />
            </div>
          ) : null}
          <DoctorList
            query={search}
            userId={user?.id ?? null}
            headingLevel={3}
            onPage={onPage}
            empty={
              <EmptyState
                title={t`No doctors found`}
                action={
                  <Link to={paths.doctors} className={buttonClass('secondary')}>
                    <Trans>Browse all doctors</Trans>
                  </Link>
                }
              >
                <p>
                  {cityName ? (
                    <Trans>
                      Nothing matched “{q}” in {cityName}.
                    </Trans>
                  ) : (
                    <Trans>Nothing matched “{q}”.</Trans>
                  )}{' '}
                  <Trans>
                    Try a specialty (e.g. “dermatologist”), a symptom (e.g. “cough”), or another city.
                  </Trans>
                </p>
              </EmptyState>
            }
          />
        </section>
      ) : (
        <p className="mt-6 text-slate-700">
          <Trans>Type what you are looking for above to see matching doctors.</Trans>
        </p>
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
