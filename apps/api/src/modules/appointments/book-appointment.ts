// Books one of a doctor's offered slots for a patient: online by the patient, or at the desk by a
// receptionist of the doctor's clinic. The slot check gives clear refusals; the exclusion constraints make
// a double booking impossible whatever the timing, and the loser gets a 409. Where online payment is offered
// (docs/product-rules.md#payments), a video or audio consultation booked online is paid before the call and
// a clinic visit may be: the appointment holds its slot for PAYMENT_HOLD_MINUTES awaiting payment (started
// by POST /api/v1/payments, kind 'appointment'). Nothing to pay (a free consultation of the health card)
// needs no payment.
import { randomUUID } from 'node:crypto';
import type {
  BookAppointmentRequest,
  InstantConsultationRequest,
  ReceptionistBookingRequest,
} from '@arogya/contracts/appointments';
import { INSTANT_CONSULTATION_MINUTES, PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { personName } from '../../lib/person.ts';
import { todayIn } from '../../lib/zoned-time.ts';
import { availableNow } from '../slots/available-now.ts';
import { mapAppointmentDetail } from './appointment-mapper.ts';
import { notifyAppointmentConfirmed } from './appointment-notifications.ts';
import { createAppointmentsRepository } from './appointments.repository.ts';
import { type AppointmentsDeps, loadConsultationPayments } from './appointments-deps.ts';
import { rethrowOverlap } from './booking-conflict.ts';
import { assertSlotOffered } from './check-slot.ts';

type PatientInput = z.output<typeof BookAppointmentRequest>;
type InstantInput = z.output<typeof InstantConsultationRequest>;
type DeskInput = z.output<typeof ReceptionistBookingRequest>;

type Booking = {
  doctorId: string;
  startsAt: string;
  consultationType: string;
  patient: Actor;
  details: Pick<PatientInput, 'patientName' | 'patientPhone' | 'patientAge' | 'patientGender' | 'reason'>;
  followUpOf?: string;
  bookedBy: Actor;
  via: 'online' | 'desk' | 'instant';
  /** Desk bookings serve walk-ins, so the doctor's online advance rule does not apply to them. */
  clinicId?: string;
  /** 'self' or one of the patient account's family members (online, or at the desk). */
  forWhom?: string;
  /** A clinic visit booked online: paid online or at the clinic. */
  paymentMethod?: 'online' | 'at_clinic';
};

/** How the consultation is paid: online before it (held until paid), at the clinic, or nothing to pay online. */
function paymentStatusFor(deps: AppointmentsDeps, b: Booking, payablePaise: number) {
  const inPerson = b.consultationType === 'in-person';
  if (payablePaise <= 0) return 'not_required';
  if (b.via !== 'desk' && deps.online && (!inPerson || b.paymentMethod === 'online'))
    return 'awaiting_payment';
  return inPerson ? 'pay_at_clinic' : 'not_required';
}

async function book(deps: AppointmentsDeps, b: Booking, now: Date) {
  const doctor = await deps.doctors.findForBooking(b.doctorId);
  if (!doctor) throw AppError.notFound('Doctor not found');
  if (b.clinicId && doctor.clinicId !== b.clinicId) {
    throw AppError.forbidden('You can book only with the doctors of your clinic');
  }
  if (!doctor.consultationTypes.includes(b.consultationType)) {
    throw AppError.rule(`Dr. ${doctor.name} does not offer ${b.consultationType} consultations.`);
  }
  const startsAt = new Date(b.startsAt);
  const slot = await assertSlotOffered(deps, doctor, startsAt, now, { ignoreAdvance: b.via === 'desk' });
  if (b.followUpOf) {
    const previous = await deps.bookings.findById(b.followUpOf);
    if (!previous || previous.patientId !== b.patient.id || previous.status !== 'completed') {
      throw AppError.rule('A follow-up must follow one of the patient’s completed appointments.');
    }
  }
  const person = await deps.card.personFor(b.patient.id, b.forWhom, now);
  return insertBooking(deps, b, doctor, person, slot, now);
}

type BookingDoctor = { id: string; feePaise: number };

/**
 * A name typed without `forWhom` that is not the account's is someone else (lib/person.ts): not the holder,
 * so none of the holder's records or card benefits are theirs; the booking pays in full.
 */
export function bookedForSomeoneElse(
  person: Pick<BookingPerson, 'familyMemberId'>,
  patientName: string | undefined,
  holder: { name: string },
): boolean {
  return (
    person.familyMemberId === null &&
    patientName !== undefined &&
    personName(patientName) !== personName(holder.name)
  );
}
type BookingPerson = Awaited<ReturnType<AppointmentsDeps['card']['personFor']>>;

/** Writes the appointment for a time already checked, spending a free consultation where one applies. */
async function insertBooking(
  deps: AppointmentsDeps,
  b: Booking,
  doctor: BookingDoctor,
  person: BookingPerson,
  slot: { startsAt: Date; endsAt: Date },
  now: Date,
) {
  const id = randomUUID();
  const someoneElse = bookedForSomeoneElse(person, b.details.patientName, b.patient);
  // A video consultation online spends one of the person's free consultations when their card has one
  // left; the database's ledger decides, so concurrent bookings cannot spend the same one.
  const free =
    b.via !== 'desk' &&
    !someoneElse &&
    b.consultationType === 'video' &&
    doctor.feePaise > 0 &&
    (await deps.card.spendFreeConsultation(b.patient, person.personKey, id, now));
  const cardBenefitPaise = free ? doctor.feePaise : 0;
  const paymentStatus = paymentStatusFor(deps, b, doctor.feePaise - cardBenefitPaise);
  try {
    await deps.bookings.insert(
      {
        id,
        doctorId: doctor.id,
        patientId: b.patient.id,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        consultationType: b.consultationType,
        status: 'booked',
        patientName: person.name ?? b.details.patientName ?? b.patient.name,
        patientPhone: b.details.patientPhone ?? b.patient.phone,
        patientAge: person.age ?? b.details.patientAge ?? null,
        patientGender: person.sex ?? b.details.patientGender ?? null,
        familyMemberId: person.familyMemberId,
        patientFor: person.familyMemberId !== null || someoneElse ? 'other' : 'self',
        cardBenefitPaise,
        reason: b.details.reason || null,
        feePaise: doctor.feePaise,
        paymentStatus,
        holdExpiresAt:
          paymentStatus === 'awaiting_payment'
            ? new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000)
            : null,
        bookedById: b.bookedBy.id,
        bookedVia: b.via,
        followUpOf: b.followUpOf ?? null,
      },
      // Confirmed now unless it waits for its online payment (then confirmed when paid: consultation-payable.ts).
      async (tx) => {
        if (paymentStatus === 'awaiting_payment') return;
        const row = await createAppointmentsRepository(tx).findById(id);
        if (row) await notifyAppointmentConfirmed(deps.notify, tx, row, now);
      },
    );
  } catch (err) {
    if (free) await deps.card.release(id, now);
    rethrowOverlap(
      err,
      b.via === 'desk' ? 'desk' : 'self',
      person.familyMemberId
        ? person.name
        : someoneElse
          ? (b.details.patientName?.trim().replace(/\s+/g, ' ') ?? null)
          : null,
    );
  }
  const row = await deps.bookings.findById(id);
  if (!row) throw new Error(`appointment ${id} vanished after insert`);
  const payments = await loadConsultationPayments(deps, [row]);
  return mapAppointmentDetail(
    row,
    now,
    b.via === 'desk' ? 'receptionist' : 'patient',
    payments.get(id) ?? null,
  );
}

