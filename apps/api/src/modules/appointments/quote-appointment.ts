// POST /api/v1/bookings/quote: what a booking would cost the person it is for, before it is confirmed: the
// doctor's fee, the health card's free video consultation where the person has one left, and what is left to
// pay. The same rules as booking (book-appointment.ts), which decides again on the card's ledger. Refuses a
// doctor not found (404), a consultation type the doctor does not offer (422) and a `forWhom` not of the
// account (400 naming the field).
import type { AppointmentQuote, AppointmentQuoteRequest } from '@arogya/contracts/appointments';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { FREE_CONSULTATION_LABEL } from './appointment-mapper.ts';
import type { AppointmentsDeps } from './appointments-deps.ts';
import { bookedForSomeoneElse } from './book-appointment.ts';

export async function quoteAppointment(
  deps: AppointmentsDeps,
  patient: Actor,
  input: z.output<typeof AppointmentQuoteRequest>,
  now: Date,
): Promise<AppointmentQuote> {
  const doctor = await deps.doctors.findForBooking(input.doctorId);
  if (!doctor) throw AppError.notFound('Doctor not found');
  if (!doctor.consultationTypes.includes(input.consultationType)) {
    throw AppError.rule(`Dr. ${doctor.name} does not offer ${input.consultationType} consultations.`);
  }
  const person = await deps.card.personFor(patient.id, input.forWhom, now);
  const free =
    input.consultationType === 'video' &&
    doctor.feePaise > 0 &&
    !bookedForSomeoneElse(person, input.patientName, patient) &&
    (await deps.card.freeConsultationLeft(patient, person.personKey, now));
  const cardPaise = free ? doctor.feePaise : 0;
  return {
    feePaise: doctor.feePaise,
    cardBenefit: free ? { label: FREE_CONSULTATION_LABEL, paise: cardPaise } : null,
    payablePaise: doctor.feePaise - cardPaise,
  };
}
