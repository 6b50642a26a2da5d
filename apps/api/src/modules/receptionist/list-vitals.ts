// A patient's vitals, readable by the patient, a doctor who has an appointment with them, and the
// receptionists of a clinic where they have one. Every read by someone else is audit-logged.
import type { Vitals } from '@arogya/contracts/appointments';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { viewerOf } from '../appointments/appointment-access.ts';
import type { ReceptionistDeps } from './receptionist-deps.ts';
import { mapVitals } from './vitals-mapper.ts';

const MAX_RECORDS = 100;

async function mayRead(deps: ReceptionistDeps, user: Actor, patientId: string): Promise<string | null> {
  if (user.id === patientId) return 'patient';
  const viewer = await viewerOf(deps, user);
  if (viewer.doctorId && (await deps.desk.doctorHasPatient(viewer.doctorId, patientId))) return 'doctor';
  if (viewer.clinicId && (await deps.desk.clinicHasPatient(viewer.clinicId, patientId)))
    return 'receptionist';
  return null;
}

/** `member`: 'self' for the account holder's own vitals, a family member's id for theirs, none for all. */
export async function listVitals(
  deps: ReceptionistDeps,
  user: Actor,
  patientId: string,
  member?: string,
): Promise<Vitals[]> {
  const as = await mayRead(deps, user, patientId);
  if (!as) throw AppError.forbidden('You do not have access to this patient’s vitals');
  const rows = await deps.desk.listVitals(patientId, MAX_RECORDS, member);
  await deps.audit.record({
    actor: user,
    action: 'vitals.read',
    subjectUserId: patientId,
    resourceType: 'vitals',
    resourceId: null,
    meta: { as, records: rows.length, ...(member ? { member } : {}) },
  });
  return rows.map(mapVitals);
}
