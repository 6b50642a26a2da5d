// The clinic's appointments today, with vitals recording for each patient who is booked.
import type { Appointment } from '@arogya/contracts/appointments';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { CONSULTATION_TYPE_SHORT } from '../../../lib/consultation-types.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { formatClockRange, formatLongDate } from '../../../lib/india-time.ts';
import { useClinicAppointments } from '../api/list-appointments.ts';
import { VitalsForm } from './vitals-form.tsx';

const STATUS = {
  booked: { label: 'Booked', tone: 'blue' },
  completed: { label: 'Completed', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'red' },
  'no-show': { label: 'No-show', tone: 'slate' },
} as const;

export function ClinicToday({ today }: { today: string }) {
  const list = useClinicAppointments(today);
  const [vitalsFor, setVitalsFor] = useState<Appointment | null>(null);

  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900">Today, {formatLongDate(today)}</h2>
      <div className="mt-3">
        {list.isPending ? (
          <div className="space-y-2">
            <LoadingNote label="Loading today's appointments..." />
            <Skeleton className="h-16 w-full rounded-xl" />
            <Skeleton className="h-16 w-full rounded-xl" />
          </div>
        ) : list.isError ? (
          <ErrorState
            title="Today's appointments could not be loaded"
            message={errorMessage(list.error)}
            onRetry={() => void list.refetch()}
            headingLevel={3}
          />
        ) : list.data.result.length === 0 ? (
          <EmptyState title="No appointments found" headingLevel={3}>
            No appointments at the clinic today yet.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {list.data.result.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-slate-900">
                    {formatClockRange(a.time, a.endTime)} · {a.patient.name}
                  </p>
                  <p className="text-slate-700">
                    Dr. {a.doctor.name} · {CONSULTATION_TYPE_SHORT[a.consultationType]} ·{' '}
                    {formatIndianMobile(a.patient.phone)}
                    {a.reason ? ` · ${a.reason}` : ''}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={STATUS[a.status].tone}>{STATUS[a.status].label}</Badge>
                  {a.status === 'booked' ? (
                    <Button size="sm" variant="secondary" onClick={() => setVitalsFor(a)}>
                      Record vitals<span className="sr-only"> for {a.patient.name}</span>
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      {vitalsFor ? (
        <Dialog
          title="Record vitals"
          onClose={() => setVitalsFor(null)}
          description={`${vitalsFor.patient.name} · Dr. ${vitalsFor.doctor.name}, ${formatClockRange(vitalsFor.time, vitalsFor.endTime)}`}
        >
          <VitalsForm
            patientId={vitalsFor.patient.id}
            patientName={vitalsFor.patient.name}
            appointmentId={vitalsFor.id}
          />
        </Dialog>
      ) : null}
    </div>
  );
}
