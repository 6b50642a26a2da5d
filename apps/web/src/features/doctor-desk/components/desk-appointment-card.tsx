// One appointment on the doctor's desk: the patient, when and how, the reason, vitals on demand, starting
// the call of a booked video or audio one in its window, and closing it as completed (with notes) or a
// no-show once it has started; one its call completed takes the notes afterwards ('Add notes').
import type { Appointment } from '@arogya/contracts/appointments';
import { E_PRESCRIPTION_WINDOW_HOURS } from '@arogya/contracts/calls';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import PhoneIcon from 'lucide-react/icons/phone';
import VideoIcon from 'lucide-react/icons/video';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CONSULTATION_TYPE_MESSAGES } from '../../../lib/consultation-types.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { localizedLabels } from '../../../lib/i18n/localized-labels.ts';
import { formatClockRange, formatDayLabel } from '../../../lib/india-time.ts';
import { canStartAppointmentCall } from '../../../lib/video-call-link.ts';
import { closeState } from '../desk-filters.ts';
import { VitalsPanel } from './vitals-panel.tsx';

const STATUS_TONE: Record<Appointment['status'], BadgeTone> = {
  booked: 'blue',
  completed: 'green',
  cancelled: 'red',
  'no-show': 'slate',
};

const STATUS_LABEL = localizedLabels<Appointment['status']>({
  booked: msg`Booked`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  'no-show': msg`No-show`,
});

const GENDER = localizedLabels({ male: msg`male`, female: msg`female`, other: msg`other` });

export function DeskAppointmentCard({
  appointment: a,
  now,
  today,
  onComplete,
  onNoShow,
  onCall,
  calling,
}: {
  appointment: Appointment;
  now: Date;
  today: string;
  onComplete: (a: Appointment) => void;
  onNoShow: (a: Appointment) => void;
  /** Starts the call of a booked video or audio appointment (rings the patient). */
  onCall: (a: Appointment) => void;
  /** A call is being started from the desk (this card's or another's). */
  calling: string | null;
}) {
  const { t } = useLingui();
  const close = closeState(a, now, today);
  const callable =
    (a.consultationType === 'video' || a.consultationType === 'audio') &&
    a.paymentStatus !== 'awaiting_payment' &&
    canStartAppointmentCall(a, now);
  const CallIcon = a.consultationType === 'video' ? VideoIcon : PhoneIcon;
  const reasonId = `desk-${a.id}-wait`;
  const about = [
    a.patient.age !== null ? t`${a.patient.age} years` : null,
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
            {t(CONSULTATION_TYPE_MESSAGES[a.consultationType])}
          </p>
          <p className="text-sm text-slate-600">{formatIndianMobile(a.patient.phone)}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {a.bookedVia === 'desk' ? (
            <Badge tone="slate">
              <Trans>Walk-in</Trans>
            </Badge>
          ) : null}
          <Badge tone={STATUS_TONE[a.status]}>{STATUS_LABEL[a.status]}</Badge>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-800">
        <span className="font-medium">
          <Trans>Reason:</Trans>
        </span>{' '}
        {a.reason ?? t`Not given`}
      </p>
      <div className="mt-3">
        <VitalsPanel appointment={a} />
      </div>
      {close.kind !== 'none' || callable || a.canAddNotes ? (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <div className="flex flex-wrap gap-2">
            {callable ? (
              <Button
                size="sm"
                onClick={() => onCall(a)}
                disabled={calling !== null}
                pending={calling === a.id}
                pendingLabel={t`Calling...`}
              >
                <CallIcon aria-hidden="true" className="size-4" />
                {a.consultationType === 'video' ? (
                  <Trans>Start video call</Trans>
                ) : (
                  <Trans>Start audio call</Trans>
                )}
              </Button>
            ) : null}
            {close.kind !== 'none' ? (
              <>
                <Button
                  size="sm"
                  variant={callable ? 'secondary' : 'primary'}
                  disabled={close.kind !== 'ready'}
                  aria-describedby={close.kind === 'wait' ? reasonId : undefined}
                  onClick={() => onComplete(a)}
                >
                  <Trans>Mark completed</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={close.kind !== 'ready'}
                  aria-describedby={close.kind === 'wait' ? reasonId : undefined}
                  onClick={() => onNoShow(a)}
                >
                  <Trans>Mark no-show</Trans>
                </Button>
              </>
            ) : null}
            {a.canAddNotes ? (
              <Button size="sm" aria-describedby={reasonId} onClick={() => onComplete(a)}>
                <Trans>Add notes</Trans>
              </Button>
            ) : null}
          </div>
          {close.kind === 'wait' ? (
            <p id={reasonId} className="mt-2 text-xs text-slate-600">
              {close.reason}.
            </p>
          ) : a.canAddNotes ? (
            <p id={reasonId} className="mt-2 text-xs text-slate-600">
              <Trans>
                Completed by its call. Your notes are the summary the patient reads; add them within{' '}
                {E_PRESCRIPTION_WINDOW_HOURS} hours of the call.
              </Trans>
            </p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
