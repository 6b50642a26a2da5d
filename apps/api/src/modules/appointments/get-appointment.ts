// One appointment for its patient, its doctor or its clinic's receptionist. A staff read (the visit reason,
// and for the doctor the consultation notes) is written to the audit log
// (docs/product-rules.md#personal-health-data-and-the-audit-log); receptionists do not get the notes.
import type { Actor } from '../../lib/actor.ts';
import { loadVisibleAppointment, viewerOf } from './appointment-access.ts';
import { mapAppointmentDetail } from './appointment-mapper.ts';
import { type AppointmentsDeps, loadConsultationPayments } from './appointments-deps.ts';

export async function getAppointment(deps: AppointmentsDeps, user: Actor, id: string, now: Date) {
  const viewer = await viewerOf(deps, user);
  const { row, role } = await loadVisibleAppointment(deps, viewer, id);
  const payments = await loadConsultationPayments(deps, [row]);
  const detail = mapAppointmentDetail(row, now, role, payments.get(row.id) ?? null);
  if (role !== 'patient') {
    await deps.audit.record({
      actor: user,
      action: detail.summary ? 'consultation-notes.read' : 'appointment.read',
      subjectUserId: row.patientId,
      resourceType: 'appointment',
      resourceId: row.id,
    });
  }
  return detail;
}

/** The patient's own appointment (for the calendar file); staff are refused. */
export async function getOwnAppointment(deps: AppointmentsDeps, user: Actor, id: string, now: Date) {
  const { row } = await loadVisibleAppointment(deps, { user }, id, ['patient']);
  return mapAppointmentDetail(row, now, 'patient');
}
