// /appointment: where booking starts when no doctor is chosen yet: search, favourites, or a specialty.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useFavouriteDoctors } from '../api/list-favourite-doctors.ts';
import { DoctorCard } from '../components/doctor-card.tsx';
import { DoctorSearchForm } from '../components/doctor-search-form.tsx';
import { SpecialtyGrid } from '../components/specialty-grid.tsx';
import { useSignedInUser } from '../use-signed-in-user.ts';

export default function AppointmentEntryPage() {
  const { t } = useLingui();
  usePageTitle(t`Book an appointment`);
  const user = useSignedInUser();
  const favourites = useFavouriteDoctors(user !== null);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Book an appointment</Trans>
      </h1>
      <ol className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-3">
        <li className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <Trans>
            <span className="font-semibold text-slate-900">1. Choose a doctor</span> by name, specialty or
            symptom.
          </Trans>
        </li>
        <li className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <Trans>
            <span className="font-semibold text-slate-900">2. Pick a free slot</span> and how you want to
            consult.
          </Trans>
        </li>
        <li className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <Trans>
            <span className="font-semibold text-slate-900">3. Confirm</span> and find it in My Appointments.
          </Trans>
        </li>
      </ol>

      <section aria-labelledby="find-doctor" className="mt-8">
        <h2 id="find-doctor" className="mb-3 text-xl font-semibold text-slate-900">
          <Trans>Find a doctor</Trans>
        </h2>
        <DoctorSearchForm />
        <p className="mt-3 text-sm">
          <Trans>
            <Link to={paths.doctors} className="font-semibold text-brand-700 underline underline-offset-2">
              Browse all doctors with filters
            </Link>
          </Trans>
        </p>
      </section>

      {favourites.data && favourites.data.length > 0 ? (
        <section aria-labelledby="favourite-doctors" className="mt-10">
          <h2 id="favourite-doctors" className="mb-3 text-xl font-semibold text-slate-900">
            <Trans>Your favourite doctors</Trans>
          </h2>
          <ul className="grid gap-4 lg:grid-cols-2">
            {favourites.data.map((doctor) => (
              <li key={doctor.id}>
                <DoctorCard doctor={doctor} userId={user?.id ?? null} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="by-specialty" className="mt-10">
        <h2 id="by-specialty" className="mb-3 text-xl font-semibold text-slate-900">
          <Trans>Browse by specialty</Trans>
        </h2>
        <SpecialtyGrid />
      </section>

      <p className="mt-10 text-sm text-slate-700">
        <Trans>
          Already booked?{' '}
          <Link to={paths.myAppointments} className={buttonClass('ghost', 'sm', 'underline')}>
            See My Appointments
          </Link>
        </Trans>
      </p>
    </div>
  );
}
