// One of the patient's appointments with the actions its status allows (for a booked video or audio one,
// 'Start consultation' when it opens), and the reason when one is not.

import type { Appointment } from '@arogya/contracts/appointments';
import { formatInr, MAX_RESCHEDULES } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import CalendarIcon from 'lucide-react/icons/calendar';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { Link } from 'react-router';
import { DoctorPhoto } from '../../../components/doctors/doctor-photo.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { doctorDetailsPath } from '../../../config/paths.ts';
import { appointmentTitle, doctorSpecialty } from '../../../lib/appointment-title.ts';
import { bookingHref } from '../../../lib/booking-link.ts';
import { CONSULTATION_TYPE_LABELS } from '../../../lib/consultation-types.ts';
import { addressText } from '../../../lib/i18n/place-name.ts';
import { formatClockRange, formatMediumDate } from '../../../lib/india-time.ts';
import { type ActionState, appointmentActions, STATUS_LABELS } from '../appointment-actions.ts';
import { AppointmentPayment } from './appointment-payment.tsx';
import { StartConsultation } from './start-consultation.tsx';

export type AppointmentDialog = 'reschedule' | 'cancel' | 'summary' | 'review';

const TONES: Record<Appointment['displayStatus'], BadgeTone> = {
  today: 'green',
  upcoming: 'blue',
  past: 'amber',
  completed: 'brand',
  cancelled: 'red',
  'no-show': 'slate',
};

function ActionButton({
  state,
  label,
  onClick,
  variant,
  reasonId,
}: {
  state: ActionState;
  label: string;
  onClick: () => void;
  variant: 'primary' | 'secondary' | 'danger';
  reasonId: string;
}) {
  return (
    <Button
      variant={variant}
      size="sm"
      disabled={!state.allowed}
      aria-describedby={state.allowed ? undefined : reasonId}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

export function AppointmentCard({
  appointment: a,
  userId,
  now,
  onOpen,
}: {
  appointment: Appointment;
  userId: string;
  now: Date;
  onOpen: (dialog: AppointmentDialog, appointment: Appointment) => void;
}) {
  const { t } = useLingui();
  const actions = appointmentActions(a);
  const reasonId = `apt-${a.id}-reason`;
  const reasons =
    actions.kind === 'change'
      ? [...new Set([actions.reschedule, actions.cancel].flatMap((s) => (s.allowed ? [] : [s.reason])))]
      : actions.kind === 'completed' && !actions.summary.allowed
        ? [actions.summary.reason]
        : [];

  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex gap-4">
        <DoctorPhoto src={a.doctor.image} size="sm" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-semibold text-slate-900">{appointmentTitle(a)}</h3>
            <Badge tone={TONES[a.displayStatus]}>{STATUS_LABELS[a.displayStatus]}</Badge>
          </div>
          <p className="text-sm text-slate-700">
            <Trans>
              <Link
                to={doctorDetailsPath(a.doctor.id)}
                className="font-medium text-brand-800 hover:underline"
              >
                Dr. {a.doctor.name}
              </Link>{' '}
              · {doctorSpecialty(a)}
            </Trans>
          </p>
        </div>
      </div>

      <dl className="mt-3 grid gap-1.5 text-sm text-slate-800">
        <div className="flex gap-2">
          <dt>
            <CalendarIcon aria-hidden="true" className="mt-0.5 size-4 text-slate-500" />
            <Trans>
              <span className="sr-only">When</span>
            </Trans>
          </dt>
          <dd>
            <Trans>
              {formatMediumDate(a.date)}, {formatClockRange(a.time, a.endTime)} IST
            </Trans>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 text-slate-500" />
            <Trans>
              <span className="sr-only">Where</span>
            </Trans>
          </dt>
          <dd>
            {a.consultationType === 'in-person'
              ? `${a.clinic.name}, ${addressText(a.clinic.address)}`
              : `${CONSULTATION_TYPE_LABELS[a.consultationType]} · ${a.clinic.name}`}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        <Trans>For:</Trans> {a.familyMemberId ? a.patient.name : t`Myself`}{' '}
        <Trans>· Booking {a.bookingNumber}</Trans>
      </p>
      {a.reason ? (
        <p className="mt-2 text-sm text-slate-700">
          <Trans>Reason: {a.reason}</Trans>
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        <Trans>Fee {formatInr(a.feePaise)}</Trans>
        {a.cardBenefit ? t` · ${a.cardBenefit.label}, you pay ${formatInr(a.payablePaise)}` : ''}
        {a.rescheduleCount > 0 ? t` · rescheduled ${a.rescheduleCount} of ${MAX_RESCHEDULES} times` : ''}
      </p>
      <AppointmentPayment appointment={a} />

      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {a.paymentStatus === 'awaiting_payment' ? null : (
          <StartConsultation appointment={a} userId={userId} now={now} />
        )}
        {actions.kind === 'change' ? (
          <>
            <ActionButton
              state={actions.reschedule}
              label={t`Reschedule`}
              variant="secondary"
              reasonId={reasonId}
              onClick={() => onOpen('reschedule', a)}
            />
            <ActionButton
              state={actions.cancel}
              label={t`Cancel`}
              variant="danger"
              reasonId={reasonId}
              onClick={() => onOpen('cancel', a)}
            />
          </>
        ) : actions.kind === 'completed' ? (
          <>
            <ActionButton
              state={actions.summary}
              label={t`View Summary`}
              variant="secondary"
              reasonId={reasonId}
              onClick={() => onOpen('summary', a)}
            />
            <Link
              to={bookingHref(a.doctor.id, userId, { followUpOf: a.id, type: a.consultationType })}
              className={buttonClass('primary', 'sm')}
            >
              <Trans>Book Follow-up</Trans>
            </Link>
            {actions.review ? (
              <Button variant="secondary" size="sm" onClick={() => onOpen('review', a)}>
                <Trans>Leave a review</Trans>
              </Button>
            ) : a.reviewed ? (
              <span className="self-center text-sm text-slate-600">
                <Trans>You reviewed this visit</Trans>
              </span>
            ) : null}
          </>
        ) : a.displayStatus === 'past' ? (
          <p className="text-sm text-slate-700">
            <Trans>The clinic has not updated this appointment yet.</Trans>
          </p>
        ) : (
          <Link to={bookingHref(a.doctor.id, userId)} className={buttonClass('secondary', 'sm')}>
            <Trans>Book again</Trans>
          </Link>
        )}
      </div>
      {reasons.length > 0 ? (
        <p id={reasonId} className="mt-2 text-xs text-slate-600">
          {reasons.join('. ')}.
        </p>
      ) : null}
    </article>
  );
}
