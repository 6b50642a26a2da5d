// /booking/:doctorId/:userId: book with a doctor, then the confirmation (kept in the URL as ?booked=, so a
// reload still shows it). The userId is the signed-in patient's; any other value is replaced by it.

import { can } from '@arogya/contracts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { bookingPath, paths } from '../../../config/paths.ts';
import { useDoctor } from '../../../lib/api/get-doctor.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { readBookingPreset } from '../../../lib/booking-link.ts';
import { formatLongDate } from '../../../lib/india-time.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAppointment } from '../api/get-appointment.ts';
import { BookingConfirmation } from '../components/booking-confirmation.tsx';
import { BookingForm } from '../components/booking-form.tsx';
import { DoctorSummary } from '../components/doctor-summary.tsx';

export default function BookingPage() {
  const { t } = useLingui();
  const { doctorId = '', userId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const user = useAuthStore((s) => s.user);
  const bookedId = params.get('booked') ?? undefined;
  const preset = readBookingPreset(params);
  const doctor = useDoctor(bookedId ? undefined : doctorId);
  const booked = useAppointment(bookedId);
  const followUp = useAppointment(bookedId ? undefined : preset.followUpOf);
  // Why paying right after booking did not go through: said on the confirmation, which offers it again.
  const [payProblem, setPayProblem] = useState<string | null>(null);
  usePageTitle(bookedId ? t`Appointment booked` : t`Book an appointment`);

  if (!user) return <Spinner />;
  if (userId !== user.id) {
    return <Navigate replace to={{ pathname: bookingPath(doctorId, user.id), search: location.search }} />;
  }

  if (!can(user, 'appointments:book')) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12 text-center sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Book an appointment</Trans>
        </h1>
        <p className="mt-3 text-slate-700">
          <Trans>
            Appointments are booked from a patient account. Reception staff book walk-ins from the reception
            desk.
          </Trans>
        </p>
        <Trans>
          <Link to={paths.home} className={`${buttonClass('primary')} mt-6`}>
            Go to the home page
          </Link>
        </Trans>
      </div>
    );
  }

  if (bookedId) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        {booked.isPending ? (
          <Spinner label={t`Loading your appointment...`} />
        ) : booked.isError ? (
          <ErrorState
            headingLevel={1}
            title={t`Your appointment could not be shown`}
            message={t`${errorMessage(booked.error)}. It is booked; you can also find it in My Appointments.`}
            onRetry={() => void booked.refetch()}
          />
        ) : (
          <BookingConfirmation appointment={booked.data} problem={payProblem} />
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Book an appointment</Trans>
      </h1>
      {doctor.isPending ? (
        <div className="mt-6 space-y-4">
          <Trans>
            <span role="status" className="sr-only">
              Loading...
            </span>
          </Trans>
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      ) : doctor.isError ? (
        <div className="mt-6">
          <ErrorState
            title={t`Error Loading Doctor Details`}
            message={errorMessage(doctor.error, t`Doctor not found`)}
            onRetry={() => void doctor.refetch()}
          />
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="order-2 min-w-0 lg:order-1">
            <BookingForm
              doctor={doctor.data}
              user={user}
              preset={preset}
              onBooked={(appointment, problem) => {
                setPayProblem(problem);
                setParams({ booked: appointment.id }, { replace: true });
                window.scrollTo({ top: 0 });
              }}
            />
          </div>
          <aside aria-label={t`Doctor`} className="order-1 space-y-3 lg:order-2">
            <DoctorSummary doctor={doctor.data} />
            {followUp.data ? (
              <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
                <Trans>Follow-up of your appointment on {formatLongDate(followUp.data.date)}.</Trans>
              </p>
            ) : null}
            {doctor.data.doctorId.onLeave ? (
              <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
                <Trans>
                  Dr. {doctor.data.name} is on leave today; the free slots shown are after the leave.
                </Trans>
              </p>
            ) : null}
          </aside>
        </div>
      )}
    </div>
  );
}
