// Moves a booked appointment to another offered slot of the same doctor: up to the cutoff before the
// current start and at most MAX_RESCHEDULES times. The exclusion constraints refuse a slot taken meanwhile.
import type { RescheduleRequest } from '@arogya/contracts/appointments';
import { APPOINTMENT_CHANGE_CUTOFF_HOURS, MAX_RESCHEDULES } from '@arogya/contracts/constants';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadVisibleAppointment, viewerOf } from './appointment-access.ts';
import { changeAllowed, mapAppointmentDetail } from './appointment-mapper.ts';
import { notifyAppointmentRescheduled } from './appointment-notifications.ts';
import { createAppointmentsRepository } from './appointments.repository.ts';
import type { AppointmentsDeps } from './appointments-deps.ts';
import { rethrowOverlap } from './booking-conflict.ts';
import { assertSlotOffered } from './check-slot.ts';

const CUTOFF_MS = APPOINTMENT_CHANGE_CUTOFF_HOURS * 3_600_000;

export async function rescheduleAppointment(
  deps: AppointmentsDeps,
  user: Actor,
  input: z.output<typeof RescheduleRequest>,
  now: Date,
) {
  const viewer = await viewerOf(deps, user);
  const { row, role } = await loadVisibleAppointment(deps, viewer, input.appointmentId, [
    'patient',
    'receptionist',
  ]);
  if (row.status !== 'booked') throw AppError.rule('Only a booked appointment can be rescheduled.');
  if (!changeAllowed(row.status, row.startsAt, now)) {
    throw AppError.rule(
      `Appointments can be rescheduled up to ${APPOINTMENT_CHANGE_CUTOFF_HOURS} hour before the start.`,
    );
  }
  if (row.rescheduleCount >= MAX_RESCHEDULES) {
    throw AppError.rule(`An appointment can be rescheduled at most ${MAX_RESCHEDULES} times.`);
  }
  const startsAt = new Date(input.startsAt);
  if (startsAt.getTime() === row.startsAt.getTime())
    throw AppError.rule('The appointment is already at this time.');
  const doctor = await deps.doctors.findForBooking(row.doctorId);
  if (!doctor) throw AppError.notFound('Doctor not found');
  const slot = await assertSlotOffered(deps, doctor, startsAt, now, {
    exceptAppointmentId: row.id,
    ignoreAdvance: role === 'receptionist',
  });
  let moved = false;
  try {
    // The move and what it tells (the reminders of the old time dropped, new ones due) are one transaction.
    moved = await deps.db.transaction(async (tx) => {
      const bookings = createAppointmentsRepository(tx);
      const done = await bookings.reschedule(
        row.id,
        row.rescheduleCount,
        slot.startsAt,
        slot.endsAt,
        new Date(now.getTime() + CUTOFF_MS),
      );
      const updated = done ? await bookings.findById(row.id) : undefined;
      if (updated && updated.paymentStatus !== 'awaiting_payment') {
        await notifyAppointmentRescheduled(deps.notify, tx, updated, row.startsAt, now);
      }
      return done;
    });
  } catch (err) {
    rethrowOverlap(
      err,
      role === 'receptionist' ? 'desk' : 'self',
      row.patientFor === 'other' ? row.patientName : null,
    );
  }
  if (!moved)
    throw AppError.conflict('This appointment was changed at the same time. Please reload and try again.');
  const updated = await deps.bookings.findById(row.id);
  if (!updated) throw AppError.notFound('Appointment not found');
  return mapAppointmentDetail(updated, now, role);
}
