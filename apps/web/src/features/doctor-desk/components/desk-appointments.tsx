// The Appointments tab of the doctor's desk: today, upcoming, needing closing and completed. 'Start call'
// rings the patient of a booked video or audio appointment and opens the call screen, waiting in the call.
import type { Appointment } from '@arogya/contracts/appointments';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { localizedLabels } from '../../../lib/i18n/localized-labels.ts';
import { indiaDate } from '../../../lib/india-time.ts';
import toast from '../../../lib/toast.ts';
import { useNow } from '../../../lib/use-now.ts';
import { deskCallLink, videoCallState } from '../../../lib/video-call-link.ts';
import { useCallPatient } from '../api/call-patient.ts';
import { useDeskAppointments } from '../api/list-appointments.ts';
import { DESK_FILTER_LABELS, DESK_FILTERS, type DeskFilter, deskList, deskQuery } from '../desk-filters.ts';
import { CompleteDialog } from './complete-dialog.tsx';
import { DeskAppointmentCard } from './desk-appointment-card.tsx';
import { NoShowDialog } from './no-show-dialog.tsx';

const EMPTY = localizedLabels<DeskFilter>({
  today: msg`No appointments today.`,
  upcoming: msg`No upcoming appointments.`,
  'to-close': msg`Every appointment that has started is closed.`,
  completed: msg`No completed consultations yet.`,
});

export function DeskAppointments({
  filter,
  onFilter,
}: {
  filter: DeskFilter;
  onFilter: (f: DeskFilter) => void;
}) {
  const { t } = useLingui();
  const now = useNow();
  const today = indiaDate(now);
  const [page, setPage] = useState(1);
  const list = useDeskAppointments(deskQuery(filter, today, page));
  const [open, setOpen] = useState<{ kind: 'complete' | 'no-show'; appointment: Appointment } | null>(null);
  const shown = list.data ? deskList(list.data.result, filter, now) : [];
  const navigate = useNavigate();
  const call = useCallPatient();
  const [calling, setCalling] = useState<string | null>(null);

  const onCall = async (a: Appointment) => {
    setCalling(a.id);
    try {
      const session = await call.mutateAsync(a.id);
      navigate(deskCallLink(a.doctor.id, a.patient.id, session.call.callType), {
        state: videoCallState({ consultationType: session.call.callType, session }),
      });
    } catch (error) {
      toast.error(errorMessage(error, t`The call could not be started. Please try again.`));
      setCalling(null);
    }
  };

  return (
    <div>
      <h2 className="sr-only">
        <Trans>{DESK_FILTER_LABELS[filter]} appointments</Trans>
      </h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">
          <Trans>Show appointments</Trans>
        </legend>
        {DESK_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => {
              setPage(1);
              onFilter(f);
            }}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${
              filter === f
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'
            }`}
          >
            {DESK_FILTER_LABELS[f]}
          </button>
        ))}
      </fieldset>

      <div className="mt-4">
        {list.isPending ? (
          <div className="space-y-3">
            <LoadingNote label={t`Loading appointments...`} />
            <Skeleton className="h-36 w-full rounded-2xl" />
            <Skeleton className="h-36 w-full rounded-2xl" />
          </div>
        ) : list.isError ? (
          <ErrorState
            title={t`Appointments could not be loaded`}
            message={errorMessage(list.error)}
            onRetry={() => void list.refetch()}
            headingLevel={3}
          />
        ) : shown.length === 0 ? (
          <EmptyState title={t`No appointments found`} headingLevel={3}>
            {EMPTY[filter]}
          </EmptyState>
        ) : (
          <>
            <ul className={`space-y-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
              {shown.map((a) => (
                <li key={a.id}>
                  <DeskAppointmentCard
                    appointment={a}
                    now={now}
                    today={today}
                    onComplete={(appointment) => setOpen({ kind: 'complete', appointment })}
                    onNoShow={(appointment) => setOpen({ kind: 'no-show', appointment })}
                    onCall={(appointment) => void onCall(appointment)}
                    calling={calling}
                  />
                </li>
              ))}
            </ul>
            {filter === 'upcoming' || filter === 'completed' ? (
              <Pagination page={page} totalPages={list.data.pagination.totalPages} onPage={setPage} />
            ) : null}
          </>
        )}
      </div>

      {open?.kind === 'complete' ? (
        <CompleteDialog appointment={open.appointment} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'no-show' ? (
        <NoShowDialog appointment={open.appointment} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