export function bookAppointment(deps: AppointmentsDeps, patient: Actor, input: PatientInput, now: Date) {
  const { doctorId, startsAt, consultationType, followUpOf, forWhom, paymentMethod, ...details } = input;
  return book(
    deps,
    {
      doctorId,
      startsAt,
      consultationType,
      followUpOf,
      forWhom,
      paymentMethod,
      details,
      patient,
      bookedBy: patient,
      via: 'online',
    },
    now,
  );
}

export async function bookForWalkIn(
  deps: AppointmentsDeps,
  receptionist: Actor,
  clinicId: string,
  input: DeskInput,
  now: Date,
) {
  const { patientId, doctorId, startsAt, consultationType, forWhom, ...details } = input;
  const patient = await deps.users.findById(patientId);
  if (!patient?.roles.includes('patient')) throw AppError.notFound('Patient not found');
  return book(
    deps,
    {
      doctorId,
      startsAt,
      consultationType,
      details,
      patient,
      bookedBy: receptionist,
      via: 'desk',
      clinicId,
      forWhom,
    },
    now,
  );
}

/**
 * "Consult now": a video or audio consultation with a doctor who takes calls and is inside today's hours,
 * from this moment for INSTANT_CONSULTATION_MINUTES, without a slot (docs/product-rules.md#payments). Paid
 * online before the call where online payment is offered, like a booked one (a free video consultation of
 * the health card pays nothing). It does not take the doctor's slots (calls are one at a time anyway); the
 * person's own other appointments still keep it from overlapping them. Asked again while the person's
 * instant consultation with this doctor is open, it answers that one.
 */
export async function bookInstantConsultation(
  deps: AppointmentsDeps,
  patient: Actor,
  input: InstantInput,
  now: Date,
) {
  const doctor = await deps.doctors.findForBooking(input.doctorId);
  if (!doctor) throw AppError.notFound('Doctor not found');
  if (!doctor.consultationTypes.includes(input.consultationType)) {
    throw AppError.rule(`Dr. ${doctor.name} does not offer ${input.consultationType} consultations.`);
  }
  if (!doctor.userId) {
    throw AppError.rule(
      `Dr. ${doctor.name} does not take calls on Arogya yet. Please book an appointment instead.`,
    );
  }
  if (doctor.userId === patient.id) throw AppError.rule('You cannot consult yourself.');
  const [schedule, leaves] = await Promise.all([
    deps.doctors.schedule(doctor.id),
    deps.doctors.leaves(doctor.id, todayIn(now)),
  ]);
  if (!availableNow(schedule, leaves, now)) {
    throw AppError.rule(
      `Dr. ${doctor.name} is not available for consultations now. Please book an appointment.`,
    );
  }
  const person = await deps.card.personFor(patient.id, input.forWhom, now);
  const open = await deps.bookings.openInstant(patient.id, doctor.id, person.familyMemberId, now);
  if (open) {
    const row = await deps.bookings.findById(open);
    if (row) {
      const payments = await loadConsultationPayments(deps, [row]);
      return mapAppointmentDetail(row, now, 'patient', payments.get(row.id) ?? null);
    }
  }
  // From this moment, not the minute: a consultation completed by its call ends when the call did
  // (appointments.repository.ts completeByCall), and the next one may start right after it.
  const startsAt = now;
  const endsAt = new Date(startsAt.getTime() + INSTANT_CONSULTATION_MINUTES * 60_000);
  return insertBooking(
    deps,
    {
      doctorId: doctor.id,
      startsAt: startsAt.toISOString(),
      consultationType: input.consultationType,
      patient,
      details: { reason: input.reason },
      bookedBy: patient,
      via: 'instant',
      forWhom: input.forWhom,
    },
    doctor,
    person,
    { startsAt, endsAt },
    now,
  );
}
