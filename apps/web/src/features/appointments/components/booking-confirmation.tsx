// After booking: what was booked, its booking number, for whom, where its money stands (paid online with the
// reference, to pay at the clinic, or still to pay online: 'Pay ₹… now'), what to bring, and the calendar
// file.

import type { AppointmentDetail } from '@arogya/contracts/appointments';
import { formatInr } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import CalendarPlusIcon from 'lucide-react/icons/calendar-plus';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { doctorDetailsPath, paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { appointmentTitle, doctorSpecialty } from '../../../lib/appointment-title.ts';
import { CONSULTATION_TYPE_LABELS } from '../../../lib/consultation-types.ts';
import { refusalText } from '../../../lib/form-errors.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { addressText } from '../../../lib/i18n/place-name.ts';
import { formatClockRange, formatLongDate } from '../../../lib/india-time.ts';
import { payProblem } from '../../../lib/pay-online.ts';
import toast from '../../../lib/toast.ts';
import { useDownloadAppointmentIcs } from '../api/appointment-ics.ts';
import { usePayAppointment } from '../api/start-payment.ts';
import { appointmentPaymentText } from '../appointment-payment-text.ts';
import { WhatToBring } from './what-to-bring.tsx';

export function BookingConfirmation({
  appointment,
  problem: initialProblem = null,
}: {
  appointment: AppointmentDetail;
  /** Why the payment right after booking did not go through, if it did not. */
  problem?: string | null;
}) {
  const { t, i18n } = useLingui();
  const download = useDownloadAppointmentIcs();
  const pay = usePayAppointment();
  const [problem, setProblem] = useState<string | null>(initialProblem);
  const inClinic = appointment.consultationType === 'in-person';
  const awaiting = appointment.payment?.status === 'awaiting_payment' && appointment.status === 'booked';
  const holdEnds = appointment.payment?.holdExpiresAt;

  const onCalendar = () =>
    download.mutate(appointment.id, {
      onError: (error) => toast.error(errorMessage(error, t`The calendar file could not be downloaded.`)),
    });

  return (
    <div className="space-y-6">
      <div role="status" className="rounded-2xl border border-green-200 bg-green-50 p-5">
        <div className="flex items-start gap-3">
          <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-green-700" />
          <div>
            <h1 className="text-2xl font-bold text-slate-900">
              <Trans>Appointment booked</Trans>
            </h1>
            <p className="mt-1 text-slate-800">
              <Trans>
                {appointmentTitle(appointment)}, {formatLongDate(appointment.date)} at{' '}
                {formatClockRange(appointment.time, appointment.endTime)}, for {appointment.patient.name}.
              </Trans>
            </p>
            <p className="mt-1 text-slate-800">
              <Trans>
                Booking number{' '}
                <strong className="text-slate-900" data-testid="booking-number">
                  {appointment.bookingNumber}
                </strong>
              </Trans>
            </p>
          </div>
        </div>
      </div>

      <section aria-labelledby="booking-details" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="booking-details" className="text-lg font-semibold text-slate-900">
          <Trans>Appointment details</Trans>
        </h2>
        <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-slate-600">
            <Trans>Booking number</Trans>
          </dt>
          <dd className="text-slate-900">{appointment.bookingNumber}</dd>
          <dt className="text-slate-600">
            <Trans>For</Trans>
          </dt>
          <dd className="text-slate-900">
            {appointment.patient.name}, {formatIndianMobile(appointment.patient.phone)}
          </dd>
          <dt className="text-slate-600">
            <Trans>Doctor</Trans>
          </dt>
          <dd className="text-slate-900">
            <Trans>
              Dr. {appointment.doctor.name}, {doctorSpecialty(appointment)}
            </Trans>
          </dd>
          <dt className="text-slate-600">
            <Trans>Date</Trans>
          </dt>
          <dd className="text-slate-900">{formatLongDate(appointment.date)}</dd>
          <dt className="text-slate-600">
            <Trans>Time (IST)</Trans>
          </dt>
          <dd className="text-slate-900">{formatClockRange(appointment.time, appointment.endTime)}</dd>
          <dt className="text-slate-600">
            <Trans>Consultation</Trans>
          </dt>
          <dd className="text-slate-900">{CONSULTATION_TYPE_LABELS[appointment.consultationType]}</dd>
          <dt className="text-slate-600">{inClinic ? t`Where` : t`Clinic`}</dt>
          <dd className="text-slate-900">
            {appointment.clinic.name}, {addressText(appointment.clinic.address)} ·{' '}
            {formatIndianMobile(appointment.clinic.phone)}
          </dd>
          {appointment.reason ? (
            <>
              <dt className="text-slate-600">
                <Trans>Reason</Trans>
              </dt>
              <dd className="text-slate-900">{appointment.reason}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">
            <Trans>Fee</Trans>
          </dt>
          <dd className="font-semibold text-slate-900">{formatInr(appointment.feePaise)}</dd>
          {appointment.cardBenefit ? (
            <>
              <dt className="text-slate-600">{appointment.cardBenefit.label}</dt>
              <dd className="font-semibold text-green-800">−{formatInr(appointment.cardBenefit.paise)}</dd>
              <dt className="text-slate-600">
                <Trans>To pay</Trans>
              </dt>
              <dd className="font-semibold text-slate-900">{formatInr(appointment.payablePaise)}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">
            <Trans>Payment</Trans>
          </dt>
          <dd className="font-semibold text-slate-900" data-testid="payment-state">
            {appointmentPaymentText(appointment)}
          </dd>
        </dl>
        {awaiting ? (
          <div className="mt-4 space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <FormAlert message={problem} />
            <p>
              <Trans>Pay {formatInr(appointment.payablePaise)}</Trans>
              {holdEnds ? ` by ${formatDateTime(holdEnds)}` : ''}{' '}
              <Trans>to keep this appointment; unpaid, it is cancelled and the slot released.</Trans>
            </p>
            <Button
              pending={pay.isPending}
              pendingLabel={t`Waiting for payment...`}
              onClick={() => {
                setProblem(null);
                pay.mutate(appointment.id, {
                  onSuccess: (outcome) => setProblem(payProblem(i18n, outcome, 'appointment')),
                  onError: (e) => setProblem(refusalText(e)),
                });
              }}
            >
              <Trans>Pay {formatInr(appointment.payablePaise)} now</Trans>
            </Button>
          </div>
        ) : null}
      </section>

      <WhatToBring type={appointment.consultationType} />

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="secondary"
          onClick={onCalendar}
          pending={download.isPending}
          pendingLabel={t`Preparing file...`}
        >
          <CalendarPlusIcon aria-hidden="true" className="size-4" />
          <Trans>Add to calendar</Trans>
        </Button>
        <Trans>
          <Link to={paths.myAppointments} className={buttonClass('primary')}>
            Go to My Appointments
          </Link>
          <Link to={doctorDetailsPath(appointment.doctor.id)} className={buttonClass('ghost')}>
            Back to Dr. {appointment.doctor.name}
          </Link>
        </Trans>
      </div>
    </div>
  );
}
