// A review (1-5 stars and optional text) by the patient of a completed appointment, one per appointment;
// the database keeps the doctor's average rating.
import { randomUUID } from 'node:crypto';
import type { ReviewRequest } from '@arogya/contracts/doctors';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import { loadVisibleAppointment, viewerOf } from './appointment-access.ts';
import { mapAppointmentDetail } from './appointment-mapper.ts';
import type { AppointmentsDeps } from './appointments-deps.ts';

export async function reviewAppointment(
  deps: AppointmentsDeps,
  user: Actor,
  appointmentId: string,
  input: z.output<typeof ReviewRequest>,
  now: Date,
) {
  const viewer = await viewerOf(deps, user);
  const { row } = await loadVisibleAppointment(deps, viewer, appointmentId, ['patient']);
  if (row.status !== 'completed') throw AppError.rule('You can review an appointment once it is completed.');
  if (row.reviewRating !== null) throw AppError.conflict('You have already reviewed this appointment.');
  try {
    await deps.bookings.insertReview({
      id: randomUUID(),
      appointmentId: row.id,
      doctorId: row.doctorId,
      patientId: user.id,
      rating: input.rating,
      comment: input.comment || null,
    });
  } catch (err) {
    if (violatedConstraint(err, PG_UNIQUE_VIOLATION) !== undefined) {
      throw AppError.conflict('You have already reviewed this appointment.');
    }
    throw err;
  }
  const updated = await deps.bookings.findById(row.id);
  if (!updated) throw AppError.notFound('Appointment not found');
  return mapAppointmentDetail(updated, now, 'patient');
}
