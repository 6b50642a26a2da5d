// The Appointments tab of the doctor's desk: today, upcoming, needing closing and completed.
import type { Appointment } from '@arogya/contracts/appointments';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { indiaDate } from '../../../lib/india-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useDeskAppointments } from '../api/list-appointments.ts';
import { DESK_FILTER_LABELS, DESK_FILTERS, type DeskFilter, deskList, deskQuery } from '../desk-filters.ts';
import { CompleteDialog } from './complete-dialog.tsx';
import { DeskAppointmentCard } from './desk-appointment-card.tsx';
import { NoShowDialog } from './no-show-dialog.tsx';

const EMPTY: Record<DeskFilter, string> = {
  today: 'No appointments today.',
  upcoming: 'No upcoming appointments.',
  'to-close': 'Every appointment that has started is closed.',
  completed: 'No completed consultations yet.',
};

export function DeskAppointments({
  filter,
  onFilter,
}: {
  filter: DeskFilter;
  onFilter: (f: DeskFilter) => void;
}) {
  const now = useNow();
  const today = indiaDate(now);
  const [page, setPage] = useState(1);
  const list = useDeskAppointments(deskQuery(filter, today, page));
  const [open, setOpen] = useState<{ kind: 'complete' | 'no-show'; appointment: Appointment } | null>(null);
  const shown = list.data ? deskList(list.data.result, filter, now) : [];

  return (
    <div>
      <h2 className="sr-only">{DESK_FILTER_LABELS[filter]} appointments</h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show appointments</legend>
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
            <LoadingNote label="Loading appointments..." />
            <Skeleton className="h-36 w-full rounded-2xl" />
            <Skeleton className="h-36 w-full rounded-2xl" />
          </div>
        ) : list.isError ? (
          <ErrorState
            title="Appointments could not be loaded"
            message={errorMessage(list.error)}
            onRetry={() => void list.refetch()}
            headingLevel={3}
          />
        ) : shown.length === 0 ? (
          <EmptyState title="No appointments found" headingLevel={3}>
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
