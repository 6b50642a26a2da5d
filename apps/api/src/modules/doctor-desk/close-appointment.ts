// The doctor's desk closes an appointment that has started: completed with consultation notes (written to
// the audit log, as health data about the patient), or a no-show. A video or audio appointment whose call
// was answered and ended is completed by the call (calls/end-calls.ts), without notes: completing it then
// adds the notes, within E_PRESCRIPTION_WINDOW_HOURS of the call, the e-prescription's window. The two may
// race (the doctor presses 'Mark completed' as the call ends): each is one conditional update, so whichever
// comes second finds the appointment completed, and the doctor's notes are added to it, never lost.

import { E_PRESCRIPTION_WINDOW_HOURS } from '@arogya/contracts/calls';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadVisibleAppointment, viewerOf } from '../appointments/appointment-access.ts';
import { mapAppointmentDetail } from '../appointments/appointment-mapper.ts';
import type { AppointmentsDeps } from '../appointments/appointments-deps.ts';

/** How long after its call completed an appointment its doctor may still add the notes to it (the mapper's
 * canAddNotes says the same). */
const NOTES_WINDOW_MS = E_PRESCRIPTION_WINDOW_HOURS * 3_600_000;

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
  const notes = outcome.status === 'completed' ? outcome.notes : null;
  let closed = false;
  let notesAdded = false;
  if (row.status === 'booked') {
    if (row.startsAt > now) throw AppError.rule(`An appointment can be ${verb} once it has started.`);
    closed = await deps.bookings.close(row.id, outcome.status, notes, now);
  } else if (notes === null || row.status !== 'completed' || row.notes !== null) {
    throw AppError.rule(`Only a booked appointment can be ${verb}.`);
  }
  if (!closed && notes !== null) {
    // Completed by its call, before this request or while it ran.
    notesAdded = await deps.bookings.addNotes(row.id, notes, new Date(now.getTime() - NOTES_WINDOW_MS), now);
    if (!notesAdded) {
      const current = await deps.bookings.findById(row.id);
      if (current?.status === 'completed' && current.notes !== null) {
        throw AppError.conflict('The notes of this consultation have already been written.');
      }
      if (current?.status === 'completed') {
        throw AppError.rule(
          `Notes can be added within ${E_PRESCRIPTION_WINDOW_HOURS} hours of the consultation.`,
        );
      }
    }
  }
  if (!closed && !notesAdded)
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
  return { appointment: mapAppointmentDetail(updated, now, 'doctor'), notesAdded };
}
