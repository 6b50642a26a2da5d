// /doctors/search: the doctor search form, and specialties to browse.
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DoctorSearchForm } from '../components/doctor-search-form.tsx';
import { SpecialtyGrid } from '../components/specialty-grid.tsx';

export default function DoctorSearchPage() {
  const { t } = useLingui();
  usePageTitle(t`Search doctors`);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Search doctors</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>
          Type a doctor’s name, a specialty or what you feel (for example “fever” or “knee pain”). Spelling
          mistakes are fine.
        </Trans>
      </p>
      <div className="mt-6">
        <DoctorSearchForm />
      </div>
      <section aria-labelledby="browse-specialties" className="mt-10">
        <h2 id="browse-specialties" className="mb-4 text-xl font-semibold text-slate-900">
          <Trans>Or browse by specialty</Trans>
        </h2>
        <SpecialtyGrid />
      </section>
    </div>
  );
}
