// One appointment on the doctor's desk: the patient, when and how, the reason, vitals on demand, and
// closing it as completed (with notes) or a no-show once it has started.
import type { Appointment } from '@arogya/contracts/appointments';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CONSULTATION_TYPE_LABELS } from '../../../lib/consultation-types.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { formatClockRange, formatDayLabel } from '../../../lib/india-time.ts';
import { closeState } from '../desk-filters.ts';
import { VitalsPanel } from './vitals-panel.tsx';

const STATUS: Record<Appointment['status'], { label: string; tone: BadgeTone }> = {
  booked: { label: 'Booked', tone: 'blue' },
  completed: { label: 'Completed', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'red' },
  'no-show': { label: 'No-show', tone: 'slate' },
};

const GENDER = { male: 'male', female: 'female', other: 'other' } as const;

export function DeskAppointmentCard({
  appointment: a,
  now,
  today,
  onComplete,
  onNoShow,
}: {
  appointment: Appointment;
  now: Date;
  today: string;
  onComplete: (a: Appointment) => void;
  onNoShow: (a: Appointment) => void;
}) {
  const close = closeState(a, now, today);
  const reasonId = `desk-${a.id}-wait`;
  const about = [
    a.patient.age !== null ? `${a.patient.age} years` : null,
    a.patient.gender ? GENDER[a.patient.gender] : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">
            {a.patient.name}
            {about ? <span className="ml-1 font-normal text-slate-600">({about})</span> : null}
          </h3>
          <p className="text-sm text-slate-700">
            {formatDayLabel(a.date, today)}, {formatClockRange(a.time, a.endTime)} ·{' '}
            {CONSULTATION_TYPE_LABELS[a.consultationType]}
          </p>
          <p className="text-sm text-slate-600">{formatIndianMobile(a.patient.phone)}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {a.bookedVia === 'desk' ? <Badge tone="slate">Walk-in</Badge> : null}
          <Badge tone={STATUS[a.status].tone}>{STATUS[a.status].label}</Badge>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-800">
        <span className="font-medium">Reason:</span> {a.reason ?? 'Not given'}
      </p>
      <div className="mt-3">
        <VitalsPanel appointment={a} />
      </div>
      {close.kind !== 'none' ? (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={close.kind !== 'ready'}
              aria-describedby={close.kind === 'wait' ? reasonId : undefined}
              onClick={() => onComplete(a)}
            >
              Mark completed
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={close.kind !== 'ready'}
              aria-describedby={close.kind === 'wait' ? reasonId : undefined}
              onClick={() => onNoShow(a)}
            >
              Mark no-show
            </Button>
          </div>
          {close.kind === 'wait' ? (
            <p id={reasonId} className="mt-2 text-xs text-slate-600">
              {close.reason}.
            </p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
