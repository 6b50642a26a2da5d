// The clinic's appointments today, with vitals recording for each patient booked to come in: a video or
// audio consultation happens from home, so the desk takes no vitals for it and says it is remote.
import type { Appointment } from '@arogya/contracts/appointments';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { CONSULTATION_TYPE_SHORT_MESSAGES } from '../../../lib/consultation-types.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { formatClockRange, formatLongDate } from '../../../lib/india-time.ts';
import { useClinicAppointments } from '../api/list-appointments.ts';
import { VitalsForm } from './vitals-form.tsx';

const STATUS = {
  booked: { label: msg`Booked`, tone: 'blue' },
  completed: { label: msg`Completed`, tone: 'green' },
  cancelled: { label: msg`Cancelled`, tone: 'red' },
  'no-show': { label: msg`No-show`, tone: 'slate' },
} as const;

export function ClinicToday({ today }: { today: string }) {
  const { t } = useLingui();
  const list = useClinicAppointments(today);
  const [vitalsFor, setVitalsFor] = useState<Appointment | null>(null);

  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Today, {formatLongDate(today)}</Trans>
      </h2>
      <div className="mt-3">
        {list.isPending ? (
          <div className="space-y-2">
            <LoadingNote label={t`Loading today's appointments...`} />
            <Skeleton className="h-16 w-full rounded-xl" />
            <Skeleton className="h-16 w-full rounded-xl" />
          </div>
        ) : list.isError ? (
          <ErrorState
            title={t`Today's appointments could not be loaded`}
            message={errorMessage(list.error)}
            onRetry={() => void list.refetch()}
            headingLevel={3}
          />
        ) : list.data.result.length === 0 ? (
          <EmptyState title={t`No appointments found`} headingLevel={3}>
            <Trans>No appointments at the clinic today yet.</Trans>
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
                    <Trans>Dr. {a.doctor.name}</Trans> ·{' '}
                    {t(CONSULTATION_TYPE_SHORT_MESSAGES[a.consultationType])} ·{' '}
                    {formatIndianMobile(a.patient.phone)}
                    {a.reason ? ` · ${a.reason}` : ''}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={STATUS[a.status].tone}>{t(STATUS[a.status].label)}</Badge>
                  {a.status !== 'booked' ? null : a.consultationType === 'in-person' ? (
                    <Button size="sm" variant="secondary" onClick={() => setVitalsFor(a)}>
                      <Trans>
                        Record vitals<span className="sr-only"> for {a.patient.name}</span>
                      </Trans>
                    </Button>
                  ) : (
                    <span className="text-sm text-slate-600">
                      <Trans>From home</Trans>
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      {vitalsFor ? (
        <Dialog
          title={t`Record vitals`}
          onClose={() => setVitalsFor(null)}
          description={`${vitalsFor.patient.name} · ${t`Dr. ${vitalsFor.doctor.name}`}, ${formatClockRange(vitalsFor.time, vitalsFor.endTime)}`}
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
