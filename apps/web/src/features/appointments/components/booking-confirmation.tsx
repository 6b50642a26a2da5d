// After booking: what was booked, what to bring, and the calendar file.
import type { AppointmentDetail } from '@arogya/contracts/appointments';
import { formatInr } from '@arogya/contracts/constants';
import CalendarPlusIcon from 'lucide-react/icons/calendar-plus';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { doctorDetailsPath, paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { CONSULTATION_TYPE_LABELS } from '../../../lib/consultation-types.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { formatClockRange, formatLongDate } from '../../../lib/india-time.ts';
import toast from '../../../lib/toast.ts';
import { useDownloadAppointmentIcs } from '../api/appointment-ics.ts';
import { WhatToBring } from './what-to-bring.tsx';

export function BookingConfirmation({ appointment }: { appointment: AppointmentDetail }) {
  const download = useDownloadAppointmentIcs();
  const inClinic = appointment.consultationType === 'in-person';

  const onCalendar = () =>
    download.mutate(appointment.id, {
      onError: (error) => toast.error(errorMessage(error, 'The calendar file could not be downloaded.')),
    });

  return (
    <div className="space-y-6">
      <div role="status" className="rounded-2xl border border-green-200 bg-green-50 p-5">
        <div className="flex items-start gap-3">
          <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-green-700" />
          <div>
            <h1 className="text-2xl font-bold text-slate-900">Appointment booked</h1>
            <p className="mt-1 text-slate-800">
              {appointment.title}, {formatLongDate(appointment.date)} at{' '}
              {formatClockRange(appointment.time, appointment.endTime)}.
            </p>
          </div>
        </div>
      </div>

      <section aria-labelledby="booking-details" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="booking-details" className="text-lg font-semibold text-slate-900">
          Appointment details
        </h2>
        <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-slate-600">Doctor</dt>
          <dd className="text-slate-900">
            Dr. {appointment.doctor.name}, {appointment.doctor.specialty}
          </dd>
          <dt className="text-slate-600">Date</dt>
          <dd className="text-slate-900">{formatLongDate(appointment.date)}</dd>
          <dt className="text-slate-600">Time (IST)</dt>
          <dd className="text-slate-900">{formatClockRange(appointment.time, appointment.endTime)}</dd>
          <dt className="text-slate-600">Consultation</dt>
          <dd className="text-slate-900">{CONSULTATION_TYPE_LABELS[appointment.consultationType]}</dd>
          <dt className="text-slate-600">{inClinic ? 'Where' : 'Clinic'}</dt>
          <dd className="text-slate-900">
            {appointment.clinic.name}, {appointment.clinic.address} ·{' '}
            {formatIndianMobile(appointment.clinic.phone)}
          </dd>
          <dt className="text-slate-600">Patient</dt>
          <dd className="text-slate-900">
            {appointment.patient.name}, {formatIndianMobile(appointment.patient.phone)}
          </dd>
          {appointment.reason ? (
            <>
              <dt className="text-slate-600">Reason</dt>
              <dd className="text-slate-900">{appointment.reason}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">Fee</dt>
          <dd className="font-semibold text-slate-900">{formatInr(appointment.feePaise)}</dd>
          {appointment.cardBenefit ? (
            <>
              <dt className="text-slate-600">{appointment.cardBenefit.label}</dt>
              <dd className="font-semibold text-green-800">−{formatInr(appointment.cardBenefit.paise)}</dd>
              <dt className="text-slate-600">To pay</dt>
              <dd className="font-semibold text-slate-900">{formatInr(appointment.payablePaise)}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <WhatToBring type={appointment.consultationType} />

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="secondary"
          onClick={onCalendar}
          pending={download.isPending}
          pendingLabel="Preparing file..."
        >
          <CalendarPlusIcon aria-hidden="true" className="size-4" />
          Add to calendar
        </Button>
        <Link to={paths.myAppointments} className={buttonClass('primary')}>
          Go to My Appointments
        </Link>
        <Link to={doctorDetailsPath(appointment.doctor.id)} className={buttonClass('ghost')}>
          Back to Dr. {appointment.doctor.name}
        </Link>
      </div>
    </div>
  );
}
