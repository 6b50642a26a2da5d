// The doctor's desk closes an appointment that has started: completed with consultation notes (written to
// the audit log, as health data about the patient), or a no-show.

import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadVisibleAppointment, viewerOf } from '../appointments/appointment-access.ts';
import { mapAppointmentDetail } from '../appointments/appointment-mapper.ts';
import type { AppointmentsDeps } from '../appointments/appointments-deps.ts';

export async function closeAppointment(
  deps: AppointmentsDeps,
  user: Actor,
  id: string,
  outcome: { status: 'completed'; notes: string } | { status: 'no-show' },
  now: Date,
) {
  const viewer = await viewerOf(deps, user);
  if (!viewer.doctorId) throw AppError.forbidden('No doctor profile is linked to this account');
  const { row } = await loadVisibleAppointment(deps, viewer, id, ['doctor']);
  const verb = outcome.status === 'completed' ? 'completed' : 'marked as a no-show';
  if (row.status !== 'booked') throw AppError.rule(`Only a booked appointment can be ${verb}.`);
  if (row.startsAt > now) throw AppError.rule(`An appointment can be ${verb} once it has started.`);
  const notes = outcome.status === 'completed' ? outcome.notes : null;
  const closed = await deps.bookings.close(row.id, outcome.status, notes, now);
  if (!closed)
    throw AppError.conflict('This appointment was changed at the same time. Please reload and try again.');
  if (notes !== null) {
    await deps.audit.record({
      actor: user,
      action: 'consultation-notes.write',
      subjectUserId: row.patientId,
      resourceType: 'appointment',
      resourceId: row.id,
    });
  }
  const updated = await deps.bookings.findById(row.id);
  if (!updated) throw AppError.notFound('Appointment not found');
  return mapAppointmentDetail(updated, now, 'doctor');
}
