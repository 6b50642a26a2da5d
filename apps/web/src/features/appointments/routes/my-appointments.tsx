// /my-appointments (and /appointments, which the mobile menu uses): the signed-in patient's real
// appointments, filtered by the API's displayStatus, with the actions each allows; below them, the patient's
// consultations (video and audio calls) with their outcome and e-prescription.

import type { Appointment } from '@arogya/contracts/appointments';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import InfoIcon from 'lucide-react/icons/info';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsultationHistory } from '../../../components/calls/consultation-history.tsx';
import { MemberFilterSelect } from '../../../components/member-filter-select.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { localizedLabels } from '../../../lib/i18n/localized-labels.ts';
import { useNow } from '../../../lib/use-now.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMyAppointments } from '../api/list-appointments.ts';
import { changeRule } from '../appointment-actions.ts';
import {
  countByFilter,
  FILTER_LABELS,
  filterAppointments,
  MY_APPOINTMENT_FILTERS,
  type MyAppointmentFilter,
  readFilter,
} from '../appointment-filters.ts';
import { AppointmentCard, type AppointmentDialog } from '../components/appointment-card.tsx';
import { CancelDialog } from '../components/cancel-dialog.tsx';
import { RescheduleDialog } from '../components/reschedule-dialog.tsx';
import { ReviewDialog } from '../components/review-dialog.tsx';
import { SummaryDialog } from '../components/summary-dialog.tsx';

const EMPTY_HINTS: Readonly<Record<MyAppointmentFilter, string>> = localizedLabels({
  all: msg`You have not booked an appointment yet.`,
  today: msg`You have no appointment today.`,
  upcoming: msg`You have no upcoming appointment.`,
  completed: msg`You have no completed consultation yet.`,
});

export default function MyAppointmentsPage() {
  const { t } = useLingui();
  usePageTitle(t`My Appointments`);
  const user = useAuthStore((s) => s.user);
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('filter'));
  const member = params.get('member') ?? undefined;
  const list = useMyAppointments(member);
  const now = useNow(30_000);
  const [open, setOpen] = useState<{ dialog: AppointmentDialog; appointment: Appointment } | null>(null);

  if (!user) return <Spinner />;

  const counts = list.data ? countByFilter(list.data) : undefined;
  const shown = list.data ? filterAppointments(list.data, filter) : [];
  const close = () => setOpen(null);
  const onFilter = (next: MyAppointmentFilter) =>
    setParams(
      { ...(next === 'all' ? {} : { filter: next }), ...(member ? { member } : {}) },
      { preventScrollReset: true },
    );
  const onMember = (next: string) =>
    setParams(
      { ...(filter === 'all' ? {} : { filter }), ...(next ? { member: next } : {}) },
      { preventScrollReset: true },
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>My Appointments</Trans>
        </h1>
        <Trans>
          <Link to={paths.appointment} className={buttonClass('primary', 'sm')}>
            Book an appointment
          </Link>
        </Trans>
      </div>
      <p className="mt-3 flex gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {changeRule()}
      </p>

      <MemberFilterSelect
        label={t`Whose appointments`}
        value={member}
        onChange={(next) => onMember(next ?? '')}
      />

      <fieldset className="mt-6 flex flex-wrap gap-2">
        <legend className="sr-only">
          <Trans>Show appointments</Trans>
        </legend>
        {MY_APPOINTMENT_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => onFilter(f)}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${
              filter === f
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'
            }`}
          >
            {FILTER_LABELS[f]}
            {counts ? <span className="ml-1.5 font-normal">({counts[f]})</span> : null}
          </button>
        ))}
      </fieldset>

      <section aria-labelledby="appointments-heading" className="mt-6">
        <h2 id="appointments-heading" className="sr-only">
          <Trans>{FILTER_LABELS[filter]} appointments</Trans>
        </h2>
        {list.isPending ? (
          <div className="space-y-4">
            <LoadingNote label={t`Loading your appointments...`} />
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-44 w-full rounded-2xl" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState
            title={t`Your appointments could not be loaded`}
            message={errorMessage(list.error)}
            onRetry={() => void list.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            title={t`No appointments found`}
            action={
              <Link to={paths.doctors} className={buttonClass('primary')}>
                <Trans>Find a doctor</Trans>
              </Link>
            }
          >
            {EMPTY_HINTS[filter]}
          </EmptyState>
        ) : (
          <ul className="space-y-4">
            {shown.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard
                  appointment={appointment}
                  userId={user.id}
                  now={now}
                  onOpen={(dialog, a) => setOpen({ dialog, appointment: a })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="consultations-heading" className="mt-10">
        <h2 id="consultations-heading" className="text-xl font-bold text-slate-900">
          <Trans>Consultations</Trans>
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          <Trans>Your video and audio calls with doctors, and the e-prescriptions written after them.</Trans>
        </p>
        <ConsultationHistory as="patient" />
      </section>

      {open?.dialog === 'reschedule' ? (
        <RescheduleDialog appointment={open.appointment} onClose={close} />
      ) : null}
      {open?.dialog === 'cancel' ? <CancelDialog appointment={open.appointment} onClose={close} /> : null}
      {open?.dialog === 'summary' ? <SummaryDialog appointment={open.appointment} onClose={close} /> : null}
      {open?.dialog === 'review' ? <ReviewDialog appointment={open.appointment} onClose={close} /> : null}
    </div>
  );
}
