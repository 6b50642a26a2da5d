// A walk-in at the desk: find or register the patient, book with one of the clinic's doctors, then record
// the patient's vitals for that appointment.
import type { AppointmentDetail, PatientMatch } from '@arogya/contracts/appointments';
import type { DoctorCard } from '@arogya/contracts/doctors';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CONSULTATION_TYPE_MESSAGES } from '../../../lib/consultation-types.ts';
import { formatClockRange, formatMediumDate } from '../../../lib/india-time.ts';
import { paymentStateText } from '../../../lib/payment-state.ts';
import { PatientFinder } from './patient-finder.tsx';
import { VitalsForm } from './vitals-form.tsx';
import { WalkInAppointment } from './walk-in-appointment.tsx';

type Step =
  | { kind: 'patient' }
  | { kind: 'appointment'; patient: PatientMatch }
  | { kind: 'done'; patient: PatientMatch; appointment: AppointmentDetail };

const STEPS = [msg`Patient`, msg`Appointment`, msg`Vitals`] as const;

export function WalkInBooking({ doctors }: { doctors: readonly DoctorCard[] }) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>({ kind: 'patient' });
  const current = step.kind === 'patient' ? 0 : step.kind === 'appointment' ? 1 : 2;

  return (
    <div className="space-y-5">
      <ol className="flex flex-wrap gap-2 text-sm">
        {STEPS.map((label, i) => (
          <li
            key={label.id}
            aria-current={i === current ? 'step' : undefined}
            className={`rounded-full px-3 py-1 font-semibold ${
              i === current
                ? 'bg-brand-700 text-white'
                : i < current
                  ? 'bg-brand-50 text-brand-800'
                  : 'bg-slate-100 text-slate-700'
            }`}
          >
            {i + 1}. {t(label)}
          </li>
        ))}
      </ol>

      {step.kind === 'patient' ? (
        <PatientFinder onChosen={(patient) => setStep({ kind: 'appointment', patient })} />
      ) : step.kind === 'appointment' ? (
        <WalkInAppointment
          patient={step.patient}
          doctors={doctors}
          onBack={() => setStep({ kind: 'patient' })}
          onBooked={(appointment) => setStep({ kind: 'done', patient: step.patient, appointment })}
        />
      ) : (
        <div className="space-y-5">
          <div
            role="status"
            className="rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-slate-900"
          >
            <p className="font-semibold">
              <Trans>Appointment booked for {step.appointment.patient.name}</Trans>
            </p>
            <p>
              <Trans>
                Booking number <strong data-testid="booking-number">{step.appointment.bookingNumber}</strong>
              </Trans>
            </p>
            <p>
              <Trans>Dr. {step.appointment.doctor.name}</Trans> · {formatMediumDate(step.appointment.date)},{' '}
              {formatClockRange(step.appointment.time, step.appointment.endTime)} ·{' '}
              {t(CONSULTATION_TYPE_MESSAGES[step.appointment.consultationType])}
            </p>
            <p data-testid="payment-state">
              {paymentStateText({
                amountPaise: step.appointment.payablePaise,
                payment: step.appointment.payment,
                offline: { where: 'clinic' },
              })}
            </p>
          </div>
          <section
            aria-labelledby="walk-in-vitals"
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <h3 id="walk-in-vitals" className="mb-3 text-base font-semibold text-slate-900">
              <Trans>Record vitals</Trans>
            </h3>
            <VitalsForm
              patientId={step.patient.id}
              patientName={step.patient.name}
              appointmentId={step.appointment.id}
            />
          </section>
          <Button variant="secondary" onClick={() => setStep({ kind: 'patient' })}>
            <Trans>Book another walk-in</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
